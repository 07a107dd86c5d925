import type { FastifyInstance, FastifyReply } from 'fastify';
import { CHAT_STATUS, type ChatHistoryItem, type HistoryPage } from 'shared-kernel/contracts';
import { object, string } from 'yup';
import { authGuard, authOf } from '../auth';
import { requestCaller } from '../chats';
import type { AppContext } from '../context';
import { forbidden } from '../http/http-error';
import { idParams } from '../http/input-schemas';
import { servesEveryDepartment } from '../visitors';
import { historyQuery, type HistoryQueryInput } from './history-query';
import { historyChat, historyPage } from './history-store';

export const NO_RECORD_FOUND = 'No Record Found';
const UNATTENDED_REFUSED = 'Only the account owner and co-admins can see unattended chats';

const pagingOf = (query: HistoryQueryInput) => ({ take: query.take, page: query.page, order: query.order === 'ASC' ? ('ASC' as const) : ('DESC' as const) });

function pageAnswer(items: ChatHistoryItem[], hasNextPage: boolean, query: HistoryQueryInput): HistoryPage {
  const meta = { hasNextPage, itemCount: items.length, page: query.page, take: query.take };
  return items.length === 0 ? { data: [], meta, message: NO_RECORD_FOUND } : { data: items, meta };
}

/**
 * The empty result (HTTP 200, no body): the answer for a chat the caller may not see, whether it is
 * another account's, a colleague's, unknown or not ended, so that nothing tells these apart. The
 * console shows the access-link message for it.
 */
function sendChatOrEmpty(reply: FastifyReply, item: ChatHistoryItem | null) {
  return item ? reply.send(item) : reply.code(200).send();
}

const chatIdParams = object({ chatId: string().required() });

/** Conversation history, offline messages and unattended chats (spec 001 §2, §7). */
export function registerHistoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const onRequest = authGuard(ctx);
  const adminsOnly = async (request: Parameters<typeof authOf>[0]) => {
    if (!servesEveryDepartment(authOf(request).user.role)) throw forbidden(UNATTENDED_REFUSED);
  };

  app.get('/chat/dashboard-history', { onRequest, schema: { querystring: historyQuery } }, async (request): Promise<HistoryPage> => {
    const query = request.query as HistoryQueryInput;
    const { items, hasNextPage } = await historyPage(ctx.db, requestCaller(request), query, pagingOf(query));
    return pageAnswer(items, hasNextPage, query);
  });

  app.get('/chat/single-chat-history/:id', { onRequest, schema: { params: idParams } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    return sendChatOrEmpty(reply, await historyChat(ctx.db, requestCaller(request), id));
  });

  app.get('/chat/single-offline-message/:id', { onRequest, schema: { params: idParams } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    return sendChatOrEmpty(reply, await historyChat(ctx.db, requestCaller(request), id, CHAT_STATUS.OFFLINE_MESSAGE));
  });

  app.get('/chat/unattended-chats', { onRequest, preHandler: adminsOnly, schema: { querystring: historyQuery } }, async (request): Promise<HistoryPage> => {
    const query = request.query as HistoryQueryInput;
    // Unattended chats hold only the guest's few messages: each row brings them, in the same statement.
    const { items, hasNextPage } = await historyPage(ctx.db, requestCaller(request), query, pagingOf(query), {
      onlyStatus: CHAT_STATUS.UNATTENDED,
      withConversation: true,
    });
    return pageAnswer(items, hasNextPage, query);
  });

  app.get('/chat/single-unattended-chat-history/:chatId', { onRequest, preHandler: adminsOnly, schema: { params: chatIdParams } }, async (request, reply) => {
    const { chatId } = request.params as { chatId: string };
    return sendChatOrEmpty(reply, await historyChat(ctx.db, requestCaller(request), chatId, CHAT_STATUS.UNATTENDED));
  });
}
