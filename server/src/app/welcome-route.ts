import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ClientListEntry, WelcomeResponse } from 'shared-kernel/contracts';
import { authGuard, authOf } from '../auth';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { forbidden } from '../http/http-error';
import { roleFlags, toUserInfo } from '../auth';
import { NO_INPUT } from '../http/route-input';
import { routingActive } from '../routing';

/** Every account owner: the clients a super admin can act for. */
async function listClients(db: Db): Promise<ClientListEntry[]> {
  return db
    .select({ _id: users.id, fullName: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.role, 'client'))
    .orderBy(asc(users.fullName), asc(users.email));
}

export function registerWelcomeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = authGuard(ctx);

  app.get('/users/welcome-user', { onRequest: guard, schema: NO_INPUT }, async (request): Promise<WelcomeResponse> => {
    const { user, isSuperAdmin, accountId } = authOf(request);
    const { isClient, isAdmin } = roleFlags(user);
    // Issue 27: whether the live chat area shows its Queue card from the start.
    const userinfo = [{ ...toUserInfo(user), routingInUse: await routingActive(ctx, accountId) }];
    return {
      clients: isSuperAdmin ? await listClients(ctx.db) : [],
      welcome: { email: user.email, userinfo, clientId: user.clientId, isClient, isAdmin },
      isClient,
      isAdmin,
      userinfo,
    };
  });

  app.get('/users/get-all-clients', { onRequest: guard, schema: NO_INPUT }, async (request): Promise<ClientListEntry[]> => {
    if (!authOf(request).isSuperAdmin) throw forbidden('Only a super admin can list clients');
    return listClients(ctx.db);
  });
}
