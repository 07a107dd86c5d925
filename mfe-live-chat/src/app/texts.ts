// Every user-visible string of this area, in one place for tests (spec 000 §2, §4, §8 word for word where given).
import type { AreaPath } from './area';

/** Page names, by the path pattern the area owns. */
export const PAGE_NAMES = {
  '/dashboard': 'Dashboard',
} as const satisfies Record<AreaPath, string>;

export const DASHBOARD_TEXTS = {
  guestFeed: 'Guest Feed',
  recentChats: 'Recent Chats',
  dashboardTabs: 'Dashboard sections',
} as const;

export const GUEST_FEED_TEXTS = {
  tabs: 'Guest feed lists',
  activeGuests: (count: number) => `Active Guests (${count})`,
  activeChats: (count: number) => `Active Chats (${count})`,
  searchPlaceholder: 'search guests by location, url and referrer',
  searchLabel: 'Search guests',
  noGuests: 'The active visitors on the website will be displayed here',
  noRecords: 'No records found',
  guest: (guestId: number) => `Guest ${guestId}`,
  status: { New: 'New', Returning: 'Returning', Idle: 'Idle' },
  currentPage: 'Page',
  referrer: 'Referrer',
  location: 'Location',
  direct: 'Direct',
  unknownLocation: 'Unknown',
  outOfDepartment: 'Outside your departments',
  chatButton: {
    initiate: 'Initiate Chat',
    initiated: 'Chat Initiated',
    chattingWithYou: 'Chatting with you',
    inAChat: 'In a Chat',
  },
  /** First message of a chat an agent starts with a browsing guest. */
  initiateGreeting: 'Hello! How can I help you today?',
  requestFailed: 'Chat could not be send. Please try again later',
  alreadyInitiated: (guestId: number) => `Guest${guestId} has already initiated a chat`,
  pagination: 'Guest pages',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: (page: number) => `Page ${page}`,
  loadFailed: 'Could not load the data from the API.',
} as const;

export const RECENT_CHATS_TEXTS = {
  empty: 'Your conversations will be displayed here',
  incoming: 'Incoming chats',
  active: 'Active chats',
  guest: (guestId: number) => `Guest${guestId}`,
  priority: 'Priority',
  accept: 'Accept',
  dismiss: 'Dismiss',
  acceptFailed: 'The guest has left the website',
  alreadyAccepted: (guestId: number, agent: string) => `Chat of Guest${guestId} is already accepted by ${agent}`,
  chatEnded: (guestId: number) => `Your chat session with Guest${guestId} has ended`,
  unread: (count: number) => `${count} unread`,
  visitorLeft: 'Left',
  visitorIsBack: 'Back',
  visitorLeftLabel: 'The guest has left the website',
  visitorIsBackLabel: 'The guest is back',
  newChat: (guestId: number) => `New chat request from Guest${guestId}`,
  newMessage: (guestId: number) => `New message from Guest${guestId}`,
  pageTitle: 'Live Chat',
  loadFailed: 'Could not load the data from the API.',
} as const;

export const CHAT_PANEL_TEXTS = {
  panel: 'Chat panel',
  guest: (guestId: number) => `Guest${guestId}`,
  careLine: "While chatting, let's show them care!",
  back: 'Back to the lists',
  close: 'Close chat',
  timer: 'Chat duration',
  endChat: 'End Chat',
  endChatTitle: 'End Chat Confirmation',
  endChatQuestion: (guestId: number) => `Do you want to end the chat with Guest${guestId}?`,
  endChatConfirm: 'End Chat',
  endFailed: 'Something went wrong. Please try again later',
  loading: 'Loading the conversation',
  messages: 'Messages',
  noMessages: 'No messages yet',
  automated: 'Automated message',
  attachment: (fileName: string) => `Attachment ${fileName}`,
  receipt: 'Payment receipt',
  show: 'Show',
  typing: (guestId: number) => `Guest${guestId} is typing…`,
  you: 'You',
  read: 'Read',
  sent: 'Sent',
  pending: 'Sending',
  inputLabel: 'Message',
  inputPlaceholder: 'Type a message',
  send: 'Send message',
  offline: 'Network issue. Please try resending the message after some time!',
} as const;
