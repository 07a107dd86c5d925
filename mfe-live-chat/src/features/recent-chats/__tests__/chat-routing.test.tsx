// Recent Chats and routing at peak (issue 27): offers to this user with their countdown, Decline, withdrawn
// offers, the chat limit (load, Accept off at the limit, live changes, the server's refusal) and reply escalations.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatEscalation, User } from 'shared-kernel/contracts';
import { ROUTING_TEXTS } from 'shared-kernel/queue';
import { httpError, testUser } from 'shared-kernel/testing';
import { RECENT_CHATS_TEXTS as T } from '../../../app/texts';
import { conversation, incomingChat, renderDashboard } from '../../../test-support/live-chat-fixtures';
import { ROUTING_ROW_TEXTS as R } from '../texts';

const recent = () => screen.getByRole('region', { name: 'Recent Chats' });
const rowOf = (guestId: number) => within(recent()).getByText(T.guest(guestId)).closest('[data-testid="incoming-chat"]') as HTMLElement;
const acceptButton = (guestId: number) => within(recent()).getByRole('button', { name: `${T.accept} · Guest${guestId}` });
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
/** An automatic assignment of chat-N to the test user (u-owner) unless patched. */
const offered = (guestId: number, seconds = 25, agentId = 'u-owner') => incomingChat(guestId, { offer: { agentId, expiresAt: inSeconds(seconds) } });
/** The test user as the welcome answer makes it: with a chat limit. */
const withLimit = (chatLimit: number | null) => ({ ...testUser(), chatLimit }) as User;
/** Lets whole seconds pass, one render each, as a browser would. */
const seconds = (n: number) => {
  for (let i = 0; i < n; i += 1) act(() => jest.advanceTimersByTime(1000));
};
const withdrawn = (guestId: number, reason: 'declined' | 'timeout' | 'ended' | 'taken') => ({ visitorId: `v-${guestId}`, guestId, chatId: `chat-${guestId}`, reason });

function escalation(guestId: number, patch: Partial<ChatEscalation> = {}): ChatEscalation {
  return {
    id: `esc-${guestId}`,
    chatId: `chat-${guestId}`,
    visitorId: `v-${guestId}`,
    guestId,
    kind: 'reply',
    waitedSeconds: 125,
    agentId: 'u-owner',
    agentName: 'Demo Owner',
    waitingSince: new Date(Date.now() - 125_000).toISOString(),
    chatTime: new Date().toISOString(),
    ...patch,
  };
}

