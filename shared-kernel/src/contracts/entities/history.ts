import type { ChatActivity, ChatActivityKind, ChatNote } from './teamwork';
import type { ChatMessage, ConversionStatus } from './chat';
import type { TechnicalDetails, VisitorDetails } from './visitor';
import type { ChatRating } from './rating';

/** 1 agent inactivity, 2 visitor inactivity, 3 offline message, 4 unattended, 5 ended by the agent. */
export type ChatStatus = 1 | 2 | 3 | 4 | 5;

/** The visitor object embedded in history items as `visitorId`. */
export interface HistoryVisitor {
  _id: string;
  guestId: number;
  flag: string;
  country: string;
  city: string;
  region: string;
  firstName: string;
  lastName?: string;
  email: string;
  phoneNumber: string;
  technicalDetails: TechnicalDetails;
  visitorDetails: VisitorDetails;
  pluginId?: string;
}

export interface ChatHistoryItem {
  _id: string;
  chatId: string;
  /** The visitor object (not an id). */
  visitorId: HistoryVisitor;
  updated_at: string;
  created_at?: string;
  status: ChatStatus;
  conversion: { analytics_uploaded: boolean; status: ConversionStatus } | null;
  conversation: ChatMessage[];
  clientId: string;
  agentId: string | null;
  /** Extra to the spec: name of the agent and domain of the chat, for list headers. */
  agentName?: string;
  pluginId?: string;
  domain?: string;
  /** Issue 26, staff only: the chat's notes and its transfers and take-overs (single-chat views). */
  notes?: ChatNote[];
  activity?: ChatActivity[];
  /** Issue 28: the guest's rating of the chat, null when not rated. */
  rating?: ChatRating | null;
}

/** Unattended chats share the history item shape. */
export type UnattendedChat = ChatHistoryItem;

/** An offline message left through the widget (status 3), same shape. */
export type OfflineMessage = ChatHistoryItem;

/** GET /chat/dashboard-history and /chat/unattended-chats answer: a page, or a message when nothing matches. */
export interface HistoryPage {
  data: ChatHistoryItem[];
  meta: { hasNextPage: boolean; itemCount: number; page?: number; take?: number };
  message?: string;
}

/** Filters of the history and unattended lists, sent only when set. */
export interface HistoryQuery {
  take: number;
  page: number;
  order: 'DESC' | 'ASC';
  agentId?: string;
  pluginId?: string;
  status?: ChatStatus;
  duration?: HistoryDuration;
  /** Extra to the spec: the browser's IANA time zone, where "today" starts (UTC when absent). */
  tz?: string;
  /** Extra to the spec, instead of a duration: chats that arrived on these local dates (YYYY-MM-DD, in tz, both included). */
  from?: string;
  to?: string;
}

export type HistoryDuration = 'today' | 'last-7-days' | 'last-month';

/** One message of a contact's past chats, tagged with its chat. */
export type ContactConversationMessage = ChatMessage & { chatId: string };

/** Issue 26: a staff note of a contact's past chat, in time order among its messages. */
export type ContactConversationNote = ChatNote & { kind: 'note' };

/** Issue 26: a transfer or take-over of a contact's past chat, in time order among its messages. */
export type ContactConversationActivity = Omit<ChatActivity, 'kind'> & { kind: 'activity'; activityKind: ChatActivityKind };

/** The item closing one chat session of a contact: end reason, agent and start time. */
export interface ContactConversationClosing {
  chatId: string;
  status: ChatStatus;
  agentName: string;
  /** When the session started. */
  chatTime: string;
  /** Issue 28: the guest's rating of that chat, null when not rated. */
  rating?: ChatRating | null;
}

/** GET /chat/get-contact-conversation answers a list of messages and closing items. */
export type ContactConversationItem = ContactConversationMessage | ContactConversationClosing | ContactConversationNote | ContactConversationActivity;
