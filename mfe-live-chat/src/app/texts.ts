// Every user-visible string of this area, in one place for tests (spec 000 §2, §4, §8 word for word where given).
// The words are the catalogues': this area's, and the kernel's UI catalogue for the transcript's (TRANSCRIPT_TEXTS).
import type { VisitorStatus } from 'shared-kernel/contracts';
import { MAX_NOTE_LENGTH, MAX_TRANSFER_NOTE_LENGTH } from 'shared-kernel/contracts';
import { computed } from 'shared-kernel/i18n-react';
import { TRANSCRIPT_TEXTS } from 'shared-kernel/transcript-basics';
import type { ChatButtonState } from '../features/guest-feed/lib/chat-button-state';
import { kernelTexts, t, texts, type LiveChatTextKey } from '../i18n/catalogue';
import type { AreaPath } from './area';

/** Why an open chat is read-only (issue 26): the panel's line and the Recent Chats row's mark. */
const HOLD_TEXTS = {
  heldBy: (name: string) => t('hold.heldBy', { name }),
  notHeld: computed(() => t('hold.notHeld')),
  waitingFor: (department: string) => t('hold.waitingFor', { department }),
  takenOverBy: (name: string) => t('hold.takenOverBy', { name }),
};

/** Page names, by the path pattern the area owns. */
export const PAGE_NAMES = texts({
  '/dashboard': 'pages.dashboard',
  /** Issue 26: the supervisors' view of every open chat. */
  '/active-chats': 'pages.activeChats',
} satisfies Record<AreaPath, LiveChatTextKey>);

export const DASHBOARD_TEXTS = texts({
  guestFeed: 'dashboard.guestFeed',
  recentChats: 'dashboard.recentChats',
  dashboardTabs: 'dashboard.dashboardTabs',
  /** The Guest Feed folded to a narrow column while Guest Info is open beside the chat (narrow desktop). */
  showFeed: 'dashboard.showFeed',
});

export const GUEST_FEED_TEXTS = texts({
  tabs: 'guestFeed.tabs',
  activeGuests: (count: number) => t('guestFeed.activeGuests', { count }),
  activeChats: (count: number) => t('guestFeed.activeChats', { count }),
  searchPlaceholder: 'guestFeed.searchPlaceholder',
  searchLabel: 'guestFeed.searchLabel',
  noGuests: 'guestFeed.noGuests',
  noRecords: 'guestFeed.noRecords',
  guest: (guestId: number) => t('guestFeed.guest', { guestId }),
  status: { New: 'guestFeed.status.new', Returning: 'guestFeed.status.returning', Idle: 'guestFeed.status.idle' } satisfies Record<VisitorStatus, LiveChatTextKey>,
  currentPage: 'guestFeed.currentPage',
  referrer: 'guestFeed.referrer',
  location: 'guestFeed.location',
  direct: 'guestFeed.direct',
  unknownLocation: 'guestFeed.unknownLocation',
  /** A row's detail label before its value: 'Page:'. */
  field: (label: string) => t('guestFeed.field', { label }),
  outOfDepartment: 'guestFeed.outOfDepartment',
  chatButton: {
    initiate: 'guestFeed.chatButton.initiate',
    initiated: 'guestFeed.chatButton.initiated',
    chattingWithYou: 'guestFeed.chatButton.chattingWithYou',
    inAChat: 'guestFeed.chatButton.inAChat',
  } satisfies Record<ChatButtonState, LiveChatTextKey>,
  /** Accessible name of a row's chat button, e.g. 'Chatting with you · Guest 5'. */
  chatButtonLabel: (label: string, guestId: number) => t('guestFeed.chatButtonLabel', { label, guestId }),
  /** First message of a chat an agent starts with a browsing guest. */
  initiateGreeting: 'guestFeed.initiateGreeting',
  requestFailed: 'guestFeed.requestFailed',
  alreadyInitiated: (guestId: number) => t('guestFeed.alreadyInitiated', { guestId }),
  pagination: 'guestFeed.pagination',
  previousPage: 'guestFeed.previousPage',
  nextPage: 'guestFeed.nextPage',
  page: (page: number) => t('guestFeed.page', { page }),
  loadFailed: 'guestFeed.loadFailed',
});