describe('An offer to this user', () => {
  afterEach(() => jest.useRealTimers());

  it('counts down each second, then says it expired with its buttons off until the server withdraws it', async () => {
    jest.useFakeTimers();
    const { push } = renderDashboard({ endpoints: { unacceptedChats: [offered(8, 25)] } });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    const countdown = within(rowOf(8)).getByRole('timer');
    expect(countdown).toHaveTextContent(R.acceptWithin('0:25'));
    // The ticking text is not announced at every tick.
    expect(countdown).toHaveAttribute('aria-live', 'off');
    expect(within(rowOf(8)).queryByRole('button', { name: `${T.dismiss} · Guest8` })).not.toBeInTheDocument();

    seconds(1);
    expect(countdown).toHaveTextContent(R.acceptWithin('0:24'));
    seconds(14);
    expect(countdown).toHaveTextContent(R.acceptWithin('0:10'));
    expect(acceptButton(8)).toBeEnabled();

    seconds(9);
    expect(countdown).toHaveTextContent(R.acceptWithin('0:01'));
    seconds(1);
    expect(countdown).toHaveTextContent(R.offerExpired);
    expect(acceptButton(8)).toBeDisabled();
    expect(within(rowOf(8)).getByRole('button', { name: `${R.decline} · Guest8` })).toBeDisabled();

    push('chat-offer-withdrawn', withdrawn(8, 'ended'));
    expect(within(recent()).queryByText('Guest8')).not.toBeInTheDocument();
  });

  it('Decline: POST /chat/decline-offer, and the row goes', async () => {
    const user = userEvent.setup();
    const { calls, toasts } = renderDashboard({ endpoints: { unacceptedChats: [offered(8), incomingChat(9)], declineOffer: { ok: true } } });
    await user.click(await within(recent()).findByRole('button', { name: `${R.decline} · Guest8` }));
    await waitFor(() => expect(within(recent()).queryByText('Guest8')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.key === 'declineOffer').map((c) => c.payload)).toEqual([{ chatId: 'chat-8' }]);
    expect(within(recent()).getByText('Guest9')).toBeInTheDocument();
    expect(toasts).toEqual([]);
  });

  it('Decline of an offer no longer there (404) drops the row; another failure keeps it and says so', async () => {
    const user = userEvent.setup();
    const gone = renderDashboard({ endpoints: { unacceptedChats: [offered(8)], declineOffer: httpError(404, 'Not offered to you') } });
    await user.click(await within(recent()).findByRole('button', { name: `${R.decline} · Guest8` }));
    await waitFor(() => expect(within(recent()).queryByText('Guest8')).not.toBeInTheDocument());
    expect(gone.toasts).toEqual([]);
    gone.unmount();

    const failing = renderDashboard({ endpoints: { unacceptedChats: [offered(8)], declineOffer: httpError(500, '') } });
    await user.click(await within(recent()).findByRole('button', { name: `${R.decline} · Guest8` }));
    await waitFor(() => expect(failing.toasts).toContainEqual({ variant: 'error', message: R.declineFailed }));
    expect(within(recent()).getByText('Guest8')).toBeInTheDocument();
  });

  it('is not listed for other agents', async () => {
    const { push } = renderDashboard({ endpoints: { unacceptedChats: [offered(8, 25, 'u-bob'), incomingChat(9)] } });
    await within(recent()).findByText('Guest9');
    push('chat-initialized', offered(10, 25, 'u-bob'));
    push('chat-initialized', offered(11));
    expect(within(recent()).getAllByTestId('incoming-chat').map((row) => within(row).getByText(/^Guest\d+$/).textContent)).toEqual(['Guest9', 'Guest11']);
  });

  it('withdrawn after its time: gone, with the info toast; declined elsewhere: gone quietly', async () => {
    const { push, toasts } = renderDashboard({ endpoints: { unacceptedChats: [offered(8), offered(9)] } });
    await within(recent()).findByText('Guest8');
    push('chat-offer-withdrawn', withdrawn(8, 'timeout'));
    expect(within(recent()).queryByText('Guest8')).not.toBeInTheDocument();
    expect(toasts).toEqual([{ variant: 'info', message: ROUTING_TEXTS.offerExpired }]);
    push('chat-offer-withdrawn', withdrawn(9, 'declined'));
    expect(within(recent()).queryByText('Guest9')).not.toBeInTheDocument();
    expect(toasts).toHaveLength(1);
  });
});

