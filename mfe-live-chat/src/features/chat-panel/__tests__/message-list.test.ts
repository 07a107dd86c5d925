import { withDateSeparators } from 'shared-kernel/transcript';
import { formatDuration, historyMessages, lastSeq, mergeMessages, upsertMessage, type PanelMessage } from '../lib/message-list';

const at = '2026-11-21T10:00:00Z';
const m = (seq: number, patch: Partial<PanelMessage> = {}) => ({ id: `m-${seq}`, seq, bodyText: `M${seq}`, direction: 'inbound' as const, chatTime: at, ...patch });

describe('message list', () => {
  it('keeps one entry per message in seq order, unsent ones last', () => {
    let list = mergeMessages([], [m(1), m(3)]);
    list = upsertMessage(list, { messageId: 'c-1', bodyText: 'mine', direction: 'outbound', chatTime: at, pending: true });
    list = mergeMessages(list, [m(2), m(3), m(4)]);
    expect(list.map((x) => x.bodyText)).toEqual(['M1', 'M2', 'M3', 'M4', 'mine']);
    list = upsertMessage(list, { messageId: 'c-1', bodyText: 'mine', direction: 'outbound', chatTime: at, seq: 5 });
    expect(list.map((x) => [x.bodyText, x.pending])).toEqual([['M1', false], ['M2', false], ['M3', false], ['M4', false], ['mine', false]]);
    expect(lastSeq(list)).toBe(5);
  });

  it('replaces a pending message by its stored copy (same messageId)', () => {
    let list = upsertMessage([], { messageId: 'c-1', bodyText: 'mine', direction: 'outbound', chatTime: at, pending: true });
    const key = list[0].key;
    list = mergeMessages(list, [m(7, { messageId: 'c-1', bodyText: 'mine', direction: 'outbound' })]);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ key, seq: 7, pending: false });
  });

  it('keeps earlier chats whole although their seqs repeat', () => {
    expect(historyMessages([m(1), m(1, { id: 'other-1', bodyText: 'second chat' })])).toHaveLength(2);
  });

  it('puts a separator before each day and formats durations', () => {
    const items = withDateSeparators(mergeMessages([], [m(1), m(2, { chatTime: '2026-11-23T10:00:00Z' }), m(3, { chatTime: '2026-11-23T11:00:00Z' })]));
    expect(items.map((i) => i.type)).toEqual(['date', 'message', 'date', 'message', 'message']);
    expect(formatDuration(135)).toBe('02:15');
    expect(formatDuration(3725)).toBe('62:05');
  });
});
