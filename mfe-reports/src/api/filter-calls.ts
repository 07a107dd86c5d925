// The filter bar's choices: the account's widgets (as the settings area lists them), its departments (as
// the agents area reads them) and its staff (the agents list).
import type { Agent, DepartmentGroup, Widget } from 'shared-kernel/contracts';
import type { ApiClient } from 'shared-kernel/http';

export interface FilterOption {
  value: string;
  label: string;
}

const byLabel = (a: FilterOption, b: FilterOption) => a.label.localeCompare(b.label);

/** POST /widget/get-widgets: one option per widget, by its pluginId and domain. */
export async function fetchDomainOptions(api: ApiClient, signal?: AbortSignal): Promise<FilterOption[]> {
  const answer = await api.call('getWidgets', undefined, { signal });
  return (Array.isArray(answer) ? answer : [])
    .filter((widget: Widget) => Boolean(widget?.pluginId))
    .map((widget) => ({ value: widget.pluginId, label: widget.domain || widget.pluginId }))
    .sort(byLabel);
}

/** GET /users/by-department: the first element of each group is the department. */
export async function fetchDepartmentOptions(api: ApiClient, signal?: AbortSignal): Promise<FilterOption[]> {
  const answer = await api.call('byDepartment', undefined, { signal });
  return (Array.isArray(answer) ? answer : [])
    .map((group: DepartmentGroup) => group?.[0])
    .filter((department) => Boolean(department?._id))
    .map((department) => ({ value: department._id, label: department.title }))
    .sort(byLabel);
}

/**
 * GET /users/agent-list: the staff the caller may filter by. A manager's reports cover the agents (role
 * agent) only, so a manager is offered those; the server refuses anyone else (404).
 */
export async function fetchAgentOptions(api: ApiClient, agentsOnly: boolean, signal?: AbortSignal): Promise<FilterOption[]> {
  const answer = await api.call('agentList', undefined, { signal });
  return (Array.isArray(answer) ? answer : [])
    .filter((agent: Agent) => Boolean(agent?._id) && (!agentsOnly || agent.my_role?.[0]?.slug === 'agent'))
    .map((agent) => ({ value: agent._id, label: agent.userinfo?.[0]?.fullName?.trim() || agent.email }))
    .sort(byLabel);
}
