// The Manage Agents calls of spec 001 §7: agent-list, by-department, put-agent-offline,
// agent-status-toggle and update-department, each judged by the spec's success sign.
import type { Agent, Department, DepartmentGroup } from 'shared-kernel/contracts';
import type { ApiClient } from 'shared-kernel/http';

/** An answer without the spec's success sign; carries the answer for its message. */
export class AgentCallRefused extends Error {
  constructor(readonly answer: unknown) {
    super('refused');
  }
}

/** GET /users/agent-list: the account's staff other than the owner, deactivated included. */
export async function fetchAgents(api: ApiClient, signal?: AbortSignal): Promise<Agent[]> {
  const answer = await api.call('agentList', undefined, { signal });
  return Array.isArray(answer) ? answer : [];
}

/** GET /users/by-department: the account's departments (the first element of each group). */
export async function fetchDepartments(api: ApiClient, signal?: AbortSignal): Promise<Department[]> {
  const answer = await api.call('byDepartment', undefined, { signal });
  if (!Array.isArray(answer)) return [];
  return answer
    .map((group: DepartmentGroup) => group?.[0])
    .filter((department): department is Department => Boolean(department?._id))
    .map(({ _id, title }) => ({ _id, title }));
}

/** POST /users/put-agent-offline {agentId}: success when the answer says 201. */
export async function putAgentOffline(api: ApiClient, agentId: string): Promise<void> {
  const answer = await api.call('putAgentOffline', { agentId });
  if (answer?.statusCode !== 201) throw new AgentCallRefused(answer);
}

/** PATCH /users/agent-status-toggle {option, id}: the new status (3 deactivated, 1 active); a 4xx/5xx code in the answer is a refusal. */
export async function toggleAgentStatus(api: ApiClient, id: string, option: 'activate' | 'deactivate'): Promise<number> {
  const answer = await api.call('agentStatusToggle', { option, id });
  if (!answer || (typeof answer.statusCode === 'number' && answer.statusCode >= 400)) throw new AgentCallRefused(answer);
  return option === 'deactivate' ? 3 : 1;
}

/** PATCH /users/update-department {departments, userId}: success code 200. */
export async function updateAgentDepartments(api: ApiClient, userId: string, departments: string[]): Promise<void> {
  const answer = await api.call('updateDepartment', { departments, userId });
  if (answer?.statusCode !== 200) throw new AgentCallRefused(answer);
}
