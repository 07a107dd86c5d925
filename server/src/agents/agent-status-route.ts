import type { InferType } from 'yup';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { object, string } from 'yup';
import { authGuard, authOf } from '../auth/auth-guard';
import type { AppContext } from '../context';
import { users, USER_STATUS } from '../db/schema';
import { badRequest, forbidden, notFound } from '../http/http-error';
import { activateAgent, deactivateAgent } from './agent-status';

export const AGENT_STATUS_MESSAGES = {
  activated: 'Agent activated successfully',
  deactivated: 'Agent deactivated successfully',
  option: 'Option must be activate or deactivate',
  id: 'Please choose an agent',
  notAllowed: 'Only an admin can activate or deactivate agents',
  notFound: 'Agent not found',
  self: 'You cannot change your own status',
};

// Not a form of the spec, so no shared schema: the body of PATCH /users/agent-status-toggle.
const agentStatusSchema = object({
  option: string()
    .required(AGENT_STATUS_MESSAGES.option)
    .oneOf(['activate', 'deactivate'] as const, AGENT_STATUS_MESSAGES.option),
  id: string().trim().required(AGENT_STATUS_MESSAGES.id),
});

/** Owners, co-admins and the super admin (acting for an account) switch a user of that account on or off. */
export function registerAgentStatusRoute(app: FastifyInstance, ctx: AppContext): void {
  app.patch('/users/agent-status-toggle', { onRequest: authGuard(ctx), schema: { body: agentStatusSchema } }, async (request) => {
    const { user, accountId } = authOf(request);
    if (user.role !== 'client' && user.role !== 'co_client' && user.role !== 'admin') throw forbidden(AGENT_STATUS_MESSAGES.notAllowed);
    const body = request.body as InferType<typeof agentStatusSchema>;
    if (body.id === user.id) throw badRequest(AGENT_STATUS_MESSAGES.self);

    const [agent] = await ctx.db
      .select({ id: users.id, isOnline: users.isOnline, profilePhoto: users.profilePhoto })
      .from(users)
      .where(and(eq(users.id, body.id), eq(users.clientId, accountId)))
      .limit(1);
    if (!agent) throw notFound(AGENT_STATUS_MESSAGES.notFound);

    if (body.option === 'deactivate') {
      await deactivateAgent(ctx, { ...agent, accountId });
      return { statusCode: 200, message: AGENT_STATUS_MESSAGES.deactivated, _id: agent.id, status: USER_STATUS.deactivated };
    }
    await activateAgent(ctx, { id: agent.id, accountId });
    return { statusCode: 200, message: AGENT_STATUS_MESSAGES.activated, _id: agent.id, status: USER_STATUS.active };
  });
}
