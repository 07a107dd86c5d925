import type { FastifyInstance } from 'fastify';
import { authGuard, authOf } from '../auth/auth-guard';
import type { AppContext } from '../context';
import { toggleOnline } from './online-status';

export function registerToggleOnlineRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get('/users/toggle-online', { preHandler: authGuard(ctx) }, async (request) => {
    return { isOnline: await toggleOnline(ctx, authOf(request).user.id) };
  });
}
