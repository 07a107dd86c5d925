// Who a chat may be transferred to: the online, active staff who may serve it (not its holder), with their
// departments and how many chats they hold now; and the account's departments with their online agents.
import { and, eq, or, sql } from 'drizzle-orm';
import type { TransferTargets } from 'shared-kernel/contracts';
import { widgetDepartmentsOf } from '../chats';
import type { AppContext } from '../context';
import { chats, departmentMembers, departments, users, USER_STATUS, type ChatRow } from '../db/schema';
import { mayServe } from '../visitors';

export async function transferTargetsOf(ctx: AppContext, chat: ChatRow): Promise<TransferTargets> {
  const accountId = chat.clientId;
  const [staff, departmentRows, memberRows, heldRows, widgetDepartments] = await Promise.all([
    ctx.db
      .select({ id: users.id, fullName: users.fullName, role: users.role, isOnline: users.isOnline, photo: users.profilePhoto })
      .from(users)
      .where(and(or(eq(users.id, accountId), eq(users.clientId, accountId)), eq(users.status, USER_STATUS.active))),
    ctx.db.select({ id: departments.id, title: departments.title }).from(departments).where(eq(departments.clientId, accountId)),
    ctx.db
      .select({ userId: departmentMembers.userId, departmentId: departmentMembers.departmentId })
      .from(departmentMembers)
      .innerJoin(departments, eq(departments.id, departmentMembers.departmentId))
      .where(eq(departments.clientId, accountId)),
    ctx.db
      .select({ agentId: chats.agentId, held: sql<number>`count(*)::int` })
      .from(chats)
      .where(and(eq(chats.clientId, accountId), eq(chats.state, 'active')))
      .groupBy(chats.agentId),
    widgetDepartmentsOf(ctx, chat.widgetId),
  ]);
  const titles = new Map(departmentRows.map((row) => [row.id, row.title]));
  const membership = new Map<string, string[]>();
  for (const row of memberRows) membership.set(row.userId, [...(membership.get(row.userId) ?? []), row.departmentId]);
  const held = new Map(heldRows.map((row) => [row.agentId, row.held]));
  const audience = new Map((await ctx.audience.of(accountId)).map((agent) => [agent.userId, agent]));
  const agents = staff
    .filter((user) => user.isOnline && user.id !== chat.agentId)
    .filter((user) => {
      const agent = audience.get(user.id);
      return agent !== undefined && (mayServe(agent, chat.widgetDepartments) || mayServe(agent, widgetDepartments));
    })
    .map((user) => {
      const own = membership.get(user.id) ?? [];
      return {
        agentId: user.id,
        fullName: user.fullName,
        role: user.role,
        status: 'online' as const,
        photo: user.photo,
        departments: own.map((id) => ({ id, name: titles.get(id) ?? '' })),
        chatsHeld: held.get(user.id) ?? 0,
      };
    })
    .sort((a, b) => a.chatsHeld - b.chatsHeld || a.fullName.localeCompare(b.fullName));
  const online = new Set(staff.filter((user) => user.isOnline).map((user) => user.id));
  const departmentsList = departmentRows
    .map((row) => ({
      departmentId: row.id,
      name: row.title,
      onlineAgents: memberRows.filter((member) => member.departmentId === row.id && online.has(member.userId)).length,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { agents, departments: departmentsList };
}
