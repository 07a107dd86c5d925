import { useCallback } from 'react';
import type { AgentMetricsChat, AgentMetricsDomain, MetricsDuration } from 'shared-kernel/contracts';
import type { ApiClient } from 'shared-kernel/http';
import { useLoaded } from 'shared-kernel/platform';
import { fetchChatMetrics, fetchDomainMetrics } from '../api/metrics-calls';
import { metricsQuery } from '../lib/metrics-query';
import { METRICS_TEXTS as T, type MetricsView } from '../texts';

/** What was loaded, tagged with the view and duration it answers. */
export type MetricsData =
  | { view: 'summary'; duration: MetricsDuration; rows: AgentMetricsDomain[] }
  | { view: 'chats'; duration: MetricsDuration; rows: AgentMetricsChat[] };

export interface AgentMetrics {
  /** The answer for the chosen view and duration; null while it loads or after a failure. */
  data: MetricsData | null;
  loading: boolean;
  failed: boolean;
}

/**
 * Loads the chosen view for the chosen duration, again on every change (the previous call is aborted);
 * a failure shows the server's message, else 'Something went wrong', as a red toast.
 */
export function useAgentMetrics(agentId: string, view: MetricsView, duration: MetricsDuration): AgentMetrics {
  const load = useCallback(
    async (api: ApiClient, signal: AbortSignal): Promise<MetricsData> => {
      const query = metricsQuery(agentId, duration);
      return view === 'summary'
        ? { view, duration, rows: await fetchDomainMetrics(api, query, signal) }
        : { view, duration, rows: await fetchChatMetrics(api, query, signal) };
    },
    [agentId, view, duration],
  );
  const { value, loading, failed } = useLoaded<MetricsData | null>(load, null, T.failed);
  const current = value && value.view === view && value.duration === duration ? value : null;
  return { data: loading || failed ? null : current, loading: loading || (!failed && current === null), failed };
}
