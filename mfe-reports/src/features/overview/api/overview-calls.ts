import type { ReportsOverview, ReportsQuery } from 'shared-kernel/contracts';
import type { ApiClient } from 'shared-kernel/http';

/** GET /reports/overview. */
export async function fetchOverview(api: ApiClient, query: ReportsQuery, signal: AbortSignal): Promise<ReportsOverview> {
  return api.call('reportsOverview', undefined, { query, signal });
}
