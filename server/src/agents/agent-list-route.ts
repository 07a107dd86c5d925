import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Agent, AgentStatusCode } from 'shared-kernel/contracts';
import { authGuard, authOf } from '../auth/auth-guard';
import type { AppContext } from '../context';
import { departmentMembers, departments, users } from '../db/schema';
import { forbidden } from '../http/http-error';
import { NO_INPUT } from '../http/route-input';

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
      .select({ id: users.id, email: users.email, status: users.status, isOnline: users.isOnline, role: users.role, fullName: users.fullName, photo: users.profilePhoto })
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
    return staff.map((row) => ({
      _id: row.id,
      email: row.email,
      status: row.status as AgentStatusCode,
      isOnline: row.isOnline,
      departments: memberships.filter((m) => m.userId === row.id).map(({ _id, title }) => ({ _id, title })),
      // Shifts are stored with the agents area; none yet.
      shifts: [],
      my_role: [{ slug: row.role }],
      userinfo: [{ userId: row.id, fullName: row.fullName, profilePhoto: row.photo ? { fileName: row.photo } : null }],
      clientId: accountId,
    }));
  });
}
