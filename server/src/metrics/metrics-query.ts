// The query of both agent metrics calls (MetricsQuery in shared-kernel contracts): agentId, pluginIds,
// duration and the browser's time zone.
import type { MetricsDuration } from 'shared-kernel/contracts';
import { array, mixed, object, string, type InferType } from 'yup';
import { DURATIONS, isTimeZone } from '../history';
import { fixedText } from '../http/valued-text';

export const METRICS_QUERY_MESSAGES = {
  agentId: 'agentId is required',
  pluginIds: 'pluginIds must be a list of widget pluginIds',
  duration: `duration must be one of ${DURATIONS.join(', ')}`,
  tz: 'tz must be an IANA time zone',
} as const;

/** More widgets than an account has; a longer list is a mistake, not a filter. */
export const MAX_PLUGIN_IDS = 200;

/** The pluginIds sent, whichever way the query spells them: `pluginIds[]=a&pluginIds[]=b`, `pluginIds=a&pluginIds=b`, `pluginIds=a`. */
function pluginIdsOf(query: Record<string, unknown>): unknown {
  const sent = [query.pluginIds, query['pluginIds[]']].filter((value) => value !== undefined);
  if (sent.length === 0) return undefined;
  return sent.flatMap((value) => (Array.isArray(value) ? value : [value]));
}

const blankToUndefined = (value: unknown, original: unknown) => (original === '' || original === null ? undefined : value);

export const metricsQuery = object({
  agentId: string().trim().required(METRICS_QUERY_MESSAGES.agentId).max(100, 'agentId is too long'),
  // Empty values are dropped (an empty list, or `pluginIds=`, is every widget of the account).
  pluginIds: array(string().max(100, 'A pluginId is too long').required(METRICS_QUERY_MESSAGES.pluginIds))
    .transform((value: unknown) => (Array.isArray(value) ? value.filter((id) => id !== '') : value))
    .typeError(METRICS_QUERY_MESSAGES.pluginIds)
    .max(MAX_PLUGIN_IDS, fixedText('At most {max, plural, one {{max} pluginId} other {{max} pluginIds}}', { max: MAX_PLUGIN_IDS }))
    .default([]),
  duration: mixed<MetricsDuration>().required(METRICS_QUERY_MESSAGES.duration).oneOf([...DURATIONS], METRICS_QUERY_MESSAGES.duration),
  tz: string()
    .transform(blankToUndefined)
    .max(64, METRICS_QUERY_MESSAGES.tz)
    .test('time-zone', METRICS_QUERY_MESSAGES.tz, (value) => value === undefined || isTimeZone(value)),
}).transform((value: unknown) => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const query = { ...(value as Record<string, unknown>) };
  query.pluginIds = pluginIdsOf(query);
  delete query['pluginIds[]'];
  return query;
});

export type MetricsQueryInput = InferType<typeof metricsQuery>;
