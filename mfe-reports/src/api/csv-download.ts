// The tables as CSV (GET /api/reports/agents.csv and ratings.csv with the report's query): fetched through
// the console's HTTP client (it sends the access token), then saved from an object URL.
import type { ReportsQuery } from 'shared-kernel/contracts';
import type { ApiClient } from 'shared-kernel/http';

export type CsvReport = 'agents' | 'ratings';

export const CSV_PATHS: Record<CsvReport, string> = { agents: '/reports/agents.csv', ratings: '/reports/ratings.csv' };

export function csvFileName(report: CsvReport, query: Pick<ReportsQuery, 'from' | 'to'>): string {
  return `${report}-${query.from}-to-${query.to}.csv`;
}

export async function fetchCsv(api: ApiClient, report: CsvReport, query: ReportsQuery): Promise<Blob> {
  const response = await api.request<Blob | string>({ method: 'GET', url: CSV_PATHS[report], params: query, responseType: 'blob' });
  const data = response.data;
  return data instanceof Blob ? data : new Blob([String(data ?? '')], { type: 'text/csv;charset=utf-8' });
}

/** Saves a file the way a download link does. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Let the browser start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
