// Who may manage whom among an account's staff (issue 12's rule): owners, co-admins and the super admin
// manage every member of the account's staff; managers manage its agents only (not the owner, co-admins
// or other managers); agents manage no one. Another account's user, or the owner, reads as unknown.
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { authOf } from '../auth';
import type { AppContext } from '../context';
import { users, type UserRow } from '../db/schema';
import { forbidden, notFound } from '../http/http-error';
import { roleFlags } from '../auth';

export const STAFF_MESSAGES = {
  agentsOnly: 'Only an admin, co-admin or manager of the account can manage its agents',
  managersManageAgents: 'A manager can only manage agents',
  notFound: 'Agent not found',
} as const;

/** The staff member `userId` of the caller's account, if the caller may manage them (403/404 otherwise). */
export async function manageableStaff(ctx: AppContext, request: FastifyRequest, userId: string): Promise<UserRow> {
  const { user, accountId } = authOf(request);
  const { isAdmin, isClient } = roleFlags(user);
  if (!isAdmin && !isClient && user.role !== 'manager') throw forbidden(STAFF_MESSAGES.agentsOnly);
  const [target] = await ctx.db.select().from(users).where(and(eq(users.id, userId), eq(users.clientId, accountId))).limit(1);
  if (!target) throw notFound(STAFF_MESSAGES.notFound);
  if (user.role === 'manager' && target.role !== 'agent') throw forbidden(STAFF_MESSAGES.managersManageAgents);
  return target;
}
