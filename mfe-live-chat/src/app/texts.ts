// Every user-visible string of this area, in one place for tests (spec 000 §2, §4, §8 word for word where given).
import type { AreaPath } from './area';
import { MAX_NOTE_LENGTH, MAX_TRANSFER_NOTE_LENGTH, TEAMWORK_TEXTS } from 'shared-kernel/contracts';
import { TRANSCRIPT_TEXTS } from 'shared-kernel/transcript';

/** Why an open chat is read-only (issue 26): the panel's line and the Recent Chats row's mark. */
const HOLD_TEXTS = {
  heldBy: TEAMWORK_TEXTS.heldBy,
  notHeld: TEAMWORK_TEXTS.notHeld,
  waitingFor: (department: string) => `Waiting for ${department}`,
  takenOverBy: (name: string) => `Taken over by ${name}`,
} as const;

/** Page names, by the path pattern the area owns. */
export const PAGE_NAMES = {
  '/dashboard': 'Dashboard',
  /** Issue 26: the supervisors' view of every open chat. */
  '/active-chats': 'Active Chats',
} as const satisfies Record<AreaPath, string>;

export const DASHBOARD_TEXTS = {
  guestFeed: 'Guest Feed',
  recentChats: 'Recent Chats',
  dashboardTabs: 'Dashboard sections',
  /** The Guest Feed folded to a narrow column while Guest Info is open beside the chat (narrow desktop). */
  showFeed: 'Show the Guest Feed',
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
  /** Accessible name of a row's chat button, e.g. 'Chatting with you · Guest 5'. */
  chatButtonLabel: (label: string, guestId: number) => `${label} · Guest ${guestId}`,
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
  /** The tab's title while guests' messages wait unread, as mail and chat apps show it. */
  pageTitleUnread: (count: number) => `(${count}) Live Chat`,
  loadFailed: 'Could not load the data from the API.',
  // Issue 26: chats changing hands.
  ...HOLD_TEXTS,
  transferredToYou: (actor: string, guestId: number, note: string) => `${actor} transferred Guest ${guestId} to you${note ? `: ${note}` : ''}`,
  transferredToYouTitle: (guestId: number) => `Guest${guestId} was transferred to you`,
  transferredTo: (guestId: number, agent: string) => `Guest ${guestId} was transferred to ${agent}`,
  tookOver: (actor: string, guestId: number) => `${actor} took over Guest ${guestId}`,
} as const;

export const CHAT_PANEL_TEXTS = {
  // How messages read (AutoMessage, attachments, receipts) is the kernel's, shared with the history.
  ...TRANSCRIPT_TEXTS,
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
  typing: (guestId: number) => `Guest${guestId} is typing…`,
  you: 'You',
  read: 'Read',
  sent: 'Sent',
  pending: 'Sending',
  refused: 'Not sent',
  inputLabel: 'Message',
  inputPlaceholder: 'Type a message',
  send: 'Send message',
  offline: 'Network issue. Please try resending the message after some time!',
  actions: 'Chat actions',
  /** The title of a chat opened by a link before its conversation is loaded. */
  chatTitle: 'Chat',
  // Issue 26: notes, hand-overs, who else is here.
  ...HOLD_TEXTS,
  ended: 'This chat has ended',
  noteToggle: 'Note',
  noteLabel: 'Note for your team',
  notePlaceholder: 'Write a note only your team sees (@ to mention)',
  sendNote: 'Send note',
  attachNoteFile: 'Attach a file to the note',
  noteFileFailed: 'The file could not be added to the note',
  noteTooLong: `The note is longer than ${MAX_NOTE_LENGTH} characters`,
  note: 'Note',
  /** Accessible name of a note, e.g. 'Note by Anna'. */
  noteBy: (name: string) => `Note by ${name}`,
  staffOnly: 'Only staff see this',
  transferredToAgent: (actor: string, agent: string) => `${actor} transferred the chat to ${agent}`,
  transferredToDepartment: (actor: string, department: string) => `${actor} transferred the chat to ${department}`,
  tookOverFrom: (actor: string, from: string | null) => (from ? `${actor} took over the chat from ${from}` : `${actor} took over the chat`),
  acceptedTransfer: (actor: string, department: string | null) => (department ? `${actor} accepted the chat for ${department}` : `${actor} accepted the chat`),
  transferNote: (note: string) => `Note: ${note}`,
  viewers: 'Staff in this chat',
  isViewing: (name: string) => `${name} is viewing`,
  isTypingMessage: (name: string) => `${name} is typing a message…`,
  isTypingNote: (name: string) => `${name} is typing a note…`,
} as const;