export const RECENT_CHATS_TEXTS = texts({
  /** Issue 27: the chat limit, as the lists show it (the server's refusals keep ROUTING_TEXTS's English). */
  atLimit: (load: number, limit: number) => t('recentChats.atLimit', { load, limit }),
  load: (load: number, limit: number) => t('recentChats.load', { load, limit }),
  offerExpired: 'recentChats.offerExpired',
  empty: 'recentChats.empty',
  incoming: 'recentChats.incoming',
  active: 'recentChats.active',
  guest: (guestId: number) => t('recentChats.guest', { guestId }),
  priority: 'recentChats.priority',
  accept: 'recentChats.accept',
  dismiss: 'recentChats.dismiss',
  /** Accessible names of an incoming chat's buttons, e.g. 'Accept · Guest8'. */
  acceptLabel: (name: string) => t('recentChats.acceptLabel', { name }),
  dismissLabel: (name: string) => t('recentChats.dismissLabel', { name }),
  acceptFailed: 'recentChats.acceptFailed',
  alreadyAccepted: (guestId: number, agent: string) => t('recentChats.alreadyAccepted', { guestId, agent }),
  chatEnded: (guestId: number) => t('recentChats.chatEnded', { guestId }),
  unread: (count: number) => t('recentChats.unread', { count }),
  visitorLeft: 'recentChats.visitorLeft',
  visitorIsBack: 'recentChats.visitorIsBack',
  visitorLeftLabel: 'recentChats.visitorLeftLabel',
  visitorIsBackLabel: 'recentChats.visitorIsBackLabel',
  newChat: (guestId: number) => t('recentChats.newChat', { guestId }),
  newMessage: (guestId: number) => t('recentChats.newMessage', { guestId }),
  pageTitle: 'recentChats.pageTitle',
  /** The tab's title while guests' messages wait unread, as mail and chat apps show it. */
  pageTitleUnread: (count: number) => t('recentChats.pageTitleUnread', { count }),
  loadFailed: 'recentChats.loadFailed',
  // Issue 26: chats changing hands.
  ...HOLD_TEXTS,
  transferredToYou: (actor: string, guestId: number, note: string) =>
    note ? t('recentChats.transferredToYouWithNote', { actor, guestId, note }) : t('recentChats.transferredToYou', { actor, guestId }),
  transferredToYouTitle: (guestId: number) => t('recentChats.transferredToYouTitle', { guestId }),
  transferredTo: (guestId: number, agent: string) => t('recentChats.transferredTo', { guestId, agent }),
  tookOver: (actor: string, guestId: number) => t('recentChats.tookOver', { actor, guestId }),
});

export const CHAT_PANEL_TEXTS = texts({
  // How messages read (AutoMessage, attachments, receipts) is the kernel's, shared with the history.
  ...kernelTexts(TRANSCRIPT_TEXTS),
  panel: 'chatPanel.panel',
  guest: (guestId: number) => t('chatPanel.guest', { guestId }),
  careLine: 'chatPanel.careLine',
  back: 'chatPanel.back',
  close: 'chatPanel.close',
  timer: 'chatPanel.timer',
  endChat: 'chatPanel.endChat',
  endChatTitle: 'chatPanel.endChatTitle',
  endChatQuestion: (guestId: number) => t('chatPanel.endChatQuestion', { guestId }),
  endChatConfirm: 'chatPanel.endChatConfirm',
  endFailed: 'chatPanel.endFailed',
  loading: 'chatPanel.loading',
  /** The conversation could not be loaded (the panel closes). */
  loadFailed: 'chatPanel.loadFailed',
  messages: 'chatPanel.messages',
  noMessages: 'chatPanel.noMessages',
  typing: (guestId: number) => t('chatPanel.typing', { guestId }),
  you: 'chatPanel.you',
  read: 'chatPanel.read',
  sent: 'chatPanel.sent',
  pending: 'chatPanel.pending',
  refused: 'chatPanel.refused',
  /** A delivery state with the server's reason: 'Not sent: The chat has ended'. */
  withReason: (label: string, reason: string) => t('chatPanel.withReason', { label, reason }),
  inputLabel: 'chatPanel.inputLabel',
  inputPlaceholder: 'chatPanel.inputPlaceholder',
  send: 'chatPanel.send',
  offline: 'chatPanel.offline',
  actions: 'chatPanel.actions',
  /** The title of a chat opened by a link before its conversation is loaded. */
  chatTitle: 'chatPanel.chatTitle',
  // Issue 26: notes, hand-overs, who else is here.
  ...HOLD_TEXTS,
  ended: 'chatPanel.ended',
  noteToggle: 'chatPanel.noteToggle',
  noteLabel: 'chatPanel.noteLabel',
  notePlaceholder: 'chatPanel.notePlaceholder',
  sendNote: 'chatPanel.sendNote',
  attachNoteFile: 'chatPanel.attachNoteFile',
  noteFileFailed: 'chatPanel.noteFileFailed',
  noteTooLong: computed(() => t('chatPanel.noteTooLong', { max: MAX_NOTE_LENGTH })),
  note: 'chatPanel.note',
  /** Accessible name of a note, e.g. 'Note by Anna'. */
  noteBy: (name: string) => t('chatPanel.noteBy', { name }),
  staffOnly: 'chatPanel.staffOnly',
  transferredToAgent: (actor: string, agent: string) => t('chatPanel.transferredToAgent', { actor, agent }),
  transferredToDepartment: (actor: string, department: string) => t('chatPanel.transferredToDepartment', { actor, department }),
  tookOverFrom: (actor: string, from: string | null) => (from ? t('chatPanel.tookOverFrom', { actor, from }) : t('chatPanel.tookOver', { actor })),
  acceptedTransfer: (actor: string, department: string | null) =>
    department ? t('chatPanel.acceptedTransferFor', { actor, department }) : t('chatPanel.acceptedTransfer', { actor }),
  transferNote: (note: string) => t('chatPanel.transferNote', { note }),
  viewers: 'chatPanel.viewers',
  isViewing: (name: string) => t('chatPanel.isViewing', { name }),
  isTypingMessage: (name: string) => t('chatPanel.isTypingMessage', { name }),
  isTypingNote: (name: string) => t('chatPanel.isTypingNote', { name }),
});

