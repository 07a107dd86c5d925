// The filter choices: the account's domains (POST /widget/get-widgets) and, for non-agents, its agents (GET /users/agent-list).
import type { ApiClient } from 'shared-kernel/http';

export interface DomainOption {
  pluginId: string;
  domain: string;
}

export interface AgentOption {
  id: string;
  name: string;
}

export async function fetchDomainOptions(api: ApiClient, signal?: AbortSignal): Promise<DomainOption[]> {
  const answer = await api.call('getWidgets', undefined, { signal });
  if (!Array.isArray(answer)) return [];
  return answer
    .filter((widget) => widget && typeof widget.pluginId === 'string' && widget.pluginId !== '')
    .map((widget) => ({ pluginId: widget.pluginId, domain: widget.domain || widget.widgetName || widget.pluginId }));
}

export async function fetchAgentOptions(api: ApiClient, signal?: AbortSignal): Promise<AgentOption[]> {
  const answer = await api.call('agentList', undefined, { signal });
  if (!Array.isArray(answer)) return [];
  return answer
    .filter((agent) => agent && typeof agent._id === 'string')
    .map((agent) => ({ id: agent._id, name: agent.userinfo?.[0]?.fullName || agent.email }));
}
