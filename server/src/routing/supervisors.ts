import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { AgentReceiveEvents } from 'shared-kernel/contracts';
import type { AppContext } from '../context';
import { departmentMembers, users, USER_STATUS } from '../db/schema';
import { rooms } from '../realtime/socket-types';

export interface Supervisor {
  id: string;
  email: string;
  fullName: string;
  isOnline: boolean;
}

/**
 * Who hears of a waiting guest: the account's owner and co-admins, and the managers of the chat's
 * departments (every manager for a chat of no department).
 */
export async function supervisorsOf(ctx: AppContext, accountId: string, departments: readonly string[]): Promise<Supervisor[]> {
  const managerOfChat = departments.length
    ? sql`exists (select 1 from ${departmentMembers} where ${departmentMembers.userId} = ${users.id} and ${inArray(departmentMembers.departmentId, [...departments])})`
    : sql`true`;
  return ctx.db
    .select({ id: users.id, email: users.email, fullName: users.fullName, isOnline: users.isOnline })
    .from(users)
    .where(
      and(
        or(eq(users.id, accountId), eq(users.clientId, accountId)),
        eq(users.status, USER_STATUS.active),
        or(inArray(users.role, ['client', 'co_client']), and(eq(users.role, 'manager'), managerOfChat)),
      ),
    );
}

/** An event to these supervisors' consoles and to the super admin's consoles following the account. */
export function tellSupervisors<K extends 'chat-escalated' | 'agent-not-responding'>(
  ctx: AppContext,
  accountId: string,
  supervisors: readonly Pick<Supervisor, 'id'>[],
  event: K,
  payload: AgentReceiveEvents[K],
  extraUserIds: string[] = [],
): void {
  const targets = [...new Set([...supervisors.map((s) => s.id), ...extraUserIds])].map(rooms.user);
  const target = ctx.io.to([...targets, rooms.following(accountId)]);
  (target.emit as (name: K, body: AgentReceiveEvents[K]) => boolean).call(target, event, payload);
}