/** The chat's teamwork actions (issue 26): transfer, take over, the @ picker of notes. */
export const TEAMWORK_UI_TEXTS = texts({
  transfer: 'teamwork.transfer',
  transferTitle: (guestId: number) => t('teamwork.transferTitle', { guestId }),
  targets: 'teamwork.targets',
  agents: 'teamwork.agents',
  departments: 'teamwork.departments',
  noAgents: 'teamwork.noAgents',
  noDepartments: 'teamwork.noDepartments',
  online: 'teamwork.online',
  offline: 'teamwork.offline',
  holder: 'teamwork.holder',
  chatsHeld: (count: number) => t('teamwork.chatsHeld', { count }),
  onlineAgents: (count: number) => t('teamwork.onlineAgents', { count }),
  noteLabel: 'teamwork.noteLabel',
  noteCount: (length: number) => t('teamwork.noteCount', { length, max: MAX_TRANSFER_NOTE_LENGTH }),
  noteTooLong: computed(() => t('chatPanel.noteTooLong', { max: MAX_TRANSFER_NOTE_LENGTH })),
  cancel: 'teamwork.cancel',
  confirmTransfer: 'teamwork.confirmTransfer',
  loadingTargets: 'teamwork.loadingTargets',
  loadFailed: 'teamwork.loadFailed',
  transferred: (guestId: number, target: string) => t('teamwork.transferred', { guestId, target }),
  transferFailed: 'teamwork.transferFailed',
  takeOver: 'teamwork.takeOver',
  takeOverTitle: 'teamwork.takeOverTitle',
  takeOverQuestion: (guestId: number, holder: string) => t('teamwork.takeOverQuestion', { guestId, holder }),
  takenOver: (guestId: number) => t('teamwork.takenOver', { guestId }),
  takeOverFailed: 'teamwork.takeOverFailed',
  mentionList: 'teamwork.mentionList',
  noStaff: 'teamwork.noStaff',
});

export const BOOKING_TEXTS = texts({
  /** Spec 000 §2, word for word. */
  inactivityTitle: (guestId: number) => t('booking.inactivityTitle', { guestId }),
  question: (guestId: number) => t('booking.question', { guestId }),
  yes: 'booking.yes',
  no: 'booking.no',
  confirming: 'booking.confirming',
  bookNow: 'booking.bookNow',
  bookNowTitle: 'booking.bookNowTitle',
  /** Accessible name of the conversion state mark, e.g. 'Booking status: Uploaded'. */
  status: (label: string) => t('booking.status', { label }),
  confirmFailed: 'booking.confirmFailed',
  endFailed: 'booking.endFailed',
});

export const PAYMENT_TEXTS = texts({
  open: 'payment.open',
  title: 'payment.title',
  amount: 'payment.amount',
  description: 'payment.description',
  cancel: 'payment.cancel',
  send: 'payment.send',
  sending: 'payment.sending',
  requested: (guestId: number) => t('payment.requested', { guestId }),
  failed: 'payment.failed',
});

export const CANNED_TEXTS = texts({
  list: 'canned.list',
  noMatch: 'canned.noMatch',
  add: 'canned.add',
  dialogTitle: 'canned.dialogTitle',
  shortcut: 'canned.shortcut',
  message: 'canned.message',
  save: 'canned.save',
  cancel: 'canned.cancel',
  created: 'canned.created',
  createFailed: 'canned.createFailed',
});

export const GUEST_INFO_TEXTS = texts({
  panel: 'guestInfo.panel',
  open: 'guestInfo.open',
  back: 'guestInfo.back',
  close: 'guestInfo.close',
  unavailable: 'guestInfo.unavailable',
  contact: 'guestInfo.contact',
  firstName: 'guestInfo.firstName',
  lastName: 'guestInfo.lastName',
  email: 'guestInfo.email',
  phone: 'guestInfo.phone',
  save: 'guestInfo.save',
  cancel: 'guestInfo.cancel',
  invalidEmail: 'guestInfo.invalidEmail',
  invalidPhone: 'guestInfo.invalidPhone',
  updated: 'guestInfo.updated',
  updateFailed: 'guestInfo.updateFailed',
  technical: 'guestInfo.technical',
  ipAddress: 'guestInfo.ipAddress',
  browser: 'guestInfo.browser',
  operatingSystem: 'guestInfo.operatingSystem',
  pagesViewed: 'guestInfo.pagesViewed',
  noPages: 'guestInfo.noPages',
  referrer: 'guestInfo.referrer',
  direct: 'guestInfo.direct',
  location: 'guestInfo.location',
  unknownLocation: 'guestInfo.unknownLocation',
  block: 'guestInfo.block',
  unblock: 'guestInfo.unblock',
  blocked: 'guestInfo.blocked',
  unblocked: 'guestInfo.unblocked',
  blockFailed: 'guestInfo.blockFailed',
});
