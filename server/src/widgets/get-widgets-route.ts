import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Widget } from 'shared-kernel/contracts';
import { authGuard, authOf } from '../auth/auth-guard';
import type { AppContext } from '../context';
import { widgets } from '../db/schema';
import { toWidget } from './widget-view';
import { NO_INPUT_BODY } from '../http/route-input';

/** Every widget of the account the caller works for (agents included; a super admin's selected account). */
export function registerGetWidgetsRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post('/widget/get-widgets', { onRequest: authGuard(ctx), schema: NO_INPUT_BODY }, async (request): Promise<Widget[]> => {
    const rows = await ctx.db
      .select()
      .from(widgets)
      .where(eq(widgets.clientId, authOf(request).accountId))
      .orderBy(asc(widgets.createdAt), asc(widgets.widgetName));
    return rows.map(toWidget);
  });
}
