// The account's webhook endpoints: listed, added (the secret answered once), edited, paused, resumed,
// deleted and their secret rotated, by owners and co-admins. Where an endpoint points is checked here
// as well as before every attempt.
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StatusAnswer } from 'shared-kernel/contracts';
import type { WebhookEndpointView, WebhookSecretAnswer } from 'shared-kernel/integrations';
import { webhookEndpointSchema, type WebhookEndpointForm } from 'shared-kernel/integrations';
import { accountAdminOnly, authGuard, authOf } from '../auth';
import type { AppContext } from '../context';
import { webhookEndpoints, type WebhookEndpointRow } from '../db/schema';
import { badRequest, notFound } from '../http/http-error';
import { idParams } from '../http/input-schemas';
import { NO_INPUT, NO_INPUT_BODY } from '../http/route-input';
import { text } from '../http/valued-text';
import { toEndpointView } from './endpoint-view';
import { kickDrain } from './webhook-drain';
import { newWebhookSecret, PREVIOUS_SECRET_VALID_MS } from './webhook-signature';
import { checkWebhookTarget, isCheckedTarget } from './webhook-target';

type IdParams = { Params: { id: string } };

export const WEBHOOK_NOT_FOUND = 'Webhook endpoint not found';
/** An account keeps at most this many endpoints: each event is written once per endpoint. */
export const MAX_ENDPOINTS = 20;

async function checkedForm(ctx: AppContext, form: WebhookEndpointForm): Promise<WebhookEndpointForm> {
  const target = await checkWebhookTarget(form.url, ctx.settings);
  if (!isCheckedTarget(target)) throw badRequest(target);
  return { ...form, events: [...new Set(form.events)] };
}

/** The caller's account's endpoint, or 404 (another account's is not found either). */
export async function ownEndpoint(ctx: AppContext, request: FastifyRequest, id: string): Promise<WebhookEndpointRow> {
  const [row] = await ctx.db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.clientId, authOf(request).accountId)))
    .limit(1);
  if (!row) throw notFound(WEBHOOK_NOT_FOUND);
  return row;
}

async function updated(ctx: AppContext, id: string, changes: Partial<WebhookEndpointRow>): Promise<WebhookEndpointRow> {
  const [row] = await ctx.db.update(webhookEndpoints).set({ ...changes, updatedAt: new Date() }).where(eq(webhookEndpoints.id, id)).returning();
  if (!row) throw notFound(WEBHOOK_NOT_FOUND);
  return row;
}

export function registerWebhookEndpointRoutes(app: FastifyInstance, ctx: AppContext): void {
  const onRequest = [authGuard(ctx), accountAdminOnly];

  app.get('/integrations/webhooks', { onRequest, schema: NO_INPUT }, async (request): Promise<WebhookEndpointView[]> => {
    const rows = await ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.clientId, authOf(request).accountId)).orderBy(asc(webhookEndpoints.createdAt));
    return rows.map(toEndpointView);
  });

  app.post('/integrations/webhooks', { onRequest, schema: { body: webhookEndpointSchema } }, async (request): Promise<WebhookSecretAnswer> => {
    const accountId = authOf(request).accountId;
    const form = await checkedForm(ctx, request.body as WebhookEndpointForm);
    const count = await ctx.db.$count(webhookEndpoints, eq(webhookEndpoints.clientId, accountId));
    if (count >= MAX_ENDPOINTS) throw badRequest(text('An account can have at most {max, plural, one {{max} webhook endpoint} other {{max} webhook endpoints}}', { max: MAX_ENDPOINTS }));
    const secret = newWebhookSecret();
    const [row] = await ctx.db
      .insert(webhookEndpoints)
      .values({ id: randomUUID(), clientId: accountId, url: form.url, description: form.description, events: form.events, includeNotes: form.includeNotes, secret })
      .returning();
    return { endpoint: toEndpointView(row), secret };
  });

  app.patch<IdParams>('/integrations/webhooks/:id', { onRequest, schema: { params: idParams, body: webhookEndpointSchema } }, async (request): Promise<WebhookEndpointView> => {
    const endpoint = await ownEndpoint(ctx, request, request.params.id);
    const form = await checkedForm(ctx, request.body as WebhookEndpointForm);
    return toEndpointView(await updated(ctx, endpoint.id, { url: form.url, description: form.description, events: form.events, includeNotes: form.includeNotes }));
  });

  app.delete<IdParams>('/integrations/webhooks/:id', { onRequest, schema: { params: idParams } }, async (request): Promise<StatusAnswer> => {
    const endpoint = await ownEndpoint(ctx, request, request.params.id);
    // Its deliveries go with it: a drain running now finds no endpoint and stops.
    await ctx.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    await ctx.webhookDeliveries.forgetEndpoint(endpoint.id);
    return { statusCode: 200, message: 'Webhook endpoint deleted' };
  });

  app.post<IdParams>('/integrations/webhooks/:id/pause', { onRequest, schema: { params: idParams, body: NO_INPUT_BODY.body } }, async (request): Promise<WebhookEndpointView> => {
    const endpoint = await ownEndpoint(ctx, request, request.params.id);
    if (endpoint.pausedAt) return toEndpointView(endpoint);
    return toEndpointView(await updated(ctx, endpoint.id, { pausedAt: new Date(), pausedReason: 'manual' }));
  });

  app.post<IdParams>('/integrations/webhooks/:id/resume', { onRequest, schema: { params: idParams, body: NO_INPUT_BODY.body } }, async (request): Promise<WebhookEndpointView> => {
    const endpoint = await ownEndpoint(ctx, request, request.params.id);
    const row = await updated(ctx, endpoint.id, { pausedAt: null, pausedReason: null, failureStreak: 0 });
    // What waited while it was paused goes out now.
    await kickDrain(ctx, row.id);
    return toEndpointView(row);
  });

  app.post<IdParams>('/integrations/webhooks/:id/rotate-secret', { onRequest, schema: { params: idParams, body: NO_INPUT_BODY.body } }, async (request): Promise<WebhookSecretAnswer> => {
    const endpoint = await ownEndpoint(ctx, request, request.params.id);
    const secret = newWebhookSecret();
    const row = await updated(ctx, endpoint.id, { secret, previousSecret: endpoint.secret, previousSecretUntil: new Date(Date.now() + PREVIOUS_SECRET_VALID_MS) });
    return { endpoint: toEndpointView(row), secret };
  });
}
