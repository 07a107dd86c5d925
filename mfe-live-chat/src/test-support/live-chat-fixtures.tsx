// Test data and a dashboard render for this area's component tests (the mock shell of shared-kernel/testing).
import type { ReactElement } from 'react';
import { VirtuosoMockContext } from 'react-virtuoso';
import type { CannedMessage, ChatActivity, ChatHolding, ChatNote, Conversation, IncomingChat, StaffMember, Visitor } from 'shared-kernel/contracts';
import { renderWithShell, type MockShellOptions } from 'shared-kernel/testing';
import { preloadChatPanel } from '../app/dashboard-page';
import LiveChatArea from '../app/remote-app';

// The dashboard fetches the chat panel with the first chat opened; in tests it is there from the start.
beforeAll(() => preloadChatPanel());

export function visitor(guestId: number, patch: Partial<Visitor> = {}): Visitor {
  return {
    _id: `row-${guestId}`,
    guestId,
    visitorId: `v-${guestId}`,
    pluginId: 'plugin-1',
    isBlocked: false,
    blockedBy: null,
    city: 'Berlin',
    region: 'Berlin',
    country: 'Germany',
    flag: 'DE',
    lastSeen: new Date().toISOString(),
    updated_at: new Date().toISOString(),
    oldVisitor: false,
    idleTimer: 0,
    technicalDetails: { ipAddress: '10.0.0.1', browser: 'Firefox', operatingSystem: 'Linux' },
    visitorDetails: { viewing: [`https://shop.example/start-${guestId}`, `https://shop.example/page-${guestId}`], referrer: 'https://search.example/' },
    email: '',
    firstName: '',
    lastName: '',
    phoneNumber: '',
    departments: [],
    widgetDepartments: [],
    priority: false,
    ...patch,
  };
}

export function cannedMessage(_id: string, shortCode: string, message: string): CannedMessage {
  return { _id, shortCode, message, clientId: 'client-1', createdBy: 'user-1', created_at: new Date().toISOString(), user: [{ fullName: 'Demo Owner' }] };
}

export function incomingChat(guestId: number, patch: Partial<IncomingChat> = {}): IncomingChat {
  return {
    visitorId: `v-${guestId}`,
    guestId,
    chatId: `chat-${guestId}`,
    bodyText: `Hello from guest ${guestId}`,
    chatTime: new Date().toISOString(),
    pluginId: 'plugin-1',
    departments: [],
    widgetDepartments: [],
    priority: false,
    ...patch,
  };
}

export function conversation(guestId: number, patch: Partial<Conversation> = {}): Conversation {
  return {
    guestId,
    visitorId: `v-${guestId}`,
    chatId: `chat-${guestId}`,
    conversation: [{ bodyText: `Last words of guest ${guestId}`, direction: 'inbound', chatTime: new Date().toISOString() }],
    unreadMessages: 2,
    visitorUnread: 0,
    agentUnread: 2,
    lastChatTime: new Date().toISOString(),
    priority: false,
    departments: [],
    widgetDepartments: [],
    conversion: null,
    ...patch,
  };
}

/** Who holds chat-N (issue 26): the test user (u-owner) unless patched. */
export function holding(guestId: number, patch: Partial<ChatHolding> = {}): ChatHolding {
  return { chatId: `chat-${guestId}`, state: 'active', holderId: 'u-owner', holderName: 'Demo Owner', waitingFor: null, ...patch };
}

export function chatActivity(guestId: number, kind: ChatActivity['kind'], patch: Partial<ChatActivity> = {}): ChatActivity {
  return {
    id: `act-${guestId}-${kind}`,
    chatId: `chat-${guestId}`,
    kind,
    actorId: 'u-anna',
    actorName: 'Anna Admin',
    fromAgentId: 'u-owner',
    fromAgentName: 'Demo Owner',
    toAgentId: null,
    toAgentName: null,
    departmentId: null,
    departmentName: null,
    note: '',
    chatTime: new Date().toISOString(),
    ...patch,
  };
}

export function chatNote(guestId: number, id: string, patch: Partial<ChatNote> = {}): ChatNote {
  return {
    id,
    chatId: `chat-${guestId}`,
    visitorId: `v-${guestId}`,
    guestId,
    bodyText: `Note ${id}`,
    authorId: 'u-anna',
    authorName: 'Anna Admin',
    mentions: [],
    chatTime: new Date().toISOString(),
    ...patch,
  };
}

export const STAFF: StaffMember[] = [
  { userId: 'u-anna', fullName: 'Anna Admin', role: 'Co-Admin', photo: null },
  { userId: 'u-bob', fullName: 'Bob Baker', role: 'Agent', photo: null },
  { userId: 'u-bea', fullName: 'Bea Brown', role: 'Manager', photo: null },
];

export const page = (data: Visitor[], itemCount = data.length) => ({ data, meta: { itemCount, hasNextPage: false } });

/** Default answers of the dashboard's calls: nobody online, no chats. */
export const emptyDashboard: NonNullable<MockShellOptions['endpoints']> = {
  currentVisitors: page([]),
  conversations: [],
  unacceptedChats: [],
  getInChat: [],
};

function withVirtuoso(ui: ReactElement) {
  // jsdom has no layout: give the virtual lists a viewport so they render their rows.
  return <VirtuosoMockContext.Provider value={{ viewportHeight: 4000, itemHeight: 80 }}>{ui}</VirtuosoMockContext.Provider>;
}

/** Renders the area at /dashboard at a window width (desktop by default). */
export function renderDashboard(options: MockShellOptions = {}, width = 1280) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  return renderWithShell(withVirtuoso(<LiveChatArea />), {
    route: '/dashboard',
    ...options,
    endpoints: { ...emptyDashboard, ...options.endpoints },
  });
}
