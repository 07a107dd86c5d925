import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AutoMessage, StatusAnswer } from 'shared-kernel/contracts';
import { autoMessageSchema, type AutoMessageForm } from 'shared-kernel/validation';
import { accountAdminOnly } from '../auth';
import { authGuard, authOf } from '../auth';
import type { AppContext } from '../context';
import { autoMessages, widgets, type AutoMessageRow } from '../db/schema';
import { notFound } from '../http/http-error';
import { idParams } from '../http/input-schemas';
import { NO_INPUT } from '../http/route-input';
import { isLiveWidget, ownLiveWidget } from '../widgets';
import { toAutoMessage, type AutoMessageWidget } from './auto-message-view';

type IdParams = { Params: { id: string } };

export const AUTO_MESSAGE_NOT_FOUND = 'Auto message not found';

const WIDGET_FIELDS = { id: widgets.id, domain: widgets.domain, pluginId: widgets.pluginId, widgetName: widgets.widgetName };

/** One auto message of the caller's account with its (live) widget; 404 for another account's or an unknown id. */
async function ownAutoMessage(ctx: AppContext, request: FastifyRequest<IdParams>): Promise<{ row: AutoMessageRow; widget: AutoMessageWidget }> {
  const [found] = await ctx.db
    .select({ row: autoMessages, widget: WIDGET_FIELDS })
    .from(autoMessages)
    .innerJoin(widgets, and(eq(widgets.id, autoMessages.widgetId), isLiveWidget))
    .where(and(eq(autoMessages.id, request.params.id), eq(autoMessages.clientId, authOf(request).accountId)))
    .limit(1);
  if (!found) throw notFound(AUTO_MESSAGE_NOT_FOUND);
  return found;
}

const fieldsOf = (form: AutoMessageForm) => ({ title: form.title, message: form.message, pagePath: form.pagePath ?? null, timer: form.timer });

/**
 * The account's auto (smart) messages: every role reads them; create, edit and delete are for admin and
 * client roles (403 for agents and managers). widgetId must name a live widget of the account (404).
 */
export function registerAutoMessageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const reader = { onRequest: authGuard(ctx) };
  const writer = { onRequest: [authGuard(ctx), accountAdminOnly] };

  app.get('/smart-message/get-smart-messages', { ...reader, schema: NO_INPUT }, async (request): Promise<AutoMessage[]> => {
    const rows = await ctx.db
      .select({ row: autoMessages, widget: WIDGET_FIELDS })
      .from(autoMessages)
      .innerJoin(widgets, and(eq(widgets.id, autoMessages.widgetId), isLiveWidget))
      .where(eq(autoMessages.clientId, authOf(request).accountId))
      .orderBy(asc(autoMessages.createdAt), asc(autoMessages.id));
    return rows.map(({ row, widget }) => toAutoMessage(row, widget));
  });

  app.post('/smart-message/create', { ...writer, schema: { body: autoMessageSchema } }, async (request): Promise<AutoMessage> => {
    const auth = authOf(request);
    const form = request.body as AutoMessageForm;
    const widget = await ownLiveWidget(ctx.db, auth.accountId, form.widgetId);
    const [row] = await ctx.db
      .insert(autoMessages)
      .values({ id: randomUUID(), clientId: auth.accountId, widgetId: widget.id, createdBy: auth.user.id, ...fieldsOf(form) })
      .returning();
    return toAutoMessage(row, widget);
  });

  app.patch<IdParams>(
    '/smart-message/edit/:id',
    { ...writer, schema: { params: idParams, body: autoMessageSchema } },
    async (request): Promise<StatusAnswer & { data: AutoMessage }> => {
      const auth = authOf(request);
      const existing = await ownAutoMessage(ctx, request);
      const form = request.body as AutoMessageForm;
      const widget = await ownLiveWidget(ctx.db, auth.accountId, form.widgetId);
      const [row] = await ctx.db
        .update(autoMessages)
        .set({ ...fieldsOf(form), widgetId: widget.id, updatedAt: new Date() })
        .where(eq(autoMessages.id, existing.row.id))
        .returning();
      if (!row) throw notFound(AUTO_MESSAGE_NOT_FOUND);
      return { statusCode: 200, message: 'Auto message updated', data: toAutoMessage(row, widget) };
    },
  );

  app.delete<IdParams>('/smart-message/delete/:id', { ...writer, schema: { params: idParams } }, async (request): Promise<{ _id: string }> => {
    const { row } = await ownAutoMessage(ctx, request);
    await ctx.db.delete(autoMessages).where(eq(autoMessages.id, row.id));
    return { _id: row.id };
  });
}
