// The dashboard's composition of the new chat actions: 'Chatting with you' opens the chat, the header's
// Book Now / conversion state / Request Payment at every width (keyboard too), and the visitor-inactivity
// question surviving the chat panel closing (spec 000 §2, §4, §9).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { conversation, page, renderDashboard, visitor } from '../../test-support/live-chat-fixtures';
import { BOOKING_TEXTS, CHAT_PANEL_TEXTS, GUEST_FEED_TEXTS, PAYMENT_TEXTS } from '../texts';

const uploaded = { guestId: 3, status: 2 as const, response: 'Uploaded', analytics_uploaded: true, uploaded_at: new Date().toISOString() };
const endpoints = {
  currentVisitors: page([visitor(3), visitor(4)]),
  conversations: [conversation(3)],
  getInChat: ['v-3'],
  dashboardConversation: { ongoing: conversation(3, { conversion: uploaded }), history: [] },
};
const chatPanel = () => screen.getByRole('region', { name: 'Guest3' });
const chattingWithYou = () => screen.findByRole('button', { name: `${GUEST_FEED_TEXTS.chatButton.chattingWithYou} · Guest 3` });

beforeEach(() => localStorage.clear());

describe('Chat actions on the dashboard', () => {
  it("opens the chat from the Guest Feed's 'Chatting with you' with the header actions and the conversion", async () => {
    const user = userEvent.setup();
    const { calls } = renderDashboard({ endpoints });
    await user.click(await chattingWithYou());
    expect(await within(chatPanel()).findByText('Last words of guest 3')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'dashboardConversation')?.payload).toEqual({ visitorId: 'v-3' });
    const actions = await within(chatPanel()).findByRole('toolbar', { name: CHAT_PANEL_TEXTS.actions });
    expect(within(actions).getByRole('status', { name: BOOKING_TEXTS.status('Uploaded') })).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: BOOKING_TEXTS.bookNow })).toBeDisabled();
    expect(within(actions).getByRole('button', { name: PAYMENT_TEXTS.open })).toBeEnabled();
    expect(within(actions).getByRole('button', { name: CHAT_PANEL_TEXTS.endChat })).toBeEnabled();
  });

  it.each([640, 1024])('keeps every action reachable at %i px, with the keyboard too', async (width) => {
    const user = userEvent.setup();
    renderDashboard({ endpoints }, width);
    await user.click(await chattingWithYou());
    const actions = await within(chatPanel()).findByRole('toolbar', { name: CHAT_PANEL_TEXTS.actions });
    // The actions wrap onto more lines instead of being cut off.
    expect(actions).toHaveStyle({ flexWrap: 'wrap' });
    for (const name of ['Guest Info', BOOKING_TEXTS.bookNow, PAYMENT_TEXTS.open, CHAT_PANEL_TEXTS.endChat]) {
      expect(within(actions).getByRole('button', { name })).toBeInTheDocument();
    }
    act(() => within(actions).getByRole('button', { name: PAYMENT_TEXTS.open }).focus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: PAYMENT_TEXTS.title });
    expect(within(dialog).getByRole('textbox', { name: PAYMENT_TEXTS.amount })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([1280, 640])('asks about the booking when the open chat ends for visitor inactivity (%i px)', async (width) => {
    const user = userEvent.setup();
    const { push } = renderDashboard({ endpoints }, width);
    await user.click(await chattingWithYou());
    await within(chatPanel()).findByText('Last words of guest 3');
    push('chat-ended', { visitorId: 'v-3', guestId: 3, chatId: 'chat-3', status: 2, agentId: 'u-owner' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Guest3' })).not.toBeInTheDocument());
    const question = await screen.findByRole('dialog', { name: 'End Chat Confirmation (Visitor inactivity) - Guest#3' });
    expect(within(question).getByRole('button', { name: BOOKING_TEXTS.yes })).toBeInTheDocument();
  });
});
