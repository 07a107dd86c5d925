// Who adds a chat pushed by 'new-chat-history' (spec 001 §4): the receiver's account and, for an agent, their own chats.
import { isClientRole, type ChatHistoryItem, type User } from 'shared-kernel/contracts';

type Viewer = Pick<User, '_id' | 'userId' | 'clientId' | 'isAdmin' | 'isClient' | 'userRole'>;

/**
 * A non-agent without a clientId (the owner): the event's clientId is their user id. A co-admin (non-agent
 * with a clientId): the event's clientId is their clientId. An agent: the same clientId and their own id.
 */
export function isHistoryEventForUser(user: Viewer | null | undefined, item: ChatHistoryItem): boolean {
  if (!user || !item) return false;
  if (isClientRole(user)) return user.clientId ? item.clientId === user.clientId : item.clientId === (user.userId || user._id);
  return !!user.clientId && item.clientId === user.clientId && item.agentId === user._id;
}

/** Unattended Chats: only status 4 chats, only for admins and clients of the account. */
export function isUnattendedEventForUser(user: Viewer | null | undefined, item: ChatHistoryItem): boolean {
  return !!item && item.status === 4 && isClientRole(user) && isHistoryEventForUser(user, item);
}
