import { and, eq, or } from 'drizzle-orm';
import { conversionOfChat } from '../bookings';
import type { AppContext } from '../context';
import { users, visitors, USER_STATUS, type ChatRow } from '../db/schema';
import { rooms } from '../realtime/socket-types';
import { pluginIdOf } from './chat-access';
import { toHistoryItem } from './chat-history-view';
import { messagesAfter } from './chat-store';

/** The account's client users (the owner and its co-admins): they see every ended chat of the account. */
async function accountClients(ctx: AppContext, accountId: string): Promise<string[]> {
  const rows = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        or(eq(users.id, accountId), and(eq(users.clientId, accountId), eq(users.role, 'co_client'))),
        eq(users.status, USER_STATUS.active),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * new-chat-history (spec 001 §4): an ended chat goes to the account's clients, to the agent who owned it
 * and to the super admin's consoles following the account; other agents of the account never hear about it,
 * nor does a super admin's console following another account.
 */
export async function announceHistory(ctx: AppContext, chat: ChatRow): Promise<void> {
  const [visitor] = await ctx.db.select().from(visitors).where(eq(visitors.id, chat.visitorRowId)).limit(1);
  if (!visitor) return;
  const targets = new Set(await accountClients(ctx, chat.clientId));
  if (chat.agentId) targets.add(chat.agentId);
  const item = toHistoryItem(chat, visitor, await messagesAfter(ctx.db, chat.id, 0), await pluginIdOf(ctx, chat.widgetId), await conversionOfChat(ctx.db, chat.id));
  const actingHere = [...targets].map((userId) => rooms.actingFor(userId, chat.clientId));
  ctx.io.to([...actingHere, rooms.following(chat.clientId)]).emit('new-chat-history', item);
}
