// Socket event maps of the agent connection (default namespace). Names are the specs' own (000 §7, 001 §7).
import type { ChatMessage, ConversionStatus, IncomingChat } from './entities/chat';
import type { ChatEscalation } from './entities/routing';
import type { ChatRating } from './entities/rating';
import type { ChatHistoryItem, ChatStatus } from './entities/history';
import type { ChatActivity, ChatHolding, ChatNote, ChatTypingMode, ChatViewer, MentionItem } from './entities/teamwork';
import type { Visitor } from './entities/visitor';
import type { AiRequestAck, AiRequestPayload, AiStreamEvent } from '../ai-assist/ai-assist-types';

/** Where a chat event belongs. */
export interface ChatRef {
  visitorId: string;
  guestId: number;
  chatId: string;
}

/** A chat message pushed to the console, with the chat it belongs to. */
export type ChatMessageEvent = ChatRef & ChatMessage;

/** Console → server. */
export interface AgentEmitEvents {
  /** An agent message. `messageId` is made by the client so a resend after a reconnect is stored once. */
  'inbound-agent': {
    visitorId: string;
    guestId: number;
    agentId: string;
    bodyText: string;
    agentName: string;
    /** Profile photo file name, null when none. */
    agentPhoto: string | null;
    messageId?: string;
  };
  /** `visitor` is the guest's visitorId. */
  typing: { guestId: number; agentId: string; typing: boolean; visitor: string };
  'confirm-booking': { guestId: number; visitorId: string; agentId: string; agentName: string; chatId: string };
  /** amt is in cents (rounded amount × 100); pk is the widget's Stripe public key. */
  'request-a-payment': { pk: string; amt: number; desc: string; visitorId: string; guestId: number; chatId: string };
  'user-online-status': { userId: string };
  'bulk-join-chat-room': { visitorIds: string[] };
  /** Payload not in the spec: the chat the agent has read up to now. */
  'mark-as-read': { visitorId: string; chatId: string };
  /** Payload not in the spec: the guest whose chat room to join. */
  'join-chat-room': { visitorId: string };
  /** Payload not in the spec: the guest whose chat room to leave. */
  'leave-chat-room': { visitorId: string };
  /** Extension (issue 4): the messages of a chat after afterSeq, in order (what was missed while disconnected). */
  'sync-chat': { chatId: string; afterSeq: number };
  /** Extension (issue 13): the super admin's console follows this owner account ('' = none), as its HTTP calls do. */
  'select-account': { clientId: string };
  /** Extension (issue 26): a staff-only note; `noteId` is made by the client so a resend is stored once. */
  'chat-note': { chatId: string; bodyText: string; noteId: string; mentions: string[] };
  /**
   * Extension (issue 26): the console has the chat open (repeated every PRESENCE_REPEAT_MS while it does),
   * and whether its user types a message or a note; viewing false when it closes the chat.
   */
  'chat-viewing': { chatId: string; viewing: boolean; typing: ChatTypingMode };
  /** Extension (issue 36): ask the account's AI endpoint; the answer streams back as `ai-assist` events. */
  'ai-assist-request': AiRequestPayload;
  /** Extension (issue 36): stop a request of this console. */
  'ai-assist-stop': { requestId: string };
}

/** Acknowledgement sent back by the server (emitWithAck); the spec shows none, these are the reference server's. */
export interface AgentEmitAcks {
  /** Sent after the database commit. */
  'inbound-agent': {
    ok: boolean;
    seq?: number;
    chatTime?: string;
    message?: string;
    /** Sent too fast: the same send succeeds after this delay. */
    retryAfterMs?: number;
    /** Issue 26: 403 when another holds the chat (the soft lock), 404 for a chat the caller may not know. */
    status?: number;
  };
  typing: { ok: boolean };
  'confirm-booking': { ok: boolean; message?: string };
  'request-a-payment': { ok: boolean; message?: string };
  'user-online-status': { ok: boolean };
  'bulk-join-chat-room': { ok: boolean; joined: string[] };
  'mark-as-read': { ok: boolean };
  'join-chat-room': { ok: boolean };
  'leave-chat-room': { ok: boolean };
  'sync-chat': { ok: boolean; messages: ChatMessageEvent[]; message?: string };
  'select-account': { ok: boolean; message?: string };
  'chat-note': { ok: boolean; note?: ChatNote; message?: string; retryAfterMs?: number };
  'chat-viewing': { ok: boolean };
  'ai-assist-request': AiRequestAck;
  'ai-assist-stop': { ok: boolean };
}

