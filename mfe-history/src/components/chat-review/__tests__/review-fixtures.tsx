// Chats, pages and a desktop-sized mock shell for the review screens' tests.
import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { VirtuosoMockContext } from 'react-virtuoso';
import type { ChatActivity, ChatHistoryItem, ChatMessage, ChatNote, HistoryPage, User, Widget } from 'shared-kernel/contracts';
import { renderWithShell, testActivity, testUser, type MockShellOptions } from 'shared-kernel/testing';

export const owner = testUser();
export const coAdmin = testUser({ _id: 'u-co', userId: 'u-co', clientId: 'u-owner', userRole: 'co_client', isClient: true });
export const agent = testUser({ _id: 'u-agent', userId: 'u-agent', clientId: 'u-owner', userRole: 'agent', isClient: false, isAgent: true });

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export function message(seq: number, patch: Partial<ChatMessage> = {}): ChatMessage {
  return { id: `m-${seq}`, seq, bodyText: `Message ${seq}`, direction: seq % 2 ? 'inbound' : 'outbound', chatTime: minutesAgo(60 - seq), agentName: 'Ada Agent', ...patch };
}

/** Issue 26: a staff note of chat c2 (by default). */
export function note(id: string, chatTime: string, bodyText: string, authorName = 'Anna', chatId = 'c2'): ChatNote {
  return { id, chatId, visitorId: 'v2', guestId: 102, bodyText, authorId: `u-${authorName.toLowerCase()}`, authorName, mentions: [], chatTime };
}

/** Issue 26: Anna transferring chat c2 to Bob, unless patched. */
export function activity(id: string, chatTime: string, patch: Partial<ChatActivity> = {}): ChatActivity {
  return testActivity(id, chatTime, { chatId: 'c2', ...patch });
}

/** The transcript's entries in order, one line of text each: 'message: …', 'note: …', 'activity: …'. */
export function transcriptOrder(pane: HTMLElement): string[] {
  return Array.from(within(pane).getByRole('log').querySelectorAll<HTMLElement>('[data-testid="message"], [data-testid="note"], [data-testid="activity"]')).map(
    (node) => `${node.dataset.testid}: ${node.textContent}`,
  );
}

export function chat(n: number, patch: Partial<ChatHistoryItem> = {}): ChatHistoryItem {
  return {
    _id: `c${n}`,
    chatId: `c${n}`,
    visitorId: {
      _id: `v${n}`,
      guestId: 100 + n,
      flag: 'de',
      country: 'Germany',
      city: 'Berlin',
      region: 'Berlin',
      firstName: 'Greta',
      lastName: 'Guest',
      email: `greta${n}@example.com`,
      phoneNumber: '+49 30 1234',
      technicalDetails: { ipAddress: '10.0.0.1', browser: 'Chrome', operatingSystem: 'Windows' },
      visitorDetails: { viewing: ['https://shop.example/', 'https://shop.example/pricing'], referrer: '' },
    },
    created_at: minutesAgo(90 + n),
    updated_at: minutesAgo(60 + n),
    status: 5,
    conversion: null,
    conversation: [],
    clientId: 'u-owner',
    agentId: 'u-agent',
    agentName: 'Ada Agent',
    pluginId: 'p-shop',
    domain: 'shop.example',
    ...patch,
  };
}

export function page(items: ChatHistoryItem[], hasNextPage = false): HistoryPage {
  return items.length ? { data: items, meta: { hasNextPage, itemCount: items.length } } : { data: [], meta: { hasNextPage: false, itemCount: 0 }, message: 'No Record Found' };
}

export function widgets(): Widget[] {
  return [
    { _id: 'w1', pluginId: 'p-shop', domain: 'shop.example', widgetName: 'Shop' },
    { _id: 'w2', pluginId: 'p-blog', domain: 'blog.example', widgetName: 'Blog' },
  ] as Widget[];
}

export const agents = () => [
  { _id: 'u-agent', email: 'ada@example.com', userinfo: [{ userId: 'u-agent', fullName: 'Ada Agent', profilePhoto: null }] },
  { _id: 'u-bob', email: 'bob@example.com', userinfo: [{ userId: 'u-bob', fullName: 'Bob Agent', profilePhoto: null }] },
] as never;

/** The screen in the mock shell at desktop width, laid out as if the lists were 4000 px high. */
export function renderReview(ui: ReactElement, options: MockShellOptions & { user?: User | null } = {}) {
  window.innerWidth = 1280;
  return renderWithShell(<VirtuosoMockContext.Provider value={{ viewportHeight: 4000, itemHeight: 60 }}>{ui}</VirtuosoMockContext.Provider>, {
    ...options,
    endpoints: { getWidgets: widgets(), agentList: agents(), ...options.endpoints },
  });
}

/** Picks `option` in the select labelled `label`. */
export async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

export const chatBoxes = () => screen.queryAllByTestId('chat-box');
export const boxNames = () => chatBoxes().map((box) => box.textContent?.match(/Guest\d+/)?.[0]);
