// A contact's past chats as sessions, from get-contact-conversation's flat list: messages tagged with
// their chat, the staff's notes and the chat's transfers and take-overs (issue 26, tagged `kind`), each chat
// closed by an item with its end reason, agent and start time.
import type {
  ChatActivity,
  ChatActivityKind,
  ChatMessage,
  ChatNote,
  ChatRating,
  ChatStatus,
  ContactConversationClosing,
  ContactConversationItem,
  ContactConversationMessage,
  ContactConversationNote,
} from 'shared-kernel/contracts';

export interface ContactSession {
  chatId: string;
  /** Absent when the answer had no closing item for the chat. */
  status: ChatStatus | null;
  agentName: string;
  /** When the session started (the closing item's chatTime, else the first message's). */
  startedAt: string;
  messages: ChatMessage[];
  /** Staff only, in the answer's order. */
  notes: ChatNote[];
  activity: ChatActivity[];
  /** Issue 28: the guest's rating of the chat, from its closing item; absent when none. */
  rating?: ChatRating;
}

const ACTIVITY_KINDS: readonly ChatActivityKind[] = ['transfer-agent', 'transfer-department', 'take-over', 'accept-transfer', 'escalation-pending', 'escalation-reply'];
const isActivityKind = (value: unknown): value is ChatActivityKind => ACTIVITY_KINDS.includes(value as ChatActivityKind);

// `kind` first: a note has a bodyText too, so `'bodyText' in item` alone would take it for a message.
const kindOf = (item: object): unknown => ('kind' in item ? item.kind : undefined);
const isNote = (item: ContactConversationItem): item is ContactConversationNote => kindOf(item) === 'note';
const isClosing = (item: ContactConversationItem): item is ContactConversationClosing => 'status' in item && !('bodyText' in item);

/** What an activity item was, from its shape, when the answer's `kind: 'activity'` tag hid it. */
function inferredKind(a: Partial<ChatActivity>): ChatActivityKind {
  if (a.departmentId && !a.toAgentId) return 'transfer-department';
  // Someone handed the chat to another agent (its holder, or a supervisor for them).
  if (a.toAgentId && a.actorId !== a.toAgentId) return 'transfer-agent';
  // The actor took the chat for themselves: from its holder, or as the department's agent accepting it.
  return a.fromAgentId ? 'take-over' : 'accept-transfer';
}

/**
 * A transfer or take-over item of the answer, or null. The contract tags it `kind: 'activity'`, which
 * hides ChatActivity's own `kind`: that is read from `activityKind` when the server sends it, else from
 * the item's shape; an item sent with its own ChatActivity kind is taken as it is.
 */
export function activityOf(item: object): ChatActivity | null {
  const raw = item as Partial<ChatActivity> & { kind?: unknown; activityKind?: unknown };
  if (isActivityKind(raw.kind)) return raw as ChatActivity;
  if (raw.kind !== 'activity') return null;
  const { kind: _tag, activityKind, ...rest } = raw;
  const kind = isActivityKind(activityKind) ? activityKind : inferredKind(rest);
  return { ...(rest as Omit<ChatActivity, 'kind'>), kind };
}

/** Sessions, newest first; messages, notes and activity in their order. */
export function sessionsOf(items: readonly ContactConversationItem[]): ContactSession[] {
  const sessions = new Map<string, ContactSession>();
  const sessionOf = (chatId: string) => {
    let session = sessions.get(chatId);
    if (!session) {
      session = { chatId, status: null, agentName: '', startedAt: '', messages: [], notes: [], activity: [] };
      sessions.set(chatId, session);
    }
    return session;
  };
  for (const item of items) {
    if (!item || typeof item !== 'object' || typeof item.chatId !== 'string') continue;
    const session = sessionOf(item.chatId);
    if (isNote(item)) {
      const { kind: _kind, ...note } = item;
      session.notes.push(note);
    } else if (kindOf(item) !== undefined) {
      const activity = activityOf(item);
      if (activity) session.activity.push(activity);
      // Any other kind of item this console does not know yet is never shown as a message.
    } else if (isClosing(item)) {
      session.status = item.status;
      session.agentName = item.agentName ?? '';
      session.startedAt = item.chatTime ?? '';
      if (item.rating) session.rating = item.rating;
    } else {
      const { chatId: _chatId, ...message } = item as ContactConversationMessage;
      session.messages.push(message);
    }
  }
  const list = [...sessions.values()].map((session) => ({ ...session, startedAt: session.startedAt || session.messages[0]?.chatTime || '' }));
  // The server answers oldest first; the latest session is the one a support lead looks for.
  return list.reverse();
}
