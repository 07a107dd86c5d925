import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DepartmentGroup, DepartmentMember } from 'shared-kernel/contracts';
import { accountAdminOnly } from '../auth/account-admin';
import { authGuard, authOf } from '../auth/auth-guard';
import type { AppContext } from '../context';
import { departmentMembers, departments, users } from '../db/schema';
import { NO_INPUT } from '../http/route-input';

/**
 * GET /users/by-department (spec 001 §7, admins only): each department of the account as a group, the
 * department first and then its member agents (the widget editor's department picker, the Departments tab).
 */
export function registerByDepartmentRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get('/users/by-department', { onRequest: [authGuard(ctx), accountAdminOnly], schema: NO_INPUT }, async (request): Promise<DepartmentGroup[]> => {
    const accountId = authOf(request).accountId;
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
