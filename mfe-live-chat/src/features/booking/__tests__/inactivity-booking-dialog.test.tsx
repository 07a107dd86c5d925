// The visitor-inactivity booking question (spec 000 §2, §4, §9): queued per ended chat, Yes confirms the
// booking and ends the chat 2 s + 1 s later, the question closes after 2 s, closing it discards it.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatRef } from 'shared-kernel/contracts';
import { httpError, renderWithShell, type MockShellOptions } from 'shared-kernel/testing';
import { BOOKING_TEXTS as T } from '../../../app/texts';
import { InactivityBookingDialog } from '../components/inactivity-booking-dialog';

const ended = (guestId: number, patch: { status?: 1 | 2 | 3 | 4 | 5; agentId?: string | null } = {}) => ({
  visitorId: `v-${guestId}`,
  guestId,
  chatId: `chat-${guestId}`,
  status: patch.status ?? 2,
  agentId: patch.agentId === undefined ? 'u-owner' : patch.agentId,
});

function renderDialog(options: MockShellOptions = {}, isMyChat: (chat: ChatRef) => boolean = () => false) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const result = renderWithShell(<InactivityBookingDialog isMyChat={isMyChat} />, {
    ...options,
    endpoints: { endChatByAgent: httpError(400, 'The chat has already ended'), ...options.endpoints },
  });
  return { user, ...result };
}

const dialog = () => screen.queryByRole('dialog');
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('Visitor-inactivity booking dialog', () => {
  it("asks with the spec's title only for this agent's chats ended for visitor inactivity", async () => {
    const { push } = renderDialog({}, (chat) => chat.chatId === 'chat-7');
    push('chat-ended', ended(3, { status: 5 }));
    push('chat-ended', ended(4, { agentId: 'u-other' }));
    push('chat-ended', ended(5, { agentId: null }));
    expect(dialog()).not.toBeInTheDocument();
    push('chat-ended', ended(7, { agentId: null }));
    const question = await screen.findByRole('dialog', { name: 'End Chat Confirmation (Visitor inactivity) - Guest#7' });
    expect(question).toHaveTextContent(T.question(7));
    expect(within(question).getByRole('button', { name: T.yes })).toBeInTheDocument();
    expect(within(question).getByRole('button', { name: T.no })).toBeInTheDocument();
  });

  it('Yes emits confirm-booking, closes after 2 s and calls end-chat after 2 s + 1 s', async () => {
    const { push, user, emitted, calls, toasts } = renderDialog();
    push('chat-ended', ended(3));
    const question = await screen.findByRole('dialog', { name: T.inactivityTitle(3) });
    await user.click(within(question).getByRole('button', { name: T.yes }));
    expect(emitted).toContainEqual({
      name: 'confirm-booking',
      payload: { guestId: 3, visitorId: 'v-3', agentId: 'u-owner', agentName: 'Demo Owner', chatId: 'chat-3' },
      ack: true,
    });
    expect(within(question).getByRole('button', { name: T.yes })).toBeDisabled();
    expect(screen.getByText(T.confirming)).toBeInTheDocument();
    const endCalls = () => calls.filter((c) => c.key === 'endChatByAgent');

    await advance(1900);
    expect(screen.getByRole('dialog', { name: T.inactivityTitle(3) })).toBeInTheDocument();
    await advance(100);
    await advance(500); // the closing transition
    expect(dialog()).not.toBeInTheDocument();
    expect(endCalls()).toHaveLength(0);
    await advance(450);
    expect(endCalls()).toHaveLength(0);
    await advance(50);
    expect(endCalls()).toHaveLength(1);
    expect(endCalls()[0].payload).toEqual({ visitorId: 'v-3', chatId: 'chat-3' });
    // 400 = already ended: that is the expected answer here, no error.
    expect(toasts).toEqual([]);
    expect(JSON.parse(localStorage.getItem('booking_status_3') as string)).toMatchObject({ status: 1 });
  });

  it('queues several ends one after another; No and Escape discard without a booking', async () => {
    const { push, user, emitted, calls } = renderDialog();
    push('chat-ended', ended(3));
    push('chat-ended', ended(4));
    push('chat-ended', ended(3));
    await user.click(within(await screen.findByRole('dialog', { name: T.inactivityTitle(3) })).getByRole('button', { name: T.no }));
    await advance(500);
    expect(await screen.findByRole('dialog', { name: T.inactivityTitle(4) })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await advance(500);
    expect(dialog()).not.toBeInTheDocument();
    await advance(5000);
    expect(emitted.some((e) => e.name === 'confirm-booking')).toBe(false);
    expect(calls.some((c) => c.key === 'endChatByAgent')).toBe(false);
  });

  it('shows the next question once the confirmed one has closed', async () => {
    const { push, user } = renderDialog();
    push('chat-ended', ended(3));
    push('chat-ended', ended(4));
    await user.click(within(await screen.findByRole('dialog', { name: T.inactivityTitle(3) })).getByRole('button', { name: T.yes }));
    await advance(2000);
    expect(await screen.findByRole('dialog', { name: T.inactivityTitle(4) })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: T.inactivityTitle(3) })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of the booking and the end-chat failure text", async () => {
    const { push, user, toasts } = renderDialog({
      acks: { 'confirm-booking': { ok: false, message: 'Analytics is not set up for this widget' } },
      endpoints: { endChatByAgent: new Error('Network Error') },
    });
    push('chat-ended', ended(3));
    await user.click(within(await screen.findByRole('dialog', { name: T.inactivityTitle(3) })).getByRole('button', { name: T.yes }));
    await advance(3000);
    expect(toasts).toContainEqual({ variant: 'error', message: 'Analytics is not set up for this widget' });
    expect(toasts).toContainEqual({ variant: 'error', message: T.endFailed });
    expect(localStorage.getItem('booking_status_3')).toBeNull();
  });
});