/** Server → console (every 'Received' event except socket.io's connect/disconnect/connect_error). */
export interface AgentReceiveEvents {
  /** The guest is typing (payload not in the spec). */
  'display-typing': { visitorId: string; guestId: number; typing: boolean };
  'booking-response': {
    guestId: number;
    visitorId?: string;
    status: ConversionStatus;
    response: string;
    analytics_uploaded: boolean;
    uploaded_at: string | null;
  };
  /** A message of a chat the agent is in (guest messages, and agent messages echoed to the agent's other tabs). */
  'outbound-agent': ChatMessageEvent;
  /** A chat was accepted; others remove it from their pending list. */
  'chat-accepted': ChatRef & { agentId: string; agentName: string };
  /** Nobody accepted the chat in time: it comes again as a priority chat. */
  'chat-not-accepted': IncomingChat;
  /** status is the end reason code (2 = visitor inactivity opens the booking dialog). */
  'chat-ended': ChatRef & { status: ChatStatus; agentId?: string | null };
  /** A guest asks to chat. */
  'chat-initialized': IncomingChat;
  /** An attachment message (bodyText = attachment marker + file name). */
  'chat-attachment': ChatMessageEvent;
  /** The guest has read the agent's messages up to `readUpTo` (chatTime of the last read message). */
  'marked-as-read': ChatRef & { readUpTo: string };
  'emailid-updated': { visitorId: string; guestId: number; email: string };
  /** The guest filled the contact form of a [contact-form] message: the contact's fields as now stored. */
  'contact-updated': { visitorId: string; guestId: number; email: string; firstName: string; lastName: string; phoneNumber: string };
  'new-visitor': Visitor;
  /** A returning guest. */
  'old-visitor': Visitor;
  /** The guest opened or closed its widget. */
  'visitor-widget': { visitorId: string; guestId: number; isOpen: boolean };
  /** The guest left (flag visitorLeft on its chat). */
  'visitor-disconnected': { visitorId: string; guestId: number };
  /** The guest is gone while the agent's last message is unseen. */
  'visitor-not-available': { visitorId: string; guestId: number; chatId?: string };
  /** Snapshot of the guests online now. */
  'active-visitors-are': { visitorIds: string[] };
  /** An agent's profile photo changed. */
  agent_photo: { agentId: string; photo: string | null };
  /** An agent went online or offline (spec 001 §7: agentId, status, photo). */
  agent_status: { agentId: string; status: 'online' | 'offline'; photo: string | null };
  'user-online-status-is': { userId: string; isOnline: boolean };
  /** The signed-in agent was deactivated: log out. */
  'server:agent_deactivated': { agentId: string; message?: string };
  /** Answer to join-chat-room / bulk-join-chat-room. */
  'join-status': { visitorIds: string[]; joined: boolean };
  /** A plain notice from the server. */
  message: { type?: 'info' | 'success' | 'error'; message: string };
  /** A chat moved to history (or unattended chats, status 4). */
  'new-chat-history': ChatHistoryItem;
  /** Not in the spec: the user opened more than `max` consoles and this one, the oldest, is closed (it stays closed). */
  'console-replaced': { max: number };
  /** Issue 26: a note in a chat the console follows (or that mentions its user). */
  'chat-note': ChatNote;
  /** Issue 26: the user was mentioned in a note. */
  mention: MentionItem;
  /** Issue 26: a staff member viewing a chat (or no longer: viewing false), and what they type. */
  'chat-presence': { chatId: string; viewer: ChatViewer; viewing: boolean };
  /**
   * Issue 26: the chat changed hands (a transfer, a take-over, the accept of a transferred chat). Sent to the
   * chat's room and to the former and the new holder.
   */
  'chat-holder-changed': ChatRef & { holding: ChatHolding; activity: ChatActivity; previousHolderId: string | null };
  /** Issue 27: an automatic assignment offered to this agent ended without their accept (declined, timed out, ended, taken). */
  'chat-offer-withdrawn': ChatRef & { reason: 'declined' | 'timeout' | 'ended' | 'taken' };
  /** Issue 27: queues changed (a hint: the console reads GET /chat/queue again, at most every 2 s). */
  'queue-changed': Record<string, never>;
  /** Issue 27: a guest waits too long (to supervisors; a reply escalation also to the holder). */
  'chat-escalated': ChatEscalation;
  /** Issue 27: an agent missed an offer (to supervisors). */
  'agent-not-responding': { agentId: string; fullName: string; chatId: string; since: string };
  /** Issue 27: the user's chat limit changed (to the user's consoles). */
  'chat-limit-changed': { agentId: string; chatLimit: number | null };
  /** Issue 28: the guest rated an ended chat (to the consoles of the staff who held it). */
  'chat-rated': ChatRef & { agentId: string | null; rating: ChatRating };
  /** Issue 36: a piece of an AI assist request's answer, to the console that asked. */
  'ai-assist': AiStreamEvent;
}

