import type { ReportsAgentRow, ReportsQuery } from 'shared-kernel/contracts';
import type { ApiClient } from 'shared-kernel/http';

/** GET /reports/agents: one row per staff member the caller sees. */
export async function fetchAgentRows(api: ApiClient, query: ReportsQuery, signal: AbortSignal): Promise<ReportsAgentRow[]> {
  const answer = await api.call('reportsAgents', undefined, { query, signal });
  return Array.isArray(answer?.data) ? answer.data : [];
}
