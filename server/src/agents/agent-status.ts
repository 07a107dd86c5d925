import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { users, USER_STATUS } from '../db/schema';
import { rooms } from '../realtime/socket-types';
import { pushAvailability } from '../visitors/visitor-broadcast';

export const DEACTIVATED_NOTICE = 'Your account has been deactivated. Please contact your administrator.';

/**
 * Status 3 and offline; the agent's consoles hear `server:agent_deactivated` first (so they sign
 * out at once), then every login ends and every socket of the agent is dropped.
 */
export async function deactivateAgent(ctx: AppContext, agent: { id: string; accountId: string; isOnline: boolean; profilePhoto: string | null }): Promise<void> {
  await ctx.db.update(users).set({ status: USER_STATUS.deactivated, isOnline: false, updatedAt: new Date() }).where(eq(users.id, agent.id));
  ctx.audience.forget(agent.accountId);
  ctx.io.to(rooms.user(agent.id)).emit('server:agent_deactivated', { agentId: agent.id, message: DEACTIVATED_NOTICE });
  await ctx.sessions.endAllOf(agent.id);
  ctx.io.in(rooms.user(agent.id)).disconnectSockets(true);
  if (agent.isOnline) {
    ctx.io.to(rooms.account(agent.accountId)).emit('agent_status', { agentId: agent.id, status: 'offline', photo: agent.profilePhoto });
    await pushAvailability(ctx, agent.accountId);
  }
}

export async function activateAgent(ctx: AppContext, agent: { id: string; accountId: string }): Promise<void> {
  await ctx.db.update(users).set({ status: USER_STATUS.active, updatedAt: new Date() }).where(eq(users.id, agent.id));
  ctx.audience.forget(agent.accountId);
}
