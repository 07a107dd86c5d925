import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DepartmentGroup, DepartmentMember } from 'shared-kernel/contracts';
import { authGuard, authOf } from '../auth';
import type { AppContext } from '../context';
import { departmentMembers, departments, users } from '../db/schema';
import { forbidden } from '../http/http-error';
import { NO_INPUT } from '../http/route-input';
import { roleFlags } from '../auth';

export const BY_DEPARTMENT_REFUSED = 'Only an admin, co-admin or manager of the account can list its departments';

/**
 * GET /users/by-department (spec 001 §7): each department of the account as a group, the department first
 * and then its members (the widget editor's department picker, the Departments tab, the agent form's
 * department choice). Owners, co-admins and the super admin read it, and managers too, since they set their
 * agents' departments; agents are refused. Creating, renaming and deleting departments stays with admins.
 */
export function registerByDepartmentRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get('/users/by-department', { onRequest: authGuard(ctx), schema: NO_INPUT }, async (request): Promise<DepartmentGroup[]> => {
    const { user, accountId } = authOf(request);
    const { isAdmin, isClient } = roleFlags(user);
    if (!isAdmin && !isClient && user.role !== 'manager') throw forbidden(BY_DEPARTMENT_REFUSED);
    const groups = await ctx.db
      .select({ _id: departments.id, title: departments.title })
      .from(departments)
      .where(eq(departments.clientId, accountId))
      .orderBy(asc(departments.title), asc(departments.createdAt));
    const members = await ctx.db
      .select({ departmentId: departmentMembers.departmentId, _id: users.id, email: users.email, status: users.status, fullName: users.fullName })
      .from(departmentMembers)
      .innerJoin(departments, eq(departments.id, departmentMembers.departmentId))
      .innerJoin(users, eq(users.id, departmentMembers.userId))
      .where(eq(departments.clientId, accountId))
      .orderBy(asc(users.fullName), asc(users.email));
    const byDepartment = new Map<string, DepartmentMember[]>();
    for (const { departmentId, fullName, ...member } of members) {
      const list = byDepartment.get(departmentId) ?? [];
      list.push({ ...member, userinfo: [{ fullName }] });
      byDepartment.set(departmentId, list);
    }
    return groups.map((department): DepartmentGroup => [department, ...(byDepartment.get(department._id) ?? [])]);
  });
}
