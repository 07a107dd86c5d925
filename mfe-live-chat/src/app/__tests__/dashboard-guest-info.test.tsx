// The dashboard's composition: the Guest Info panel beside the chat on a wide desktop, opening beside it from the
// 'Guest Info' button on a narrow one (the feed folding), in the chat's place on mobile and tablet, and the canned
// list in the chat input.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cannedMessage, conversation, page, renderDashboard, visitor } from '../../test-support/live-chat-fixtures';
import { CANNED_TEXTS, CHAT_PANEL_TEXTS, DASHBOARD_TEXTS, GUEST_INFO_TEXTS as T } from '../texts';

const endpoints = {
  currentVisitors: page([visitor(3, { firstName: 'Ada' })]),
  conversations: [conversation(3)],
  dashboardConversation: { ongoing: conversation(3), history: [] },
  getAllCanned: [cannedMessage('c1', 'hello', 'Hello! How can I help?')],
};

describe('Guest Info placement', () => {
  it('is a column beside the chat panel on a wide desktop with the feed guest', async () => {
    const user = userEvent.setup();
    renderDashboard({ endpoints }, 1600);
    const recent = screen.getByRole('region', { name: 'Recent Chats' });
    await user.click(await within(recent).findByTestId('chat-row'));
    const info = await screen.findByRole('region', { name: T.panel });
    expect(await within(info).findByRole('textbox', { name: T.firstName })).toHaveValue('Ada');
    expect(screen.getByRole('region', { name: 'Guest3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.open })).not.toBeInTheDocument();
  });

  it('shows a guest the feed has not loaded from the conversation answer', async () => {
    const user = userEvent.setup();
    const notInFeed = { ...endpoints, currentVisitors: page([]), dashboardConversation: { ongoing: conversation(3), history: [], visitor: visitor(3, { firstName: 'Grace' }) } };
    renderDashboard({ endpoints: notInFeed }, 1600);
    await user.click(await within(screen.getByRole('region', { name: 'Recent Chats' })).findByTestId('chat-row'));
    const info = await screen.findByRole('region', { name: T.panel });
    expect(await within(info).findByRole('textbox', { name: T.firstName })).toHaveValue('Grace');
  });

  it('shows contact details the guest gave in the widget before Guest Info was opened, on the feed page or off it', async () => {
    const user = userEvent.setup();
    const notInFeed = { ...endpoints, currentVisitors: page([]), dashboardConversation: { ongoing: conversation(3), history: [], visitor: visitor(3) } };
    for (const setup of [endpoints, notInFeed]) {
      const { push, unmount } = renderDashboard({ endpoints: setup }, 1280);
      const chat = await within(screen.getByRole('region', { name: 'Recent Chats' })).findByTestId('chat-row');
      await user.click(chat);
      const panel = await screen.findByRole('region', { name: 'Guest3' });
      const guest = visitor(3);
      push('contact-updated', { visitorId: guest.visitorId, guestId: 3, email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper', phoneNumber: '+15550142' });
      push('emailid-updated', { visitorId: 'someone-else', guestId: 9, email: 'other@example.com' });
      await user.click(within(panel).getByRole('button', { name: T.open }));
      const info = await screen.findByRole('region', { name: T.panel });
      expect(within(info).getByRole('textbox', { name: T.email })).toHaveValue('grace@example.com');
      expect(within(info).getByRole('textbox', { name: T.firstName })).toHaveValue('Grace');
      unmount();
    }
  });

  it("has the '#' canned list in the chat input", async () => {
    const user = userEvent.setup();
    renderDashboard({ endpoints });
    await user.click(await within(screen.getByRole('region', { name: 'Recent Chats' })).findByTestId('chat-row'));
    const panel = await screen.findByRole('region', { name: 'Guest3' });
    expect(within(panel).getByRole('button', { name: CANNED_TEXTS.add })).toBeInTheDocument();
    const box = within(panel).getByRole('textbox', { name: CHAT_PANEL_TEXTS.inputLabel });
    await waitFor(() => expect(box).toBeEnabled());
    await user.type(box, '#hel');
    await within(panel).findByRole('option', { name: /#hello/ });
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Hello! How can I help?');
  });

  it("opens beside the chat on a narrow desktop from the 'Guest Info' button, the feed folding to a column", async () => {
    const user = userEvent.setup();
    renderDashboard({ endpoints }, 1280);
    await user.click(await within(screen.getByRole('region', { name: 'Recent Chats' })).findByTestId('chat-row'));
    const chat = await screen.findByRole('region', { name: 'Guest3' });
    expect(screen.queryByRole('region', { name: T.panel })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Guest Feed' })).toBeInTheDocument();

    const opener = within(chat).getByRole('button', { name: T.open });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    await user.click(opener);
    const info = await screen.findByRole('region', { name: T.panel });
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    // Beside the chat, which stays; the focus lands in the panel.
    expect(screen.getByRole('region', { name: 'Guest3' })).toBe(chat);
    expect(within(info).getByRole('heading', { name: T.panel })).toHaveFocus();
    expect(within(info).getByRole('textbox', { name: T.firstName })).toHaveValue('Ada');
    expect(screen.queryByRole('button', { name: T.back })).not.toBeInTheDocument();
    // The feed is folded, its count kept in sight.
    expect(screen.queryByRole('region', { name: 'Guest Feed' })).not.toBeInTheDocument();
    const unfold = screen.getByRole('button', { name: DASHBOARD_TEXTS.showFeed });
    expect(unfold).toHaveAccessibleDescription('Active Guests (1)');

    // Closing gives the focus back to the chat's button.
    await user.click(within(info).getByRole('button', { name: T.close }));
    expect(screen.queryByRole('region', { name: T.panel })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Guest Feed' })).toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(unfold).not.toBeInTheDocument();

    // With the keyboard: the chat's button toggles it, the folded feed's button unfolds the feed and focuses it.
    act(() => opener.focus());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('region', { name: T.panel })).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: DASHBOARD_TEXTS.showFeed }).focus());
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('region', { name: T.panel })).not.toBeInTheDocument();
    const feed = screen.getByRole('region', { name: 'Guest Feed' });
    expect(within(feed).getByRole('heading', { name: 'Guest Feed' })).toHaveFocus();
    expect(within(feed).getByText('Guest 3')).toBeInTheDocument();
    await user.click(opener);
    expect(await screen.findByRole('region', { name: T.panel })).toBeInTheDocument();
    await user.click(opener);
    expect(screen.queryByRole('region', { name: T.panel })).not.toBeInTheDocument();
  });

  it("opens from the chat header's 'Guest Info' button on mobile and goes back", async () => {
    const user = userEvent.setup();
    renderDashboard({ endpoints }, 400);
    await screen.findByText('Guest 3');
    await user.click(screen.getByRole('tab', { name: 'Recent Chats' }));
    await user.click(await screen.findByTestId('chat-row'));
    await screen.findByRole('region', { name: 'Guest3' });
    expect(screen.queryByRole('region', { name: T.panel })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.open }));
    const info = await screen.findByRole('region', { name: T.panel });
    expect(within(info).getByRole('textbox', { name: T.firstName })).toHaveValue('Ada');
    expect(screen.queryByRole('region', { name: 'Guest3' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.back }));
    expect(await screen.findByRole('region', { name: 'Guest3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: CHAT_PANEL_TEXTS.back })).toBeInTheDocument();
  });
});
