import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Agent, Department } from 'shared-kernel/contracts';
import { authGuard, authOf } from '../auth';
import type { AppContext } from '../context';
import { departmentMembers, departments, users, type UserRow } from '../db/schema';
import { forbidden } from '../http/http-error';
import { NO_INPUT } from '../http/route-input';

/** A staff member in the spec's Agent shape (001 §3). */
export function toAgent(row: UserRow, memberOf: Department[]): Agent {
  return {
    _id: row.id,
    email: row.email,
    status: row.status,
    isOnline: row.isOnline,
    departments: memberOf,
    shifts: row.shifts,
    my_role: [{ slug: row.role }],
    userinfo: [{ userId: row.id, fullName: row.fullName, profilePhoto: row.profilePhoto ? { fileName: row.profilePhoto } : null }],
    clientId: row.clientId ?? row.id,
    chatLimit: row.chatLimit,
  };
}

export const AGENT_LIST_REFUSED = 'Only an admin, co-admin or manager of the account can list its agents';

/**
 * GET /users/agent-list (spec 001 §7): the account's staff other than its owner (co-admins, managers and
 * agents, deactivated ones included) with their departments, by name. Owners, co-admins and managers ask
 * (the history's agent filter, the Agents screen); agents are refused.
 */
export function registerAgentListRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get('/users/agent-list', { onRequest: authGuard(ctx), schema: NO_INPUT }, async (request): Promise<Agent[]> => {
    const { user, accountId } = authOf(request);
    if (user.role === 'agent') throw forbidden(AGENT_LIST_REFUSED);
    const staff = await ctx.db
      .select()
      .from(users)
      .where(and(eq(users.clientId, accountId), ne(users.role, 'admin')))
      .orderBy(asc(users.fullName), asc(users.email));
    const memberships = staff.length
      ? await ctx.db
          .select({ userId: departmentMembers.userId, _id: departments.id, title: departments.title })
          .from(departmentMembers)
          .innerJoin(departments, eq(departments.id, departmentMembers.departmentId))
          .where(and(eq(departments.clientId, accountId), inArray(departmentMembers.userId, staff.map((row) => row.id))))
          .orderBy(asc(departments.title))
      : [];
    return staff.map((row) =>
      toAgent(
        row,
        memberships.filter((m) => m.userId === row.id).map(({ _id, title }) => ({ _id, title })),
      ),
    );
  });
}
