import type { ChatEventRef, DomainEvents } from '../events';
import type { ChatMessageRow, ChatRow } from '../db/schema';

/** The ids every chat event carries. */
export const chatEventRef = (chat: ChatRow): ChatEventRef => ({
  accountId: chat.clientId,
  chatId: chat.id,
  widgetId: chat.widgetId,
  visitorId: chat.visitorId,
  guestId: chat.guestId,
});

/** message.created for a message just stored in the chat. */
export const messageCreatedEvent = (chat: ChatRow, message: ChatMessageRow): DomainEvents['message.created'] => ({
  ...chatEventRef(chat),
  messageId: message.id,
  seq: message.seq,
  sender: message.direction === 'inbound' ? 'guest' : message.agentId ? 'agent' : 'system',
  agentId: message.agentId,
  agentName: message.agentName,
  bodyText: message.bodyText,
  createdAt: message.createdAt.toISOString(),
});

/** The guest a contact event is about. */
export const contactRef = (chat: Pick<ChatRow, 'clientId' | 'visitorId' | 'guestId'>) => ({
  accountId: chat.clientId,
  visitorId: chat.visitorId,
  guestId: chat.guestId,
});
