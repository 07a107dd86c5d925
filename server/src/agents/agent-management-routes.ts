import type { FastifyInstance } from 'fastify';
import type { StatusAnswer } from 'shared-kernel/contracts';
import { array, object, string, type InferType } from 'yup';
import { authGuard, authOf } from '../auth';
import type { AppContext } from '../context';
import { setAvailability } from '../users';
import { replaceDepartments } from './agent-form';
import { manageableStaff } from './staff-access';

export const AGENT_MANAGEMENT_MESSAGES = {
  setOffline: 'The agent has been set offline',
  departmentsUpdated: 'The departments of the agent are updated',
} as const;

const putOfflineBody = object({ agentId: string().trim().required('Please choose an agent').max(100, 'Please choose an agent') });
const updateDepartmentBody = object({
  userId: string().trim().required('Please choose an agent').max(100, 'Please choose an agent'),
  departments: array(string().required().max(100)).max(200).required('departments must be a list of department ids'),
});

/** put-agent-offline (201: the agent's consoles turn offline at once) and update-department (a member's departments). */
export function registerAgentManagementRoutes(app: FastifyInstance, ctx: AppContext): void {
  const onRequest = authGuard(ctx);

  app.post('/users/put-agent-offline', { onRequest, schema: { body: putOfflineBody } }, async (request, reply): Promise<StatusAnswer> => {
    const { agentId } = request.body as InferType<typeof putOfflineBody>;
    const agent = await manageableStaff(ctx, request, agentId);
    await setAvailability(ctx, agent.id, false, 'set-offline');
    reply.code(201);
    return { statusCode: 201, message: AGENT_MANAGEMENT_MESSAGES.setOffline };
  });

  app.patch('/users/update-department', { onRequest, schema: { body: updateDepartmentBody } }, async (request): Promise<StatusAnswer> => {
    const body = request.body as InferType<typeof updateDepartmentBody>;
    const member = await manageableStaff(ctx, request, body.userId);
    const accountId = authOf(request).accountId;
    await ctx.db.transaction((tx) => replaceDepartments(tx, accountId, member.id, [...new Set(body.departments)]));
    // Routing reads the account's agents through a short cache: the change applies to the next guest at once.
    ctx.audience.forget(accountId);
    return { statusCode: 200, message: AGENT_MANAGEMENT_MESSAGES.departmentsUpdated };
  });
}
