import type { ChatOffer } from './routing';
/** inbound = written by the guest, outbound = written by an agent. */
export type MessageDirection = 'inbound' | 'outbound';

/** A stored chat message (spec 000 §3). */
export interface ChatMessage {
  /** Server id of the stored message. */
  id?: string;
  bodyText: string;
  direction: MessageDirection;
  /** ISO timestamp. */
  chatTime: string;
  agentId?: string;
  agentName?: string;
  /** Client-made id of an agent message, so a resend after a reconnect is not stored twice. */
  messageId?: string;
  /** Per-chat sequence number given by the server on commit. */
  seq?: number;
}

/** A locally composed message before the server has it. */
export interface LocalMessage {
  message: string;
  from: 'user' | 'agent';
  time: string;
}

/** 0 Pending, 1 Scheduled, 2 Uploaded, 3 Failed (spec 000 §4). */
export type ConversionStatus = 0 | 1 | 2 | 3;

export interface ConversionRecord {
  guestId: number;
  status: ConversionStatus;
  response: string;
  analytics_uploaded: boolean;
  uploaded_at: string | null;
}

/** An active (accepted) chat of the dashboard (spec 000 §3). */
export interface Conversation {
  guestId: number;
  visitorId: string;
  chatId: string;
  conversation: ChatMessage[];
  unreadMessages: number;
  visitorUnread: number;
  agentUnread: number;
  /** One of the 8 badge colours; assigned by the console when absent. */
  color?: string;
  lastChatTime: string;
  visitorLeft?: boolean;
  visitorIsBack?: boolean;
  priority: boolean;
  departments: string[];
  widgetDepartments: string[];
  conversion: ConversionRecord | null;
  bookingConfirmed?: boolean;
  /** The agent who accepted the chat. */
  agentId?: string;
  agentName?: string;
  pluginId?: string;
}

/** A chat request waiting to be accepted (GET /chat/unaccepted-chats, chat-initialized). */
export interface IncomingChat {
  visitorId: string;
  guestId: number;
  chatId: string;
  /** The guest's first message. */
  bodyText: string;
  chatTime: string;
  pluginId: string;
  departments: string[];
  widgetDepartments: string[];
  /** True when nobody accepted it in time. */
  priority: boolean;
  /** Issue 27: an automatic assignment to one agent, who accepts or declines it before it expires. */
  offer?: ChatOffer;
}

export interface CannedMessage {
  _id: string;
  shortCode: string;
  /** May contain the [contact-form] placeholder. */
  message: string;
  clientId: string;
  createdBy: string;
  created_at: string;
  /** `user[0].fullName` is the creator. */
  user: Array<{ fullName: string }>;
}

export interface CannedMessagePayload {
  shortCode: string;
  message: string;
}

export interface CannedEditPayload extends CannedMessagePayload {
  clientId: string;
  createdBy: string;
}
