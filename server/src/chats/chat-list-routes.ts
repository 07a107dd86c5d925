import { and, asc, desc, eq, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Conversation, IncomingChat } from 'shared-kernel/contracts';
import { authGuard, authOf } from '../auth';
import { conversionsOfChats } from '../bookings';
import type { AppContext } from '../context';
import { chatMessages, chats, widgets, type ChatMessageRow, type ChatRow } from '../db/schema';
import { callerViewer, mayHandle } from './chat-access';
import { readableChatsWhere, requestCaller } from './chat-policy';
import { openingMessage, toConversation, toIncomingChat } from './chat-view';
import { NO_INPUT } from '../http/route-input';

const callerOf = requestCaller;

async function pluginIds(ctx: AppContext, rows: ChatRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.map((row) => row.widgetId))];
  if (ids.length === 0) return new Map();
  const found = await ctx.db.select({ id: widgets.id, pluginId: widgets.pluginId }).from(widgets).where(inArray(widgets.id, ids));
  return new Map(found.map((row) => [row.id, row.pluginId]));
}

async function messagesOf(ctx: AppContext, rows: ChatRow[]): Promise<Map<string, ChatMessageRow[]>> {
  const byChat = new Map<string, ChatMessageRow[]>(rows.map((row) => [row.id, []]));
  if (rows.length === 0) return byChat;
  const all = await ctx.db
    .select()
    .from(chatMessages)
    .where(inArray(chatMessages.chatId, [...byChat.keys()]))
    .orderBy(asc(chatMessages.seq));
  for (const message of all) byChat.get(message.chatId)?.push(message);
  return byChat;
}

/**
 * Issue 27: a queued chat (no agent has room) is offered to nobody yet, and an automatic assignment only
 * to its agent; every other pending chat to all who may read it, as the spec says.
 */
const offeredToAllOr = (userId: string) =>
  and(or(isNull(chats.queuePosition), lte(chats.queuePosition, 0)), or(isNull(chats.offeredTo), eq(chats.offeredTo, userId)));

/** conversations (the caller's accepted chats), unaccepted-chats (pending, visible), get-in-chat (guests in a chat). */
export function registerChatListRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = { onRequest: authGuard(ctx), schema: NO_INPUT };

  app.get('/chat/conversations', guard, async (request): Promise<Conversation[]> => {
    const caller = callerOf(request);
    const rows = await ctx.db
      .select()
      .from(chats)
      .where(and(eq(chats.clientId, caller.accountId), eq(chats.state, 'active'), eq(chats.agentId, caller.userId)))
      // Newest first, as the console lists them.
      .orderBy(desc(chats.acceptedAt));
    const [plugins, messages, conversions] = await Promise.all([
      pluginIds(ctx, rows),
      messagesOf(ctx, rows),
      conversionsOfChats(ctx.db, rows.map((row) => row.id)),
    ]);
    return rows.map((row) => toConversation(row, messages.get(row.id) ?? [], plugins.get(row.widgetId) ?? '', conversions.get(row.id) ?? null));
  });

  app.get('/chat/unaccepted-chats', guard, async (request): Promise<IncomingChat[]> => {
    // Chats reach only agents who are online (spec 000 §6), the waiting ones included.
    if (!authOf(request).user.isOnline) return [];
    // Each waiting chat with its opening message: the read rule picks them (pending, the caller's departments).
    const rows = await ctx.db
      .select()
      .from(chats)
      .where(and(readableChatsWhere(callerOf(request)), eq(chats.state, 'pending'), offeredToAllOr(authOf(request).user.id)))
      .orderBy(asc(chats.createdAt));
    const [plugins, messages] = await Promise.all([pluginIds(ctx, rows), messagesOf(ctx, rows)]);
    return rows.map((row) => toIncomingChat(row, openingMessage(messages.get(row.id) ?? []), plugins.get(row.widgetId) ?? ''));
  });

  app.get('/chat/get-in-chat', guard, async (request): Promise<string[]> => {
    const caller = callerOf(request);
    const viewer = await callerViewer(ctx, caller);
    const rows = await ctx.db
      .select()
      .from(chats)
      .where(and(eq(chats.clientId, caller.accountId), ne(chats.state, 'ended')));
    return rows.filter((row) => mayHandle(viewer, row)).map((row) => row.visitorId);
  });
}