describe('The chat limit', () => {
  it('shows the load, and at the limit turns Accept off for chats offered to all, not for an offer', async () => {
    renderDashboard({
      user: withLimit(2),
      endpoints: { conversations: [conversation(3), conversation(4)], unacceptedChats: [incomingChat(8), offered(9)] },
    });
    expect(await within(recent()).findByText(ROUTING_TEXTS.load(2, 2))).toBeInTheDocument();
    expect(acceptButton(8)).toBeDisabled();
    expect(acceptButton(8)).toHaveAccessibleDescription(ROUTING_TEXTS.atLimit(2, 2));
    expect(acceptButton(9)).toBeEnabled();
    expect(within(rowOf(9)).queryByText(ROUTING_TEXTS.atLimit(2, 2))).not.toBeInTheDocument();
  });

  it('counts only the chats the user holds, and shows no load without a limit', async () => {
    const { unmount } = renderDashboard({
      user: withLimit(3),
      endpoints: { conversations: [conversation(3), conversation(4, { agentId: 'u-bob' })], unacceptedChats: [incomingChat(8)] },
    });
    expect(await within(recent()).findByText(ROUTING_TEXTS.load(1, 3))).toBeInTheDocument();
    expect(acceptButton(8)).toBeEnabled();
    unmount();

    renderDashboard({ user: withLimit(null), endpoints: { conversations: [conversation(3)], unacceptedChats: [incomingChat(8)] } });
    await within(recent()).findByText('Guest8');
    expect(within(recent()).queryByTestId('chat-load')).not.toBeInTheDocument();
    expect(acceptButton(8)).toBeEnabled();
  });

  it('follows chat-limit-changed for this user only', async () => {
    const { push, session } = renderDashboard({
      user: withLimit(5),
      endpoints: { conversations: [conversation(3), conversation(4)], unacceptedChats: [incomingChat(8)] },
    });
    expect(await within(recent()).findByText(ROUTING_TEXTS.load(2, 5))).toBeInTheDocument();
    expect(acceptButton(8)).toBeEnabled();

    push('chat-limit-changed', { agentId: 'u-bob', chatLimit: 1 });
    expect(within(recent()).getByTestId('chat-load')).toHaveTextContent(ROUTING_TEXTS.load(2, 5));

    push('chat-limit-changed', { agentId: 'u-owner', chatLimit: 2 });
    expect(within(recent()).getByTestId('chat-load')).toHaveTextContent(ROUTING_TEXTS.load(2, 2));
    expect(acceptButton(8)).toBeDisabled();
    expect((session.getUser() as User & { chatLimit?: number | null }).chatLimit).toBe(2);

    push('chat-limit-changed', { agentId: 'u-owner', chatLimit: null });
    expect(within(recent()).queryByTestId('chat-load')).not.toBeInTheDocument();
    expect(acceptButton(8)).toBeEnabled();
  });

  it("shows the server's refusal at the limit as an error and keeps the chat listed", async () => {
    const user = userEvent.setup();
    const refusal = ROUTING_TEXTS.atLimit(3, 3);
    const { toasts, calls } = renderDashboard({ endpoints: { unacceptedChats: [offered(8)], acceptChat: httpError(409, refusal) } });
    await user.click(await within(recent()).findByRole('button', { name: `${T.accept} · Guest8` }));
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'error', message: refusal }));
    expect(calls.filter((c) => c.key === 'acceptChat')).toHaveLength(1);
    expect(within(recent()).getByText('Guest8')).toBeInTheDocument();
    expect(within(recent()).queryByTestId('chat-row')).not.toBeInTheDocument();
  });

  it('keeps the already-accepted answer an info, and drops that chat', async () => {
    const user = userEvent.setup();
    const taken = T.alreadyAccepted(8, 'Ann');
    const { toasts } = renderDashboard({ endpoints: { unacceptedChats: [incomingChat(8)], acceptChat: httpError(409, taken) } });
    await user.click(await within(recent()).findByRole('button', { name: `${T.accept} · Guest8` }));
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'info', message: taken }));
    expect(toasts.filter((t) => t.variant === 'error')).toEqual([]);
    expect(within(recent()).queryByText('Guest8')).not.toBeInTheDocument();
  });
});

describe('A reply escalation', () => {
  afterEach(() => jest.useRealTimers());

  const agentLine = (bodyText: string, id: string) => ({
    visitorId: 'v-3',
    guestId: 3,
    chatId: 'chat-3',
    bodyText,
    direction: 'outbound' as const,
    chatTime: new Date().toISOString(),
    id,
  });

  it("flags the chat's row with the guest's wait, counting on, until an agent message of that chat", async () => {
    jest.useFakeTimers();
    const { push } = renderDashboard({ endpoints: { conversations: [conversation(3), conversation(4)] } });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    const row = () => within(recent()).getByText('Guest3').closest('[data-testid="chat-row"]') as HTMLElement;
    expect(within(recent()).queryByTestId('reply-waiting')).not.toBeInTheDocument();

    // A pending escalation and one of a chat not listed flag nothing.
    push('chat-escalated', escalation(3, { kind: 'pending' }));
    push('chat-escalated', escalation(9));
    expect(within(recent()).queryByTestId('reply-waiting')).not.toBeInTheDocument();

    push('chat-escalated', escalation(3));
    expect(within(row()).getByTestId('reply-waiting')).toHaveTextContent(R.waiting('2:05'));
    seconds(2);
    expect(within(row()).getByTestId('reply-waiting')).toHaveTextContent(R.waiting('2:07'));
    expect(within(recent()).getAllByTestId('reply-waiting')).toHaveLength(1);

    // The guest writing again, a system line, another chat's answer: still waiting.
    push('outbound-agent', { ...agentLine('Hello?', 'g1'), direction: 'inbound' });
    push('outbound-agent', agentLine('[system]You are now chatting with Demo Owner', 's1'));
    push('outbound-agent', { ...agentLine('Hi there', 'o1'), visitorId: 'v-4', guestId: 4, chatId: 'chat-4' });
    expect(within(row()).getByTestId('reply-waiting')).toBeInTheDocument();

    push('outbound-agent', agentLine('Sorry for the wait!', 'a1'));
    expect(within(recent()).queryByTestId('reply-waiting')).not.toBeInTheDocument();
    expect(within(row()).getByText('Sorry for the wait!')).toBeInTheDocument();
  });
});
