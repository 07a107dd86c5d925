import { announceChat } from '../chats';
import { chatById, messagesAfter } from '../chats';
import { openingMessage } from '../chats';
import type { AppContext } from '../context';
import { routingActive } from './routing-kicker';

/**
 * A new pending chat (chat.pending, reason 'new'): offered to every eligible agent at once (the spec's
 * rule), unless the account routes beyond it (limits, automatic assignment, queue limits): then its
 * routing pass offers, queues or announces it.
 */
export async function routeNewChat(ctx: AppContext, accountId: string, chatId: string): Promise<void> {
  if (await routingActive(ctx, accountId)) return ctx.routing.kick(accountId);
  const chat = await chatById(ctx.db, chatId);
  if (chat?.state !== 'pending') return;
  await announceChat(ctx, chat, openingMessage(await messagesAfter(ctx.db, chat.id, 0)));
}
