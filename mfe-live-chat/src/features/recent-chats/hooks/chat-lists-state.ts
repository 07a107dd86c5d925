// Recent Chats: active chats of this agent, incoming chats, and who is in a chat at all (spec 000 §4 chat flow).
import {
  badgeColorFor,
  isAutoMessage,
  isSystemLine,
  type ChatMessage,
  type ChatMessageEvent,
  type Conversation,
  type IncomingChat,
} from 'shared-kernel/contracts';

/** Why a listed chat is read-only now, and the row's words for it ('Waiting for Sales', 'Taken over by Anna'). */
export interface ChatHold {
  kind: 'waiting' | 'taken-over';
  text: string;
}

/**
 * An active chat of the list; `hold` set while it is read-only (issue 26); `waitingSince` while its guest waits
 * too long for a reply (issue 27, a reply escalation), until an agent answers.
 */
export type ListedChat = Conversation & { hold?: ChatHold | null; waitingSince?: string | null };

export interface ChatListsState {
  loading: boolean;
  active: ListedChat[];
  incoming: IncomingChat[];
  /** visitorIds of guests in an open chat (pending or active, any agent). */
  inChat: ReadonlySet<string>;
}

export type ChatListsAction =
  | { type: 'loaded'; active: Conversation[]; incoming: IncomingChat[]; inChat: string[] }
  | { type: 'synced'; active: Conversation[]; inChat: string[] }
  | { type: 'incoming'; chat: IncomingChat }
  | { type: 'dismiss'; chatId: string }
  | { type: 'accepted'; chat: IncomingChat; agentId?: string; agentName?: string }
  | { type: 'takenByOther'; chatId: string; visitorId: string }
  | { type: 'ended'; visitorId: string; chatId: string }
  | { type: 'presence'; visitorId: string; left: boolean }
  | { type: 'message'; message: ChatMessageEvent }
  | { type: 'read'; chatId: string }
  /** Issue 26: a chat transferred to (or taken over by) this user, with its conversation. */
  | { type: 'arrived'; chat: Conversation }
  /** Issue 26: the chat stays listed, read-only for the reason given (null: mine again). */
  | { type: 'hold'; chatId: string; hold: ChatHold | null }
  /** Issue 26: the chat went to another agent (the guest is still in a chat). */
  | { type: 'handedOver'; chatId: string }
  /** Issue 27: the guest of a chat of this user waits too long for a reply (since when). */
  | { type: 'replyOverdue'; chatId: string; waitingSince: string };

export const initialChatLists: ChatListsState = { loading: true, active: [], incoming: [], inChat: new Set() };

const withColor = (chat: Conversation): Conversation => ({ ...chat, color: chat.color ?? badgeColorFor(chat.guestId) });

/** The active chat an accepted incoming chat becomes, from what the request carried. */
export function conversationFrom(chat: IncomingChat, agentId?: string, agentName?: string): Conversation {
  const first: ChatMessage[] = chat.bodyText ? [{ bodyText: chat.bodyText, direction: 'inbound', chatTime: chat.chatTime }] : [];
  return withColor({
    guestId: chat.guestId,
    visitorId: chat.visitorId,
    chatId: chat.chatId,
    conversation: first,
    unreadMessages: first.length,
    visitorUnread: 0,
    agentUnread: first.length,
    lastChatTime: chat.chatTime,
    priority: chat.priority,
    departments: chat.departments,
    widgetDepartments: chat.widgetDepartments,
    conversion: null,
    agentId,
    agentName,
    pluginId: chat.pluginId,
  });
}

function setWith(set: ReadonlySet<string>, id: string, present: boolean): ReadonlySet<string> {
  if (set.has(id) === present) return set;
  const next = new Set(set);
  if (present) next.add(id);
  else next.delete(id);
  return next;
}

