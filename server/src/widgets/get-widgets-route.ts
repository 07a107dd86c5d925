import type { FastifyInstance } from 'fastify';
import type { Widget } from 'shared-kernel/contracts';
import { authGuard, authOf } from '../auth';
import type { AppContext } from '../context';
import { NO_INPUT_BODY } from '../http/route-input';
import { liveWidgetsOf } from './widget-store';
import { toWidget } from './widget-view';

/** Every live widget of the account the caller works for (agents included; a super admin's selected account). */
export function registerGetWidgetsRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post('/widget/get-widgets', { onRequest: authGuard(ctx), schema: NO_INPUT_BODY }, async (request): Promise<Widget[]> => {
    const rows = await liveWidgetsOf(ctx.db, authOf(request).accountId);
    return rows.map(toWidget);
  });
}
