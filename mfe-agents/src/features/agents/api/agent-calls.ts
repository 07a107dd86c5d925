// The Manage Agents calls of spec 001 §7 of its own: put-agent-offline and agent-status-toggle, each judged by the spec's success sign;
// and issue 27's chat limit.
import type { ApiClient } from 'shared-kernel/http';
import { StaffCallRefused } from '../../../api/staff-calls';

/** POST /users/put-agent-offline {agentId}: success when the answer says 201. */
export async function putAgentOffline(api: ApiClient, agentId: string): Promise<void> {
  const answer = await api.call('putAgentOffline', { agentId });
  if (answer?.statusCode !== 201) throw new StaffCallRefused(answer);
}

/** PATCH /users/agent-status-toggle {option, id}: the new status (3 deactivated, 1 active); a 4xx/5xx code in the answer is a refusal. */
export async function toggleAgentStatus(api: ApiClient, id: string, option: 'activate' | 'deactivate'): Promise<number> {
  const answer = await api.call('agentStatusToggle', { option, id });
  if (!answer || (typeof answer.statusCode === 'number' && answer.statusCode >= 400)) throw new StaffCallRefused(answer);
  return option === 'deactivate' ? 3 : 1;
}


/** PATCH /users/chat-limit {agentId, chatLimit}: the limit stored (null for none); an answer for another agent is a refusal. */
export async function setChatLimit(api: ApiClient, agentId: string, chatLimit: number | null): Promise<number | null> {
  const answer = await api.call('setChatLimit', { agentId, chatLimit });
  if (answer?.agentId !== agentId) throw new StaffCallRefused(answer);
  return answer.chatLimit ?? null;
}
