// An endpoint's delivery log (the last 7 days), a failed delivery sent again, and a test event.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte } from 'drizzle-orm';
import { object, string } from 'yup';
import type { FastifyInstance } from 'fastify';
import { type Paginated } from 'shared-kernel/contracts';
import { type WebhookDeliveryView } from 'shared-kernel/integrations';
import { WEBHOOK_LOG_DAYS } from 'shared-kernel/integrations';
import { accountAdminOnly, authGuard, authOf } from '../auth';
import type { AppContext } from '../context';
import { webhookDeliveries } from '../db/schema';
import { pageFields } from '../history';
import { conflict, notFound } from '../http/http-error';
import { idParams } from '../http/input-schemas';
import { NO_INPUT_BODY } from '../http/route-input';
import { TEST_KEY_PREFIX } from './delivery-store';
import { toDeliveryView } from './endpoint-view';
import { ownEndpoint } from './endpoint-routes';
import type { WebhookBody } from './webhook-body';
import { kickDrain } from './webhook-drain';

export const DELIVERY_NOT_FOUND = 'Delivery not found';
export const DELIVERY_NOT_FAILED = 'Only a failed delivery can be sent again';

const logQuery = object({ take: pageFields.take, page: pageFields.page });
const deliveryParams = object({ id: string().required(), deliveryId: string().required() });

type LogRequest = { Params: { id: string }; Querystring: { take: number; page: number } };
type DeliveryRequest = { Params: { id: string; deliveryId: string } };

export function registerDeliveryLogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const onRequest = [authGuard(ctx), accountAdminOnly];

  app.get<LogRequest>('/integrations/webhooks/:id/deliveries', { onRequest, schema: { params: idParams, querystring: logQuery } }, async (request): Promise<Paginated<WebhookDeliveryView>> => {
    const endpoint = await ownEndpoint(ctx, request, request.params.id);
    const { take, page } = request.query;
    const since = new Date(Date.now() - WEBHOOK_LOG_DAYS * 24 * 60 * 60 * 1000);
    const deliveries = await ctx.webhookDeliveries.db();
    const rows = await deliveries
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.endpointId, endpoint.id), gte(webhookDeliveries.createdAt, since)))
      .orderBy(desc(webhookDeliveries.seq))
      .limit(take + 1)
      .offset((page - 1) * take);
    return { data: rows.slice(0, take).map(toDeliveryView), meta: { hasNextPage: rows.length > take, itemCount: Math.min(rows.length, take), page, take } };
  });

  app.post<DeliveryRequest>('/integrations/webhooks/:id/deliveries/:deliveryId/resend', { onRequest, schema: { params: deliveryParams, body: NO_INPUT_BODY.body } }, async (request): Promise<WebhookDeliveryView> => {
    const endpoint = await ownEndpoint(ctx, request, request.params.id);
    const now = new Date();
    const deliveries = await ctx.webhookDeliveries.db();
    // The same delivery id again: a receiver that did take it after all drops the repeat.
    const [row] = await deliveries
      .update(webhookDeliveries)
      .set({ state: 'pending', dueAt: now, nextAttemptAt: now, leasedUntil: null })
      .where(and(eq(webhookDeliveries.id, request.params.deliveryId), eq(webhookDeliveries.endpointId, endpoint.id), eq(webhookDeliveries.state, 'failed')))
      .returning();
    if (!row) {
      const [exists] = await deliveries
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.id, request.params.deliveryId), eq(webhookDeliveries.endpointId, endpoint.id)));
      throw exists ? conflict(DELIVERY_NOT_FAILED) : notFound(DELIVERY_NOT_FOUND);
    }
    await kickDrain(ctx, endpoint.id);
    return toDeliveryView(row);
  });

  app.post<{ Params: { id: string } }>('/integrations/webhooks/:id/test', { onRequest, schema: { params: idParams, body: NO_INPUT_BODY.body } }, async (request): Promise<WebhookDeliveryView> => {
    const endpoint = await ownEndpoint(ctx, request, request.params.id);
    const auth = authOf(request);
    const id = `msg_${randomUUID().replaceAll('-', '')}`;
    const body: WebhookBody = {
      id,
      event: 'webhook.test',
      occurredAt: new Date().toISOString(),
      accountId: auth.accountId,
      data: { endpointId: endpoint.id, sentBy: auth.user.fullName, note: 'A test event: if you can read this, the endpoint works.' },
    };
    const [row] = await (await ctx.webhookDeliveries.db())
      .insert(webhookDeliveries)
      .values({ id, endpointId: endpoint.id, clientId: auth.accountId, event: 'webhook.test', orderKey: `${TEST_KEY_PREFIX}${id}`, body: JSON.stringify(body) })
      .returning();
    await kickDrain(ctx, endpoint.id);
    return toDeliveryView(row);
  });
}
