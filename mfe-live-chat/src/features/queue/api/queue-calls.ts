// GET /chat/queue (issue 27): the queues of the caller's departments, and the agents' load for supervisors.
import type { RoutingOverview } from 'shared-kernel/contracts';
import type { ApiClient } from 'shared-kernel/http';

export async function fetchRoutingOverview(api: ApiClient, signal?: AbortSignal): Promise<RoutingOverview> {
  const answer = await api.call('chatQueue', undefined, { signal });
  return {
    departments: Array.isArray(answer?.departments) ? answer.departments : [],
    agents: Array.isArray(answer?.agents) ? answer.agents : [],
  };
}
