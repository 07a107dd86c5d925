import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { BlockedGuest } from 'shared-kernel/contracts';
import { authGuard, authOf } from '../auth';
import type { AppContext } from '../context';
import { users, visitors, widgets } from '../db/schema';
import { NO_INPUT } from '../http/route-input';

/**
 * GET /guest/get-all-blocked: the account's blocked guests that someone blocked, newest first, in one
 * statement (the partial index on blocked guests keeps it to those rows). `visitorId._id` is the guest's
 * widget visitor id, what block-unblock takes to unblock it.
 */
export function registerBlockedGuestsRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get('/guest/get-all-blocked', { onRequest: authGuard(ctx), schema: NO_INPUT }, async (request): Promise<BlockedGuest[]> => {
    const rows = await ctx.db
      .select({ visitor: visitors, pluginId: widgets.pluginId, domain: widgets.domain, blockerEmail: users.email })
      .from(visitors)
      .innerJoin(widgets, eq(widgets.id, visitors.widgetId))
      .leftJoin(users, eq(users.id, visitors.blockedBy))
      .where(and(eq(visitors.clientId, authOf(request).accountId), eq(visitors.isBlocked, true), isNotNull(visitors.blockedBy)))
      .orderBy(desc(visitors.blockedAt), desc(visitors.id));
    return rows.map(({ visitor, pluginId, domain, blockerEmail }) => ({
      _id: visitor.id,
      ipAddress: visitor.ipAddress,
      visitorId: { _id: visitor.visitorId, guestId: visitor.guestId },
      widgetId: { pluginId, domain },
      // A blocker whose account was removed since still blocked the guest: listed, so it can be unblocked.
      blockedBy: { email: blockerEmail ?? '' },
      created_at: (visitor.blockedAt ?? visitor.updatedAt).toISOString(),
    }));
  });
}
