import { and, eq, or, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { departmentMembers, users, USER_STATUS } from '../db/schema';
import { roleFlags } from '../auth';
import { departmentsAllow } from './widget-departments';

/** An active user of an account as far as guest visibility is concerned. */
export interface AccountAgent {
  userId: string;
  /** Clients (and the super admin) see every guest of the account. */
  unrestricted: boolean;
  isOnline: boolean;
  departments: string[];
  /** Issue 27: chats they may hold at once (null = no limit). */
  chatLimit: number | null;
  /** Issue 27: counted as routing capacity (agents and managers, and anyone with a chat limit). */
  routable: boolean;
}

/** The active users of an account with their department ids (one statement: it runs for every guest event). */
export async function accountAgents(db: Db, accountId: string): Promise<AccountAgent[]> {
  const rows = await db
    .select({
      id: users.id,
      role: users.role,
      isOnline: users.isOnline,
      chatLimit: users.chatLimit,
      departments: sql<string[]>`coalesce((
        select json_agg(${departmentMembers.departmentId}) from ${departmentMembers} where ${departmentMembers.userId} = ${users.id}
      ), '[]'::json)`,
    })
    .from(users)
    .where(and(or(eq(users.id, accountId), eq(users.clientId, accountId)), eq(users.status, USER_STATUS.active)));
  return rows.map((row) => {
    return {
      userId: row.id,
      unrestricted: servesEveryDepartment(row.role),
      isOnline: row.isOnline,
      departments: row.departments,
      chatLimit: row.chatLimit,
      routable: isRoutable(row.role, row.chatLimit),
    };
  });
}

/**
 * Issue 27: who counts as room for chats and is offered them automatically: agents and managers, and an
 * owner or co-admin only once they set themselves a chat limit (else they supervise and pick chats by hand).
 */
export function isRoutable(role: string, chatLimit: number | null): boolean {
  return role === 'agent' || role === 'manager' || chatLimit !== null;
}

/** Owners, co-admins and the super admin serve every guest of the account; agents and managers only their departments'. */
export function servesEveryDepartment(role: string): boolean {
  const flags = roleFlags({ role: role as Parameters<typeof roleFlags>[0]['role'] });
  return flags.isClient || flags.isAdmin;
}

/** What a user may see of the account's guests and chats. */
export interface GuestViewer {
  unrestricted: boolean;
  departments: string[];
}

export async function viewerFor(db: Db, user: { id: string; role: string }): Promise<GuestViewer> {
  const unrestricted = servesEveryDepartment(user.role);
  if (unrestricted) return { unrestricted, departments: [] };
  const rows = await db.select({ id: departmentMembers.departmentId }).from(departmentMembers).where(eq(departmentMembers.userId, user.id));
  return { unrestricted, departments: rows.map((row) => row.id) };
}

export function mayServe(agent: Pick<AccountAgent, 'unrestricted' | 'departments'>, widgetDepartments: readonly string[]): boolean {
  return departmentsAllow(agent.unrestricted, agent.departments, widgetDepartments);
}

/** The online users of the account allowed to hear about a widget's guests. */
export async function eligibleOnlineAgents(ctx: Pick<AppContext, 'audience'>, accountId: string, widgetDepartments: readonly string[]): Promise<string[]> {
  const agents = await ctx.audience.of(accountId);
  return agents.filter((agent) => agent.isOnline && mayServe(agent, widgetDepartments)).map((agent) => agent.userId);
}
