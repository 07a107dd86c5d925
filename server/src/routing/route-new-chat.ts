import { announceChat } from '../chats/chat-events';
import type { AppContext } from '../context';
import type { ChatMessageRow, ChatRow } from '../db/schema';
import { routingActive } from './routing-kicker';

/**
 * A new pending chat: offered to every eligible agent at once (the spec's rule), unless the account
 * routes beyond it (limits, automatic assignment, queue limits): then its routing pass offers, queues
 * or announces it.
 */
export async function routeNewChat(ctx: AppContext, chat: ChatRow, first: ChatMessageRow): Promise<void> {
  if (await routingActive(ctx, chat.clientId)) ctx.routing.kick(chat.clientId);
  else await announceChat(ctx, chat, first);
}
