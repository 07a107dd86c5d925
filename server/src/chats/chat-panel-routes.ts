import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHAT_STATUS, type Conversation, type Visitor } from 'shared-kernel/contracts';
import { authGuard, authOf } from '../auth';
import { conversionOfChat } from '../bookings';
import type { AppContext } from '../context';
import { chatMessages, chats, widgets, type VisitorRow } from '../db/schema';
import { forbidden } from '../http/http-error';
import { roleFlags } from '../auth';
import { pluginIdOf, visibleOpenChat } from './chat-access';
import { announceChatEnd } from './chat-events';
import { readableChatsWhere, readableOpenChat, requestCaller } from './chat-policy';
import { endChat, messagesAfter } from './chat-store';
import { cancelChatJobs } from './chat-jobs';
import { toChatMessage, toConversation } from './chat-view';
import { snapshotOf } from '../visitors';
import { toVisitor } from '../visitors';
import { widgetDepartmentIds } from '../visitors';
import { string } from 'yup';
import { visitorIdBody } from '../http/input-schemas';

const callerOf = requestCaller;
const visitorIdOf = (request: FastifyRequest) => (request.body as { visitorId?: unknown } | undefined)?.visitorId;

/** The guest as the Guest Info panel shows it: live while online, else as last stored. */
async function visitorView(ctx: AppContext, row: VisitorRow): Promise<Visitor> {
  const live = await ctx.guests.find(row.visitorId);
  if (live) return snapshotOf(live);
  const [widget] = await ctx.db.select().from(widgets).where(eq(widgets.id, row.widgetId)).limit(1);
  return toVisitor(row, { pluginId: widget?.pluginId ?? '', widgetDepartments: widget ? widgetDepartmentIds(widget) : [], oldVisitor: true });
}

/** dashboard-conversation (the guest's open chat and past messages) and end-chat-by-agent (status 5). */
export function registerChatPanelRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = { onRequest: authGuard(ctx) };

  app.post('/chat/dashboard-conversation', { ...guard, schema: { body: visitorIdBody } }, async (request) => {
    const caller = callerOf(request);
    // A guest in a chat the caller may not read (a colleague's) is refused as a chat, not shown empty.
    const { visitor, chat } = await readableOpenChat(ctx, caller, visitorIdOf(request));
    let ongoing: Conversation | null = null;
    if (chat) ongoing = toConversation(chat, await messagesAfter(ctx.db, chat.id, 0), await pluginIdOf(ctx, chat.widgetId), await conversionOfChat(ctx.db, chat.id));
    // The guest's earlier chats: only those the caller may read.
    const history = (
      await ctx.db
        .select({ message: chatMessages })
        .from(chatMessages)
        .innerJoin(chats, eq(chats.id, chatMessages.chatId))
        .where(and(eq(chats.visitorRowId, visitor.id), eq(chats.state, 'ended'), readableChatsWhere(caller)))
        .orderBy(asc(chatMessages.createdAt), asc(chatMessages.seq))
    ).map((row) => toChatMessage(row.message));
    return { ongoing, history, visitor: await visitorView(ctx, visitor) };
  });

  app.post('/chat/end-chat-by-agent', { ...guard, schema: { body: visitorIdBody.shape({ chatId: string() }) } }, async (request, reply) => {
    const auth = authOf(request);
    const { chat } = await visibleOpenChat(ctx, callerOf(request), visitorIdOf(request));
    // 400 tells the console the chat had already ended (it treats both as done). A named chat that is not the
    // open one has ended too: the guest's newer chat is never ended in its place.
    const named = (request.body as { chatId?: unknown } | null)?.chatId;
    if (!chat || (named !== undefined && named !== chat.id)) return reply.code(400).send({ statusCode: 400, message: 'The chat has already ended' });
    const owner = chat.agentId === auth.user.id;
    const { isClient, isAdmin } = roleFlags(auth.user);
    if (chat.state === 'active' && !owner && !isClient && !isAdmin) throw forbidden('Only the agent in this chat can end it');
    const ended = await endChat(ctx.db, chat.id, CHAT_STATUS.ENDED_BY_AGENT);
    if (!ended) return reply.code(400).send({ statusCode: 400, message: 'The chat has already ended' });
    await Promise.all([cancelChatJobs(ctx, chat.id), announceChatEnd(ctx, ended)]);
    return { statusCode: 200, message: 'Chat ended' };
  });
}
