// A contact's past chats as sessions, from get-contact-conversation's flat list: messages tagged with
// their chat, each chat closed by an item with its end reason, agent and start time.
import type { ChatMessage, ChatStatus, ContactConversationClosing, ContactConversationItem } from 'shared-kernel/contracts';

export interface ContactSession {
  chatId: string;
  /** Absent when the answer had no closing item for the chat. */
  status: ChatStatus | null;
  agentName: string;
  /** When the session started (the closing item's chatTime, else the first message's). */
  startedAt: string;
  messages: ChatMessage[];
}

const isClosing = (item: ContactConversationItem): item is ContactConversationClosing => 'status' in item && !('bodyText' in item);

/** Sessions, newest first; messages in their order. */
export function sessionsOf(items: readonly ContactConversationItem[]): ContactSession[] {
  const sessions = new Map<string, ContactSession>();
  const sessionOf = (chatId: string) => {
    let session = sessions.get(chatId);
    if (!session) {
      session = { chatId, status: null, agentName: '', startedAt: '', messages: [] };
      sessions.set(chatId, session);
    }
    return session;
  };
  for (const item of items) {
    if (!item || typeof item.chatId !== 'string') continue;
    const session = sessionOf(item.chatId);
    if (isClosing(item)) {
      session.status = item.status;
      session.agentName = item.agentName ?? '';
      session.startedAt = item.chatTime ?? '';
    } else {
      const { chatId: _chatId, ...message } = item;
      session.messages.push(message);
    }
  }
  const list = [...sessions.values()].map((session) => ({ ...session, startedAt: session.startedAt || session.messages[0]?.chatTime || '' }));
  // The server answers oldest first; the latest session is the one a support lead looks for.
  return list.reverse();
}
