// Opening the Chat panel from the dashboard: a Recent Chats row, after Accept, and full width on mobile.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHAT_PANEL_TEXTS as T, RECENT_CHATS_TEXTS } from '../../../app/texts';
import { conversation, incomingChat, renderDashboard } from '../../../test-support/live-chat-fixtures';

const chatPanel = () => screen.getByRole('region', { name: 'Guest3' });

describe('Opening a chat', () => {
  it('opens from a Recent Chats row beside the lists and closes', async () => {
    const user = userEvent.setup();
    const { calls, push } = renderDashboard({
      endpoints: { conversations: [conversation(3)], dashboardConversation: { ongoing: conversation(3), history: [] } },
    });
    const recent = screen.getByRole('region', { name: 'Recent Chats' });
    await user.click(await within(recent).findByTestId('chat-row'));
    expect(await within(chatPanel()).findByText('Last words of guest 3')).toBeInTheDocument();
    expect(within(recent).queryByLabelText(RECENT_CHATS_TEXTS.unread(2))).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Guest Feed' })).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'dashboardConversation')?.payload).toEqual({ visitorId: 'v-3' });
    // A new guest message while the chat is open is read at once: no unread badge.
    push('outbound-agent', { visitorId: 'v-3', guestId: 3, chatId: 'chat-3', id: 'm-new', seq: 9, bodyText: 'One more thing', direction: 'inbound', chatTime: new Date().toISOString() });
    expect(await within(chatPanel()).findByText('One more thing')).toBeInTheDocument();
    expect(within(recent).queryByLabelText(RECENT_CHATS_TEXTS.unread(1))).not.toBeInTheDocument();
    await user.click(within(chatPanel()).getByRole('button', { name: T.close }));
    expect(screen.queryByRole('region', { name: 'Guest3' })).not.toBeInTheDocument();
  });

  it('opens after Accept', async () => {
    const user = userEvent.setup();
    renderDashboard({
      endpoints: {
        unacceptedChats: [incomingChat(3)],
        acceptChat: { agentId: 'u-owner', agentName: 'Demo Owner', message: 'Chat accepted' },
        dashboardConversation: { ongoing: conversation(3, { conversation: [{ bodyText: 'Hello from guest 3', direction: 'inbound', chatTime: new Date().toISOString() }] }), history: [] },
      },
    });
    await user.click(await screen.findByRole('button', { name: `${RECENT_CHATS_TEXTS.accept} · Guest3` }));
    expect(await screen.findByRole('region', { name: 'Guest3' })).toBeInTheDocument();
  });

  it('takes the full width on mobile with a back button', async () => {
    const user = userEvent.setup();
    renderDashboard({ endpoints: { conversations: [conversation(3)], dashboardConversation: { ongoing: conversation(3), history: [] } } }, 400);
    await user.click(screen.getByRole('tab', { name: 'Recent Chats' }));
    await user.click(await screen.findByTestId('chat-row'));
    expect(await screen.findByRole('region', { name: 'Guest3' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.back }));
    expect(screen.getByRole('tab', { name: 'Recent Chats' })).toBeInTheDocument();
  });
});