export function chatListsReducer(state: ChatListsState, action: ChatListsAction): ChatListsState {
  switch (action.type) {
    case 'loaded':
      return { loading: false, active: action.active.map(withColor), incoming: action.incoming, inChat: new Set(action.inChat) };
    case 'synced': {
      const previous = new Map(state.active.map((chat) => [chat.chatId, chat]));
      const active = action.active.map((chat) => withColor({ ...previous.get(chat.chatId), ...chat }));
      return { ...state, active, inChat: new Set(action.inChat) };
    }
    case 'incoming': {
      const { chat } = action;
      if (state.active.some((c) => c.chatId === chat.chatId)) return state;
      // A re-announced (priority) chat replaces the earlier entry and goes first.
      const others = state.incoming.filter((c) => c.chatId !== chat.chatId);
      const incoming = chat.priority ? [chat, ...others] : [...others, chat];
      return { ...state, incoming, inChat: setWith(state.inChat, chat.visitorId, true) };
    }
    case 'dismiss':
      return { ...state, incoming: state.incoming.filter((c) => c.chatId !== action.chatId) };
    case 'accepted': {
      const incoming = state.incoming.filter((c) => c.chatId !== action.chat.chatId);
      const known = state.active.some((c) => c.chatId === action.chat.chatId);
      // Newest first: the chat just accepted is the one the agent looks for.
      const active = known ? state.active : [conversationFrom(action.chat, action.agentId, action.agentName), ...state.active];
      return { ...state, incoming, active, inChat: setWith(state.inChat, action.chat.visitorId, true) };
    }
    case 'takenByOther':
      return {
        ...state,
        incoming: state.incoming.filter((c) => c.chatId !== action.chatId),
        inChat: setWith(state.inChat, action.visitorId, true),
      };
    case 'ended':
      return {
        ...state,
        active: state.active.filter((c) => c.chatId !== action.chatId && c.visitorId !== action.visitorId),
        incoming: state.incoming.filter((c) => c.chatId !== action.chatId),
        inChat: setWith(state.inChat, action.visitorId, false),
      };
    case 'presence': {
      if (!state.active.some((c) => c.visitorId === action.visitorId)) return state;
      const active = state.active.map((chat) =>
        chat.visitorId !== action.visitorId
          ? chat
          : action.left
            ? { ...chat, visitorLeft: true, visitorIsBack: false }
            : chat.visitorLeft
              ? { ...chat, visitorLeft: false, visitorIsBack: true }
              : chat,
      );
      return { ...state, active };
    }
    case 'read': {
      if (!state.active.some((c) => c.chatId === action.chatId && (c.unreadMessages || c.agentUnread))) return state;
      const active = state.active.map((chat) => (chat.chatId === action.chatId ? { ...chat, unreadMessages: 0, agentUnread: 0 } : chat));
      return { ...state, active };
    }
    case 'arrived': {
      const chat = withColor({ ...action.chat, hold: null } as ListedChat);
      const others = state.active.filter((c) => c.chatId !== chat.chatId && c.visitorId !== chat.visitorId);
      return {
        ...state,
        active: [chat, ...others],
        incoming: state.incoming.filter((c) => c.chatId !== chat.chatId),
        inChat: setWith(state.inChat, chat.visitorId, true),
      };
    }
    case 'hold': {
      if (!state.active.some((c) => c.chatId === action.chatId && (c.hold?.text ?? null) !== (action.hold?.text ?? null))) return state;
      return { ...state, active: state.active.map((chat) => (chat.chatId === action.chatId ? { ...chat, hold: action.hold } : chat)) };
    }
    case 'handedOver':
      if (!state.active.some((c) => c.chatId === action.chatId)) return state;
      return { ...state, active: state.active.filter((c) => c.chatId !== action.chatId) };
    case 'replyOverdue': {
      // Only a chat the user answers now (not one read-only, held by another).
      if (!state.active.some((c) => c.chatId === action.chatId && !c.hold)) return state;
      return { ...state, active: state.active.map((chat) => (chat.chatId === action.chatId ? { ...chat, waitingSince: action.waitingSince } : chat)) };
    }
    case 'message': {
      const { message } = action;
      const index = state.active.findIndex((c) => c.chatId === message.chatId || c.visitorId === message.visitorId);
      if (index < 0) return state;
      const chat = state.active[index];
      if (message.id && chat.conversation.some((m) => m.id === message.id)) return state;
      const inbound = message.direction === 'inbound';
      // An agent's answer ends the guest's wait; lines the server writes (system, automated) do not.
      const answered = !inbound && !isSystemLine(message.bodyText) && !isAutoMessage(message.bodyText);
      const active = state.active.slice();
      active[index] = {
        ...chat,
        waitingSince: answered ? null : chat.waitingSince,
        conversation: [...chat.conversation, message],
        lastChatTime: message.chatTime,
        unreadMessages: chat.unreadMessages + (inbound ? 1 : 0),
        agentUnread: chat.agentUnread + (inbound ? 1 : 0),
      };
      return { ...state, active };
    }
  }
}
