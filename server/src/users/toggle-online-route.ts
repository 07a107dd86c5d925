import type { FastifyInstance } from 'fastify';
import { authGuard, authOf } from '../auth';
import type { AppContext } from '../context';
import { toggleOnline } from './online-status';
import { NO_INPUT } from '../http/route-input';

export function registerToggleOnlineRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get('/users/toggle-online', { onRequest: authGuard(ctx), schema: NO_INPUT }, async (request) => {
    return { isOnline: await toggleOnline(ctx, authOf(request).user.id) };
  });
}
