import type { FastifyInstance } from 'fastify';
import { authGuard, authOf } from '../auth';
import { visibleOpenChat } from '../chats';
import type { AppContext } from '../context';
import { badRequest, notFound } from '../http/http-error';
import { stripePublicKeyOf } from './widget-stripe';
import { string } from 'yup';
import { visitorIdBody } from '../http/input-schemas';

/**
 * POST /visitor/get-stripe-public-key { visitorId, chatId, ... }: the publishable key of the widget
 * the guest's open chat came from, for a caller who may see that chat (the answer keeps the spec's
 * spelling `publick_key`).
 */
export function registerStripeKeyRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post('/visitor/get-stripe-public-key', { onRequest: authGuard(ctx), schema: { body: visitorIdBody.shape({ chatId: string() }) } }, async (request): Promise<{ publick_key: string }> => {
    const auth = authOf(request);
    const body = (request.body ?? {}) as { visitorId?: unknown; chatId?: unknown };
    const { chat } = await visibleOpenChat(ctx, { userId: auth.user.id, role: auth.user.role, accountId: auth.accountId }, body.visitorId);
    if (!chat) throw badRequest('The chat has already ended');
    if (body.chatId !== undefined && body.chatId !== chat.id) throw notFound('Chat not found');
    return { publick_key: await stripePublicKeyOf(ctx, chat.widgetId) };
  });
}