/** The chat's teamwork actions (issue 26): transfer, take over, the @ picker of notes. */
export const TEAMWORK_UI_TEXTS = {
  transfer: 'Transfer',
  transferTitle: (guestId: number) => `Transfer Guest${guestId}`,
  targets: 'Transfer to',
  agents: 'Agents',
  departments: 'Departments',
  noAgents: 'No other agent',
  noDepartments: 'No department',
  online: 'Online',
  offline: 'Offline',
  holder: 'Holds the chat',
  chatsHeld: (count: number) => (count === 1 ? '1 chat' : `${count} chats`),
  onlineAgents: (count: number) => `${count} online`,
  noteLabel: 'Note for the next agent (optional)',
  noteCount: (length: number) => `${length}/${MAX_TRANSFER_NOTE_LENGTH}`,
  noteTooLong: TEAMWORK_TEXTS.noteTooLong,
  cancel: 'Cancel',
  confirmTransfer: 'Transfer',
  loadingTargets: 'Loading agents and departments',
  loadFailed: 'Could not load the data from the API.',
  transferred: (guestId: number, target: string) => `Guest ${guestId} was transferred to ${target}`,
  transferFailed: 'The chat could not be transferred. Please try again later',
  takeOver: 'Take over',
  takeOverTitle: 'Take over the chat',
  takeOverQuestion: (guestId: number, holder: string) => `Take over Guest${guestId} from ${holder}? They will no longer write to the guest.`,
  takenOver: (guestId: number) => `You took over Guest ${guestId}`,
  takeOverFailed: 'The chat could not be taken over. Please try again later',
  mentionList: 'Colleagues to mention',
  noStaff: 'No colleague found',
} as const;

export const BOOKING_TEXTS = {
  /** Spec 000 §2, word for word. */
  inactivityTitle: (guestId: number) => `End Chat Confirmation (Visitor inactivity) - Guest#${guestId}`,
  question: (guestId: number) => `Did the chat with Guest${guestId} convert to a booking?`,
  yes: 'Yes',
  no: 'No',
  confirming: 'Confirming the booking…',
  bookNow: 'Book Now',
  bookNowTitle: 'Confirm Booking',
  /** Accessible name of the conversion state mark, e.g. 'Booking status: Uploaded'. */
  status: (label: string) => `Booking status: ${label}`,
  confirmFailed: 'The booking could not be confirmed. Please try again later',
  endFailed: 'Something went wrong. Please try again later',
} as const;

export const PAYMENT_TEXTS = {
  open: 'Request Payment',
  title: 'Request Payment',
  amount: 'Amount',
  description: 'Description',
  cancel: 'Cancel',
  send: 'Send Request',
  sending: 'Sending the payment request…',
  requested: (guestId: number) => `The payment request was sent to Guest${guestId}`,
  failed: 'The payment request could not be sent. Please try again later',
} as const;

export const CANNED_TEXTS = {
  list: 'Canned messages',
  noMatch: 'No match found',
  add: 'Add canned message',
  dialogTitle: 'Add canned message',
  shortcut: 'Shortcut',
  message: 'Message',
  save: 'Save',
  cancel: 'Cancel',
  created: 'Canned Message successfully created',
  createFailed: 'Something went wrong',
} as const;

export const GUEST_INFO_TEXTS = {
  panel: 'Guest Info',
  open: 'Guest Info',
  back: 'Back to the chat',
  close: 'Close Guest Info',
  unavailable: 'The details of this guest are not available',
  contact: 'Contact details',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  save: 'Save',
  cancel: 'Cancel',
  invalidEmail: 'Please provide valid email',
  invalidPhone: 'Please provide valid phone number',
  updated: 'The contact details are successfully updated',
  updateFailed: 'Please provide valid details',
  technical: 'Technical details',
  ipAddress: 'IP address',
  browser: 'Browser',
  operatingSystem: 'Operating system',
  pagesViewed: 'Pages viewed',
  noPages: 'No pages yet',
  referrer: 'Referrer',
  direct: 'Direct',
  location: 'Location',
  unknownLocation: 'Unknown',
  block: 'Block',
  unblock: 'Unblock',
  blocked: 'Guest is successfully blocked',
  unblocked: 'Guest is successfully unblocked',
  blockFailed: 'Something went wrong',
} as const;
