import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { rowsOf } from '../db/json-row';
import { users, USER_STATUS } from '../db/schema';
import { changeAvailability, type ChangedAvailability } from '../users';
import { rooms } from '../realtime/socket-types';
import { pushAvailability } from '../visitors';

export const DEACTIVATED_NOTICE = 'Your account has been deactivated. Please contact your administrator.';

/**
 * Status 3 and offline; the agent's consoles hear `server:agent_deactivated` first (so they sign
 * out at once), then every login ends and every socket of the agent is dropped.
 */
export async function deactivateAgent(ctx: AppContext, agent: { id: string; accountId: string; isOnline: boolean; profilePhoto: string | null }): Promise<void> {
  const statusSet = sql`, status = ${USER_STATUS.deactivated}`;
  const [changed] = rowsOf<ChangedAvailability>(await ctx.db.execute(changeAvailability([agent.id], false, 'deactivated', statusSet)));
  // The value the statement replaced: an agent who went offline since the caller read them is not announced.
  const wasOnline = changed ? changed.was_online : agent.isOnline;
  ctx.audience.forget(agent.accountId);
  ctx.io.to(rooms.user(agent.id)).emit('server:agent_deactivated', { agentId: agent.id, message: DEACTIVATED_NOTICE });
  await ctx.sessions.endAllOf(agent.id);
  ctx.io.in(rooms.user(agent.id)).disconnectSockets(true);
  if (wasOnline) {
    ctx.io.to(rooms.account(agent.accountId)).emit('agent_status', { agentId: agent.id, status: 'offline', photo: agent.profilePhoto });
    await pushAvailability(ctx, agent.accountId);
  }
}

export async function activateAgent(ctx: AppContext, agent: { id: string; accountId: string }): Promise<void> {
  await ctx.db.update(users).set({ status: USER_STATUS.active, updatedAt: new Date() }).where(eq(users.id, agent.id));
  ctx.audience.forget(agent.accountId);
}
