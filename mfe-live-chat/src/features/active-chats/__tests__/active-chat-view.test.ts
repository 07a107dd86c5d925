import type { ActiveChatRow } from 'shared-kernel/contracts';
import { agentLabel, lastMessageText, openChatPath, truncate, waitingLabel } from '../lib/active-chat-view';

const base: ActiveChatRow = {
  chatId: 'c 1',
  visitorId: 'v&1',
  guestId: 1,
  state: 'active',
  agentId: 'a',
  agentName: 'Anna',
  pluginId: 'p',
  domain: 'd',
  waitingSince: null,
  lastMessage: null,
  waitingFor: null,
};

describe('active chat view', () => {
  it('names the holder, a department wait or a pending chat', () => {
    expect(agentLabel(base)).toBe('Anna');
    expect(agentLabel({ ...base, waitingFor: 'Sales', agentName: null })).toBe('Waiting for Sales');
    expect(agentLabel({ ...base, state: 'pending', agentName: null, agentId: null })).toBe('Pending');
    expect(agentLabel({ ...base, agentName: null })).toBe('');
  });

  it('says how long the guest waits', () => {
    const now = Date.parse('2026-11-27T10:00:00Z');
    const ago = (ms: number) => new Date(now - ms).toISOString();
    expect(waitingLabel(null, now)).toBe('');
    expect(waitingLabel('garbage', now)).toBe('');
    expect(waitingLabel(ago(30_000), now)).toBe('< 1 min');
    expect(waitingLabel(ago(-5_000), now)).toBe('< 1 min');
    expect(waitingLabel(ago(2 * 60_000 + 59_000), now)).toBe('2 min');
    expect(waitingLabel(ago(60 * 60_000), now)).toBe('1 h');
    expect(waitingLabel(ago(125 * 60_000), now)).toBe('2 h 5 min');
  });

  it('cuts text on one line', () => {
    expect(truncate('  a\n\nb  ')).toBe('a b');
    expect(truncate('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`);
  });

  it('shows the last message without markers', () => {
    const msg = (bodyText: string) => ({ ...base, lastMessage: { bodyText, direction: 'outbound' as const, chatTime: '' } });
    expect(lastMessageText(msg('[auto-message]Welcome'))).toBe('Welcome');
    expect(lastMessageText(msg('[system]You are now chatting with Anna'))).toBe('You are now chatting with Anna');
    expect(lastMessageText(msg('[attachment]a.png'))).toBe('a.png');
    expect(lastMessageText(base)).toBe('');
  });

  it('opens the chat on the dashboard, its ids escaped', () => {
    expect(openChatPath(base)).toBe('/dashboard?open=v%261&chat=c+1');
  });
});
