import type { ChatActivity } from 'shared-kernel/contracts';
import type { PanelMessage } from '../lib/message-list';
import type { PanelNote } from '../lib/open-chat-state';
import { buildTimeline } from '../lib/timeline';

const at = (seconds: number) => new Date(Date.parse('2026-11-27T10:00:00Z') + seconds * 1000).toISOString();
const msg = (key: string, seconds: number, patch: Partial<PanelMessage> = {}): PanelMessage => ({ key, bodyText: key, direction: 'inbound', chatTime: at(seconds), ...patch });
const note = (key: string, seconds: number, pending = false): PanelNote => ({
  key,
  id: key,
  chatId: 'c',
  visitorId: 'v',
  guestId: 1,
  bodyText: key,
  authorId: 'a',
  authorName: 'A',
  mentions: [],
  chatTime: at(seconds),
  pending,
});
const act = (id: string, seconds: number): ChatActivity => ({
  id,
  chatId: 'c',
  kind: 'transfer-agent',
  actorId: 'a',
  actorName: 'A',
  fromAgentId: null,
  fromAgentName: null,
  toAgentId: 'b',
  toAgentName: 'B',
  departmentId: null,
  departmentName: null,
  note: '',
  chatTime: at(seconds),
});

describe('buildTimeline', () => {
  it('puts notes and hand-overs between the messages by time, unsent entries last, one date separator a day', () => {
    const items = buildTimeline(
      [msg('old', -86_400 * 3)],
      [msg('m1', 10, { seq: 1 }), msg('m2', 30, { seq: 2 }), msg('mine', 5, { pending: true })],
      [note('n1', 20), note('n0', 1), note('draft', 40, true)],
      [act('a1', 25)],
    );
    expect(items.map((i) => (i.type === 'date' ? 'date' : i.key))).toEqual(['date', 'old', 'date', 'n0', 'm1', 'n1', 'activity-a1', 'm2', 'mine', 'draft']);
    const ticks = items.filter((i) => i.type === 'message').map((i) => [i.key, i.type === 'message' && i.ongoing]);
    expect(ticks).toEqual([['old', false], ['m1', true], ['m2', true], ['mine', true]]);
  });
});
