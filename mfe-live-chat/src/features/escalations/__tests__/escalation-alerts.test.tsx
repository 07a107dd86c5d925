// Escalation alerts (issue 27) on the dashboard and on Active Chats: the blue toasts and the sound of
// 'chat-escalated' and 'agent-not-responding', and the Escalated chip of the Active Chats rows.
import { screen, within } from '@testing-library/react';
import type { ActiveChatRow, ChatEscalation } from 'shared-kernel/contracts';
import { renderWithShell, testUser } from 'shared-kernel/testing';
import LiveChatArea from '../../../app/remote-app';
import { conversation, incomingChat, renderDashboard } from '../../../test-support/live-chat-fixtures';
import { resetEscalations } from '../lib/escalated-chats';
import { ESCALATION_TEXTS as T } from '../texts';

jest.mock('../../recent-chats/lib/notification-sound', () => {
  const play = jest.fn();
  return { createNotificationSound: () => ({ play, dispose: jest.fn() }), play };
});
const { play } = jest.requireMock<{ play: jest.Mock }>('../../recent-chats/lib/notification-sound');

function escalation(guestId: number, patch: Partial<ChatEscalation> = {}): ChatEscalation {
  return {
    id: `esc-${guestId}`,
    chatId: `chat-${guestId}`,
    visitorId: `v-${guestId}`,
    guestId,
    kind: 'pending',
    waitedSeconds: 65,
    agentId: null,
    agentName: null,
    waitingSince: new Date(Date.now() - 65_000).toISOString(),
    chatTime: new Date().toISOString(),
    ...patch,
  };
}

const notResponding = (chatId: string) => ({ agentId: 'u-anna', fullName: 'Anna', chatId, since: new Date().toISOString() });

beforeEach(() => {
  play.mockClear();
  resetEscalations();
});

describe('Escalation alerts on the dashboard', () => {
  it('shows a blue toast with the wait and plays the sound, once per escalation', async () => {
    const { push, toasts } = renderDashboard();
    await screen.findByText(/Your conversations will be displayed here/);
    push('chat-escalated', escalation(12));
    expect(toasts).toEqual([{ variant: 'info', message: 'Guest 12 has waited 1:05 for an agent' }]);
    expect(play).toHaveBeenCalledTimes(1);

    push('chat-escalated', escalation(12, { id: 'esc-12-reply', kind: 'reply', waitedSeconds: 125, agentId: 'u-anna', agentName: 'Anna' }));
    expect(toasts[1]).toEqual({ variant: 'info', message: 'Guest 12 has waited 2:05 for a reply from Anna' });
    expect(play).toHaveBeenCalledTimes(2);

    // The same escalation again (a reconnect) is not announced twice.
    push('chat-escalated', escalation(12));
    expect(toasts).toHaveLength(2);
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('says which agent is not responding and which guest they missed', async () => {
    const { push, toasts } = renderDashboard({ endpoints: { unacceptedChats: [incomingChat(12)], conversations: [conversation(3)] } });
    await screen.findByText('Guest3');
    push('agent-not-responding', notResponding('chat-12'));
    expect(toasts).toEqual([{ variant: 'info', message: 'Anna is not responding (missed Guest 12)' }]);
    // A chat this console never heard of: the agent only.
    push('agent-not-responding', { ...notResponding('chat-99'), since: 'later' });
    expect(toasts[1]).toEqual({ variant: 'info', message: 'Anna is not responding' });
    expect(play).not.toHaveBeenCalled();
  });
});

function row(guestId: number, patch: Partial<ActiveChatRow> = {}): ActiveChatRow {
  return {
    chatId: `chat-${guestId}`,
    visitorId: `v-${guestId}`,
    guestId,
    state: 'active',
    agentId: 'u-anna',
    agentName: 'Anna',
    pluginId: 'plugin-1',
    domain: 'shop.example',
    waitingSince: new Date(Date.now() - 130_000).toISOString(),
    lastMessage: { bodyText: 'Hello?', direction: 'inbound', chatTime: new Date().toISOString() },
    waitingFor: null,
    ...patch,
  };
}

function renderActiveChats(rows: ActiveChatRow[], width = 1280) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  return renderWithShell(<LiveChatArea />, { route: '/active-chats', user: testUser(), endpoints: { activeChats: { chats: rows } } });
}

const rowOf = (guestId: number) => screen.getByRole('rowheader', { name: `Guest ${guestId}` }).closest('tr')!;

describe('Escalations on Active Chats', () => {
  it('announces them there too and flags the escalated rows until the chat is answered', async () => {
    const { push, toasts } = renderActiveChats([row(12), row(13, { state: 'pending', agentId: null, agentName: null })]);
    await screen.findByRole('table');
    expect(screen.queryByText(T.escalated)).not.toBeInTheDocument();

    push('chat-escalated', escalation(13));
    push('chat-escalated', escalation(12, { kind: 'reply', agentId: 'u-anna', agentName: 'Anna', waitedSeconds: 130 }));
    expect(toasts.map((toast) => toast.message)).toEqual(['Guest 13 has waited 1:05 for an agent', 'Guest 12 has waited 2:10 for a reply from Anna']);
    expect(within(rowOf(13)).getByText(T.escalated)).toBeInTheDocument();
    expect(within(rowOf(12)).getByText(T.escalated)).toBeInTheDocument();

    // The holder's reply settles the reply escalation; the accept settles the pending one.
    push('outbound-agent', { visitorId: 'v-12', guestId: 12, chatId: 'chat-12' } as never);
    expect(within(rowOf(12)).queryByText(T.escalated)).not.toBeInTheDocument();
    expect(within(rowOf(13)).getByText(T.escalated)).toBeInTheDocument();
    push('chat-accepted', { visitorId: 'v-13', guestId: 13, chatId: 'chat-13', agentId: 'u-bob', agentName: 'Bob' });
    expect(within(rowOf(13)).queryByText(T.escalated)).not.toBeInTheDocument();
  });

  it('names the missed guest from the rows', async () => {
    const { push, toasts } = renderActiveChats([row(14, { state: 'pending' })]);
    await screen.findByRole('table');
    push('agent-not-responding', notResponding('chat-14'));
    expect(toasts).toEqual([{ variant: 'info', message: 'Anna is not responding (missed Guest 14)' }]);
  });

  it('flags the cards on narrow screens', async () => {
    const { push } = renderActiveChats([row(15, { state: 'pending' })], 640);
    const list = await screen.findByRole('list');
    push('chat-escalated', escalation(15));
    expect(within(list).getByRole('listitem')).toHaveTextContent(T.escalated);
  });

  it('does not flag a row the escalation no longer fits (accepted while this console was elsewhere)', async () => {
    const { push } = renderActiveChats([row(16, { state: 'active' })]);
    await screen.findByRole('table');
    push('chat-escalated', escalation(16, { kind: 'pending' }));
    expect(within(rowOf(16)).queryByText(T.escalated)).not.toBeInTheDocument();
  });
});
