// The two agent metrics calls of spec 001 §7.
import type { AgentMetricsChat, AgentMetricsDomain, MetricsQuery } from 'shared-kernel/contracts';
import type { ApiClient } from 'shared-kernel/http';

/** GET /user-metrics/first-chat-ans-avg-time: one row per domain (anything but a list reads as none). */
export async function fetchDomainMetrics(api: ApiClient, query: MetricsQuery, signal?: AbortSignal): Promise<AgentMetricsDomain[]> {
  const answer = await api.call('metricsAvgTime', undefined, { query, signal });
  return Array.isArray(answer) ? answer : [];
}

/** GET /user-metrics/first-chat-ans-list: {data} with one row per chat, newest first. */
export async function fetchChatMetrics(api: ApiClient, query: MetricsQuery, signal?: AbortSignal): Promise<AgentMetricsChat[]> {
  const answer = await api.call('metricsList', undefined, { query, signal });
  return Array.isArray(answer?.data) ? answer.data : [];
}
