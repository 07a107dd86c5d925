// Recent Chats against the mock shell: chats in progress and their rooms on load, incoming chats with
// accept / dismiss, and the chat events with their toasts (spec 000 §2, §4, §8).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { badgeColorFor } from 'shared-kernel/contracts';
import { httpError, testUser } from 'shared-kernel/testing';
import { RECENT_CHATS_TEXTS as T } from '../../../app/texts';
import { conversation, incomingChat, renderDashboard, visitor } from '../../../test-support/live-chat-fixtures';

const recent = () => screen.getByRole('region', { name: 'Recent Chats' });

describe('Recent Chats', () => {
  it('says so when there is no chat', async () => {
    renderDashboard();
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
  });

  it('fetches the chats in progress and joins their rooms', async () => {
    const { calls, emitted } = renderDashboard({
      endpoints: { conversations: [conversation(3), conversation(4, { visitorLeft: true })], getInChat: ['v-3', 'v-4'] },
    });
    expect(await within(recent()).findByText('Guest3')).toBeInTheDocument();
    expect(within(recent()).getByText('Last words of guest 3')).toBeInTheDocument();
    expect(within(recent()).getAllByLabelText(T.unread(2))[0]).toHaveAttribute('data-color', badgeColorFor(3));
    expect(within(recent()).getByLabelText(T.visitorLeftLabel)).toBeInTheDocument();
    expect(emitted).toContainEqual({ name: 'bulk-join-chat-room', payload: { visitorIds: ['v-3', 'v-4'] }, ack: false });
    expect(calls.map((c) => c.key)).toEqual(expect.arrayContaining(['conversations', 'unacceptedChats', 'getInChat']));
  });

  it('says when the chat lists could not be loaded', async () => {
    const { toasts } = renderDashboard({ endpoints: { conversations: httpError(500, 'boom') } });
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'error', message: T.loadFailed }));
    expect(screen.getByText(T.empty)).toBeInTheDocument();
  });

  it('marks a guest who left and came back', async () => {
    const { push } = renderDashboard({ endpoints: { conversations: [conversation(3)] } });
    await within(recent()).findByText('Guest3');
    push('visitor-disconnected', { visitorId: 'v-3', guestId: 3 });
    expect(within(recent()).getByLabelText(T.visitorLeftLabel)).toBeInTheDocument();
    push('old-visitor', visitor(3, { oldVisitor: true }));
    expect(within(recent()).getByLabelText(T.visitorIsBackLabel)).toBeInTheDocument();
  });

  it('lists incoming chats, priority ones marked, and dismisses', async () => {
    const user = userEvent.setup();
    const { push } = renderDashboard({ endpoints: { unacceptedChats: [incomingChat(8)] } });
    expect(await within(recent()).findByText('Guest8')).toBeInTheDocument();
    push('chat-initialized', incomingChat(9));
    push('chat-not-accepted', incomingChat(8, { priority: true }));
    const incoming = within(recent()).getAllByTestId('incoming-chat');
    expect(incoming).toHaveLength(2);
    expect(within(incoming[0]).getByText('Guest8')).toBeInTheDocument();
    expect(within(incoming[0]).getByText(T.priority)).toBeInTheDocument();
    expect(within(incoming[1]).queryByText(T.priority)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `${T.dismiss} · Guest9` }));
    expect(within(recent()).queryByText('Guest9')).not.toBeInTheDocument();
  });

  it('shows an agent only the incoming chats of its departments', async () => {
    const agent = testUser({ _id: 'u-agent', userId: 'u-agent', userRole: 'agent', isClient: false, isAgent: true, clientId: 'u-owner', departments: [{ _id: 'dep-sales', title: 'Sales' }] });
    const { push } = renderDashboard({ user: agent, endpoints: { unacceptedChats: [incomingChat(8, { widgetDepartments: ['dep-support'] })] } });
    expect(await within(recent()).findByText(T.empty)).toBeInTheDocument();
    push('chat-initialized', incomingChat(9, { widgetDepartments: ['dep-sales'] }));
    push('chat-initialized', incomingChat(10, { widgetDepartments: ['dep-support'] }));
    expect(within(recent()).getAllByTestId('incoming-chat').map((row) => within(row).getByText(/^Guest\d+$/).textContent)).toEqual(['Guest9']);
  });

  it('accepts an incoming chat: POST /visitor/accept-chat, active chats, join-chat-room', async () => {
    const user = userEvent.setup();
    const { calls, emitted } = renderDashboard({
      endpoints: {
        unacceptedChats: [incomingChat(8, { departments: ['dep-sales'] })],
        acceptChat: { agentId: 'u-owner', agentName: 'Demo Owner', message: 'Chat accepted' },
      },
    });
    await user.click(await screen.findByRole('button', { name: `${T.accept} · Guest8` }));
    await waitFor(() => expect(within(recent()).queryByTestId('incoming-chat')).not.toBeInTheDocument());
    expect(within(recent()).getByTestId('chat-row')).toHaveTextContent('Hello from guest 8');
    expect(calls.find((c) => c.key === 'acceptChat')?.payload).toEqual({ agentName: 'Demo Owner', guestId: 8, departments: ['dep-sales'], visitorId: 'v-8' });
    expect(emitted).toContainEqual({ name: 'join-chat-room', payload: { visitorId: 'v-8' }, ack: false });
  });

  it.each([
    ['the server message', httpError(409, 'Chat is no longer available'), 'Chat is no longer available'],
    ['the fallback', httpError(500, ''), T.acceptFailed],
  ])('a failed accept shows %s', async (_name, answer, message) => {
    const user = userEvent.setup();
    const { toasts } = renderDashboard({ endpoints: { unacceptedChats: [incomingChat(8)], acceptChat: answer } });
    await user.click(await screen.findByRole('button', { name: `${T.accept} · Guest8` }));
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'error', message }));
    expect(within(recent()).queryByTestId('chat-row')).not.toBeInTheDocument();
  });

  it('removes a chat another agent accepted, with the info toast', async () => {
    const { push, toasts } = renderDashboard({ endpoints: { unacceptedChats: [incomingChat(8)] } });
    await within(recent()).findByText('Guest8');
    push('chat-accepted', { visitorId: 'v-8', guestId: 8, chatId: 'chat-8', agentId: 'u-other', agentName: 'Ann' });
    expect(within(recent()).queryByText('Guest8')).not.toBeInTheDocument();
    expect(toasts).toContainEqual({ variant: 'info', message: 'Chat of Guest8 is already accepted by Ann' });
  });

  it('removes an ended chat, says so and leaves its room', async () => {
    const { push, toasts, emitted } = renderDashboard({ endpoints: { conversations: [conversation(3)] } });
    await within(recent()).findByText('Guest3');
    push('chat-ended', { visitorId: 'v-3', guestId: 3, chatId: 'chat-3', status: 5 });
    expect(within(recent()).queryByText('Guest3')).not.toBeInTheDocument();
    expect(toasts).toContainEqual({ variant: 'info', message: 'Your chat session with Guest3 has ended' });
    expect(emitted).toContainEqual({ name: 'leave-chat-room', payload: { visitorId: 'v-3' }, ack: false });
    expect(screen.getByText(T.empty)).toBeInTheDocument();
  });

  it('updates the preview and unread count from guest messages, 60 characters on mobile', async () => {
    const user = userEvent.setup();
    const { push } = renderDashboard({ endpoints: { conversations: [conversation(3, { unreadMessages: 0 })] } }, 640);
    await user.click(await screen.findByRole('tab', { name: 'Recent Chats' }));
    const long = 'x'.repeat(80);
    push('outbound-agent', { visitorId: 'v-3', guestId: 3, chatId: 'chat-3', bodyText: long, direction: 'inbound', chatTime: new Date().toISOString(), id: 'm1', seq: 2 });
    expect(screen.getByText(`${'x'.repeat(60)}…`)).toBeInTheDocument();
    expect(screen.getByLabelText(T.unread(1))).toBeInTheDocument();
  });

  it('shows a 20 s toast for a new chat on mobile only while online', async () => {
    const offline = renderDashboard({ isOnline: false }, 640);
    await screen.findByRole('tab', { name: 'Recent Chats' });
    offline.push('chat-initialized', incomingChat(9));
    expect(offline.toasts).toEqual([]);
    offline.unmount();

    const online = renderDashboard({ isOnline: true }, 640);
    await screen.findByRole('tab', { name: 'Recent Chats' });
    online.push('chat-initialized', incomingChat(9));
    expect(online.toasts).toContainEqual({ variant: 'info', message: T.newChat(9) });
  });

  it('flashes the title every 2 s while the tab is hidden, until it is visible again', async () => {
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    jest.useFakeTimers();
    try {
      const { push } = renderDashboard({ isOnline: true });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10);
      });
      push('chat-initialized', incomingChat(9));
      expect(document.title).toBe(T.newChat(9));
      act(() => jest.advanceTimersByTime(2000));
      expect(document.title).toBe(T.pageTitle);
      act(() => jest.advanceTimersByTime(2000));
      expect(document.title).toBe(T.newChat(9));
      visibility.mockReturnValue('visible');
      act(() => document.dispatchEvent(new Event('visibilitychange')));
      expect(document.title).toBe(T.pageTitle);
    } finally {
      jest.useRealTimers();
      visibility.mockRestore();
    }
  });
});
