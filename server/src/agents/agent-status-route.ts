import type { InferType } from 'yup';
import type { FastifyInstance } from 'fastify';
import { object, string } from 'yup';
import { authGuard, authOf } from '../auth';
import type { AppContext } from '../context';
import { USER_STATUS } from '../db/schema';
import { badRequest, forbidden } from '../http/http-error';
import { roleFlags } from '../auth';
import { activateAgent, deactivateAgent } from './agent-status';
import { manageableStaff } from './staff-access';

export const AGENT_STATUS_MESSAGES = {
  activated: 'Agent activated successfully',
  deactivated: 'Agent deactivated successfully',
  option: 'Option must be activate or deactivate',
  id: 'Please choose an agent',
  notAllowed: 'Only an admin, co-admin or manager of the account can activate or deactivate agents',
  self: 'You cannot change your own status',
};

// Not a form of the spec, so no shared schema: the body of PATCH /users/agent-status-toggle.
const agentStatusSchema = object({
  option: string()
    .required(AGENT_STATUS_MESSAGES.option)
    .oneOf(['activate', 'deactivate'] as const, AGENT_STATUS_MESSAGES.option),
  id: string().trim().required(AGENT_STATUS_MESSAGES.id),
});

/**
 * Switches a staff member of the account on or off, under the agents area's staff rule (staff-access.ts):
 * owners, co-admins and the super admin (acting for an account) anyone of the account's staff but
 * themselves; managers its agents only (403 for a co-admin or another manager); agents no one (403).
 * Another account's user, or the owner, is unknown (404).
 */
export function registerAgentStatusRoute(app: FastifyInstance, ctx: AppContext): void {
  app.patch('/users/agent-status-toggle', { onRequest: authGuard(ctx), schema: { body: agentStatusSchema } }, async (request) => {
    const { user, accountId } = authOf(request);
    const { isAdmin, isClient } = roleFlags(user);
    if (!isAdmin && !isClient && user.role !== 'manager') throw forbidden(AGENT_STATUS_MESSAGES.notAllowed);
    const body = request.body as InferType<typeof agentStatusSchema>;
    if (body.id === user.id) throw badRequest(AGENT_STATUS_MESSAGES.self);
    const agent = await manageableStaff(ctx, request, body.id);

    if (body.option === 'deactivate') {
      await deactivateAgent(ctx, { id: agent.id, accountId, isOnline: agent.isOnline, profilePhoto: agent.profilePhoto });
      return { statusCode: 200, message: AGENT_STATUS_MESSAGES.deactivated, _id: agent.id, status: USER_STATUS.deactivated };
    }
    await activateAgent(ctx, { id: agent.id, accountId });
    return { statusCode: 200, message: AGENT_STATUS_MESSAGES.activated, _id: agent.id, status: USER_STATUS.active };
  });
}
