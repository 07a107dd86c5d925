import type { AgentMetricsDomain } from 'shared-kernel/contracts';
import { METRICS_TEXTS as T } from '../texts';
import { formatDuration } from 'shared-kernel/mui-data';

/** The chart's accessible name: every domain's average response time, as the table shows it. */
export function chartDescription(rows: readonly AgentMetricsDomain[]): string {
  return T.chartLabel(rows.map((row) => ({ domain: row.domain, time: formatDuration(row.averageResponseTime) })));
}

/** A bar per domain: the chart grows with the domains, within bounds. */
export function chartHeight(domains: number): number {
  return Math.min(360, 72 + 40 * Math.max(1, domains));
}
