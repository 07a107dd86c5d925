// Issue 27 as Recent Chats sees it: offers to this user, the user's chat limit and load, accept refusals.
import type { IncomingChat, User, UserInfo } from 'shared-kernel/contracts';
import { ROUTING_TEXTS } from 'shared-kernel/queue';
import type { ListedChat } from '../hooks/chat-lists-state';

/** The signed-in user's ids (either may be the one a server record carries). */
export const idsOf = (user: User | null | undefined): string[] => [user?._id, user?.userId].filter((id): id is string => Boolean(id));

/** Offered to this user only (an automatic assignment). */
export const offeredTo = (chat: IncomingChat, ids: readonly string[]): boolean => Boolean(chat.offer && ids.includes(chat.offer.agentId));

/** Offered to another agent: not this user's to see. */
export const offeredElsewhere = (chat: IncomingChat, ids: readonly string[]): boolean => Boolean(chat.offer && !ids.includes(chat.offer.agentId));

/** The welcome answer's chat limit, merged into the stored user (null = no limit). */
export const chatLimitOf = (user: User | null | undefined): number | null => (user as (User & Pick<UserInfo, 'chatLimit'>) | null | undefined)?.chatLimit ?? null;

/** The chats the user holds now: listed, not read-only, not another agent's. */
export const loadOf = (active: readonly ListedChat[], ids: readonly string[]): number =>
  active.filter((chat) => !chat.hold && (!chat.agentId || ids.includes(chat.agentId))).length;

const CONFLICT = 409;
/** The HTTP status of a failed call, undefined for a transport error. */
export const statusOf = (err: unknown) => (err as { response?: { status?: number } } | null)?.response?.status;
/** The start of the at-limit answer ('You are at your chat limit (3 / 5)…'), whatever the numbers. */
const AT_LIMIT = ROUTING_TEXTS.atLimit(0, 0).split('(')[0];
/** The spec's 409 of a chat another agent accepted first: 'Chat of Guest8 is already accepted by Ann'. */
const TAKEN = 'Chat of Guest';

/**
 * Why an accept failed: 'taken' (another agent was first, an info), 'limit' (the server counted this user at
 * their limit: the chat still waits, the row stays), else 'failed'.
 */
export function acceptRefusal(err: unknown, message: string): 'taken' | 'limit' | 'failed' {
  if (statusOf(err) !== CONFLICT) return 'failed';
  if (message.startsWith(TAKEN)) return 'taken';
  return message.startsWith(AT_LIMIT) ? 'limit' : 'failed';
}