export type AgentEmitEventName = keyof AgentEmitEvents;
export type AgentReceiveEventName = keyof AgentReceiveEvents;

export const AGENT_EMIT_EVENT_NAMES = [
  'inbound-agent',
  'typing',
  'confirm-booking',
  'request-a-payment',
  'user-online-status',
  'bulk-join-chat-room',
  'mark-as-read',
  'join-chat-room',
  'leave-chat-room',
] as const satisfies readonly AgentEmitEventName[];

/** Emitted events of the reference server beyond spec 000 §7 (issues 4, 13, 26 and 36). */
export const AGENT_EXTENSION_EMIT_EVENT_NAMES = ['sync-chat', 'select-account', 'chat-note', 'chat-viewing', 'ai-assist-request', 'ai-assist-stop'] as const satisfies readonly AgentEmitEventName[];

export const AGENT_RECEIVE_EVENT_NAMES = [
  'display-typing',
  'booking-response',
  'outbound-agent',
  'chat-accepted',
  'chat-not-accepted',
  'chat-ended',
  'chat-initialized',
  'chat-attachment',
  'marked-as-read',
  'emailid-updated',
  'contact-updated',
  'new-visitor',
  'old-visitor',
  'visitor-widget',
  'visitor-disconnected',
  'visitor-not-available',
  'active-visitors-are',
  'agent_photo',
  'agent_status',
  'user-online-status-is',
  'server:agent_deactivated',
  'join-status',
  'message',
  'new-chat-history',
  'console-replaced',
  'chat-note',
  'mention',
  'chat-presence',
  'chat-holder-changed',
  'chat-offer-withdrawn',
  'queue-changed',
  'chat-escalated',
  'agent-not-responding',
  'chat-limit-changed',
  'chat-rated',
  'ai-assist',
] as const satisfies readonly AgentReceiveEventName[];

// Compile-time guard: the name lists hold every event of their map.
type Missing<Map, List extends readonly unknown[]> = Exclude<keyof Map, List[number]>;
const allEmitted: [
  Missing<AgentEmitEvents, [...typeof AGENT_EMIT_EVENT_NAMES, ...typeof AGENT_EXTENSION_EMIT_EVENT_NAMES]>,
] extends [never]
  ? true
  : false = true;
const allReceived: [Missing<AgentReceiveEvents, typeof AGENT_RECEIVE_EVENT_NAMES>] extends [never] ? true : false = true;
void allEmitted;
void allReceived;

/** The agent socket handshake (plan): `auth` and `query`. */
export interface AgentHandshakeAuth {
  token: string;
  type: 'agent';
  sessionId: string;
  /** The super admin's selected owner account (the HTTP calls' `x-selected-account`): the socket follows it. */
  selectedAccount?: string;
}
export interface AgentHandshakeQuery {
  agentId: string;
  /** socket.io query values are strings: 'true' or 'false'. */
  isClient: string;
}

/** The message the handshake middleware refuses a bad or expired token with. */
export const ACCESS_DENIED = 'Access Denied';

/** A handshake refused because the server cannot reach its database just now: the client tries again. */
export const HANDSHAKE_UNAVAILABLE = 'The server is briefly unavailable. Please try again in a moment.';

/** socket.io path and namespaces (plan). */
export const SOCKET_PATH = '/socket.io';
export const AGENT_NAMESPACE = '/';
export const VISITOR_NAMESPACE = '/visitor';
