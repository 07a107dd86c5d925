// The chat panel is not on the first dashboard: its first opening fetches it, with a progress bar meanwhile.
// (No test-support here: it preloads the panel for the other tests.)
import { fireEvent, screen, within } from '@testing-library/react';
import { VirtuosoMockContext } from 'react-virtuoso';
import { renderWithShell } from 'shared-kernel/testing';
import LiveChatArea from '../../../app/remote-app';
import { CHAT_PANEL_TEXTS as T } from '../../../app/texts';

const chat = {
  guestId: 3,
  visitorId: 'v-3',
  chatId: 'chat-3',
  conversation: [{ bodyText: 'Last words of guest 3', direction: 'inbound' as const, chatTime: new Date().toISOString() }],
  unreadMessages: 0,
  visitorUnread: 0,
  agentUnread: 0,
  lastChatTime: new Date().toISOString(),
  priority: false,
  departments: [],
  widgetDepartments: [],
  conversion: null,
};

it('fetches the chat panel with the first chat opened; later openings render at once', async () => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1280 });
  renderWithShell(
    <VirtuosoMockContext.Provider value={{ viewportHeight: 4000, itemHeight: 80 }}>
      <LiveChatArea />
    </VirtuosoMockContext.Provider>,
    { route: '/dashboard', endpoints: { currentVisitors: { data: [], meta: { itemCount: 0, hasNextPage: false } }, conversations: [chat], unacceptedChats: [], getInChat: [], dashboardConversation: { ongoing: chat, history: [] } } },
  );
  // A click without the pointer passing over the lists first (which would have fetched the panel already).
  fireEvent.click(await screen.findByTestId('chat-row'));
  expect(screen.getByRole('progressbar', { name: T.loading })).toBeInTheDocument();
  const panel = await screen.findByRole('region', { name: 'Guest3' });
  expect(await within(panel).findByText('Last words of guest 3', { selector: 'p' })).toBeInTheDocument();
  // Fetched ahead: later openings render at once.
  fireEvent.click(within(panel).getByRole('button', { name: T.close }));
  fireEvent.click(screen.getByTestId('chat-row'));
  const again = screen.getByRole('region', { name: 'Guest3' });
  expect(await within(again).findByText('Last words of guest 3', { selector: 'p' })).toBeInTheDocument();
});
