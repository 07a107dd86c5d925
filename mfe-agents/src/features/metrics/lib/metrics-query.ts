// The query of both metrics calls (spec 001 §7): agentId, pluginIds[], duration, and the browser's zone.
import type { MetricsDuration, MetricsQuery } from 'shared-kernel/contracts';

export const DURATIONS: readonly MetricsDuration[] = ['today', 'last-7-days', 'last-month'];

/** The week gives most agents something to look at; 'today' is often empty in the morning. */
export const DEFAULT_DURATION: MetricsDuration = 'last-7-days';

/** The browser's IANA time zone, so that 'today' starts at the user's midnight; undefined if unknown. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Every widget of the account: no pluginIds are sent (an empty list travels as no parameter, which the
 * server reads as all widgets, deleted ones included, where the agent's work happened).
 */
export function metricsQuery(agentId: string, duration: MetricsDuration, tz = browserTimeZone()): MetricsQuery {
  return { agentId, pluginIds: [], duration, ...(tz ? { tz } : {}) };
}
