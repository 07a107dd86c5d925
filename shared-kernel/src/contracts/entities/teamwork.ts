// Teamwork inside a chat (issue 26): transfer, internal notes and mentions, who is viewing and typing,
// supervisors who watch and take over. Staff-only shapes: none of them ever reaches a guest.

/** A staff-only note in a chat. `mentions` are user ids of the account's staff. */
export interface ChatNote {
  id: string;
  chatId: string;
  visitorId: string;
  guestId: number;
  bodyText: string;
  authorId: string;
  authorName: string;
  mentions: string[];
  /** The author's own id of the note: a resend after a reconnect is stored once. */
  noteId?: string;
  /** ISO timestamp. */
  chatTime: string;
}

/** What happened to a chat's holder, kept in the chat's record for staff. */
export type ChatActivityKind = 'transfer-agent' | 'transfer-department' | 'take-over' | 'accept-transfer' | 'escalation-pending' | 'escalation-reply';

export interface ChatActivity {
  id: string;
  chatId: string;
  kind: ChatActivityKind;
  /** Who did it (the transferring agent, the supervisor taking over, the agent accepting). */
  actorId: string;
  actorName: string;
  fromAgentId: string | null;
  fromAgentName: string | null;
  /** The agent who holds the chat after it (null while it waits for a department). */
  toAgentId: string | null;
  toAgentName: string | null;
  departmentId: string | null;
  departmentName: string | null;
  /** The transfer's note, staff only ('' when none); for an escalation, what happened ("Waited 65 s for an agent"). */
  note: string;
  chatTime: string;
}

/** Who holds an open chat now, as the console's chat panel needs it. */
export interface ChatHolding {
  chatId: string;
  state: 'pending' | 'active' | 'ended';
  holderId: string | null;
  holderName: string | null;
  /** Set while a transferred chat waits for a department's agents. */
  waitingFor: { departmentId: string; departmentName: string } | null;
}

/** An agent the chat may be transferred to (GET /chat/transfer-targets). */
export interface TransferAgentTarget {
  agentId: string;
  fullName: string;
  role: string;
  status: 'online' | 'offline';
  /** Profile photo file name, null when none. */
  photo: string | null;
  departments: { id: string; name: string }[];
  /** Open chats the agent holds now. */
  chatsHeld: number;
}

export interface TransferDepartmentTarget {
  departmentId: string;
  name: string;
  onlineAgents: number;
}

export interface TransferTargets {
  agents: TransferAgentTarget[];
  departments: TransferDepartmentTarget[];
}

/** POST /chat/transfer: exactly one of agentId and departmentId. */
export interface TransferPayload {
  chatId: string;
  agentId?: string;
  departmentId?: string;
  note?: string;
  /** The holder the caller saw: when another holds the chat by now, the answer is 409 instead of a move. */
  holderId?: string;
}

/** A row of the supervisors' Active chats view (GET /chat/active-chats). */
export interface ActiveChatRow {
  chatId: string;
  visitorId: string;
  guestId: number;
  state: 'pending' | 'active';
  agentId: string | null;
  agentName: string | null;
  pluginId: string;
  domain: string;
  /** Since when the guest's last message waits for an answer (ISO), null when none waits. */
  waitingSince: string | null;
  lastMessage: { bodyText: string; direction: 'inbound' | 'outbound'; chatTime: string } | null;
  /** The department a transferred chat waits for, null otherwise. */
  waitingFor: string | null;
}

/** A note that mentions the caller (GET /chat/mentions, and the `mention` event). */
export interface MentionItem {
  id: string;
  noteId: string;
  chatId: string;
  visitorId: string;
  guestId: number;
  authorId: string;
  authorName: string;
  /** The note's first words. */
  excerpt: string;
  chatTime: string;
  read: boolean;
}

export interface MentionsPage {
  mentions: MentionItem[];
  unread: number;
}

/** A member of the account's staff, for the @ picker of notes (GET /chat/mention-staff). */
export interface StaffMember {
  userId: string;
  fullName: string;
  role: string;
  photo: string | null;
}

/** What a staff member is doing in a chat: viewing it, and typing a message or a note. */
export type ChatTypingMode = 'message' | 'note' | null;

export interface ChatViewer {
  userId: string;
  fullName: string;
  photo: string | null;
  typing: ChatTypingMode;
}

/** The longest transfer note and note text. */
export const MAX_TRANSFER_NOTE_LENGTH = 500;
export const MAX_NOTE_LENGTH = 2000;
export const MAX_NOTE_MENTIONS = 20;
/** Consoles repeat their viewing notice this often; an entry not repeated for PRESENCE_EXPIRY_MS is gone. */
export const PRESENCE_REPEAT_MS = 4000;
export const PRESENCE_EXPIRY_MS = 10000;

/** Texts of teamwork refusals, the same on the server and in the console. */
export const TEAMWORK_TEXTS = {
  heldBy: (name: string) => `${name} holds this chat: only they can write to the guest`,
  notHeld: 'Only the agent who holds this chat can write to the guest',
  chatChanged: 'The chat changed meanwhile: it is no longer where you saw it. Reload it and try again.',
  targetUnavailable: 'That agent cannot take this chat now (offline, deactivated or outside the widget’s departments)',
  departmentUnknown: 'Department not found',
  oneTarget: 'Choose an agent or a department',
  sameHolder: 'The chat is already with that agent',
  noteTooLong: `The note is longer than ${MAX_TRANSFER_NOTE_LENGTH} characters`,
  mayNotTransfer: 'Only the agent who holds the chat, or a supervisor, can transfer it',
  mayNotTakeOver: 'Only owners, co-admins and managers of the chat’s agent can take it over',
  mayNotSupervise: 'Only owners, co-admins and managers can see the active chats',
  unknownMention: 'A mentioned colleague is not a member of this account',
} as const;
