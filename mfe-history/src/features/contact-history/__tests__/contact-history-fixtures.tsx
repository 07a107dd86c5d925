// Test data and a page render for the Contact history component tests.
import { VirtuosoMockContext } from 'react-virtuoso';
import type { ChatStatus, Contact, ContactConversationItem } from 'shared-kernel/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell, testActivity, type MockShellOptions } from 'shared-kernel/testing';
import { Link, Route, Routes } from 'shared-kernel/routing';
import ContactHistoryPage from '../pages/contact-history-page';

export function contact(patch: Partial<Contact> = {}): Contact {
  return {
    _id: 'c7',
    guestId: 107,
    visitorId: 'visitor-7',
    pluginId: 'plugin-1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    phoneNumber: '+447000000007',
    country: 'United Kingdom',
    region: 'England',
    city: 'London',
    lastSeen: '2024-05-17T08:09:10.000Z',
    flag: 'gb',
    technicalDetails: { browser: 'Chrome', operatingSystem: 'Windows' },
    visitorDetails: { viewing: ['https://shop.example/', 'https://www.shop.example/cart/checkout?item=3&coupon=x#pay'] },
    ...patch,
  };
}

export const message = (chatId: string, bodyText: string, chatTime: string, direction: 'inbound' | 'outbound' = 'inbound', agentName?: string): ContactConversationItem => ({
  chatId,
  bodyText,
  chatTime,
  direction,
  ...(agentName ? { agentName } : {}),
});

export const closing = (chatId: string, status: ChatStatus, agentName: string, chatTime: string): ContactConversationItem => ({ chatId, status, agentName, chatTime });

/** Issue 26: a staff note of the chat, as the answer carries it. */
export const note = (chatId: string, id: string, bodyText: string, chatTime: string, authorName = 'Anna'): ContactConversationItem => ({
  kind: 'note',
  id,
  chatId,
  visitorId: 'visitor-7',
  guestId: 107,
  bodyText,
  authorId: `u-${authorName.toLowerCase()}`,
  authorName,
  mentions: [],
  chatTime,
});

/** Issue 26: a transfer or take-over of the chat, tagged `kind: 'activity'` with its own kind in `activityKind`. */
export const activityItem = (chatId: string, id: string, chatTime: string, patch: Record<string, unknown> = {}): ContactConversationItem => {
  const { kind, ...rest } = testActivity(id, chatTime, { chatId });
  return { ...rest, kind: 'activity', activityKind: kind, ...patch } as ContactConversationItem;
};

/** Two sessions, oldest first as the server sends them; the second spans two days. */
export const conversation: ContactConversationItem[] = [
  message('chat-1', 'Hello, is my order shipped?', '2024-03-01T10:00:05.000Z'),
  message('chat-1', 'Yes, this morning.', '2024-03-01T10:01:00.000Z', 'outbound', 'Grace Hopper'),
  closing('chat-1', 5, 'Grace Hopper', '2024-03-01T10:00:00.000Z'),
  message('chat-2', 'Anyone there?', '2024-04-02T23:59:00.000Z'),
  message('chat-2', 'Still waiting', '2024-04-03T00:10:00.000Z'),
  closing('chat-2', 2, 'Alan Turing', '2024-04-02T23:58:00.000Z'),
];

interface RenderOptions extends MockShellOptions {
  /** The contact the Contacts list passes as navigation state; none = the page opened from a pasted link. */
  contact?: Contact;
  items?: ContactConversationItem[] | Error | (() => Promise<ContactConversationItem[]>);
}

/** Opens /contact-history/c7 the way the Contacts list does (a link with the contact as state), or directly. */
export async function renderHistory({ contact: passed, items = conversation, ...options }: RenderOptions = {}) {
  const user = userEvent.setup();
  const target = `/contact-history/${passed?._id ?? 'c7'}`;
  const shell = renderWithShell(
    <VirtuosoMockContext.Provider value={{ viewportHeight: 4000, itemHeight: 60 }}>
      <Routes>
        <Route
          path="/contacts"
          element={
            <Link to={target} state={{ contact: passed }}>
              open
            </Link>
          }
        />
        <Route path="/contact-history/:id" element={<ContactHistoryPage />} />
      </Routes>
    </VirtuosoMockContext.Provider>,
    { ...options, route: passed ? '/contacts' : target, endpoints: { contactConversation: items, ...options.endpoints } },
  );
  if (passed) await user.click(screen.getByRole('link', { name: 'open' }));
  return { user, ...shell };
}
