// Conversation History's filters in its address (/conversation-history?agentId=…&from=…&to=…&tz=…, as the
// reports link to it): read when the screen opens, written back as they change. A value that is not a
// filter's (a bad date, a status of 9, an unknown zone) is left out, never an error.
import type { ChatStatus, HistoryDuration } from 'shared-kernel/contracts';
import { NO_FILTERS, type ArrivalRange, type ReviewFilters } from '../../../components/chat-review/review-filters';

const DURATIONS: readonly string[] = ['today', 'last-7-days', 'last-month'] satisfies HistoryDuration[];
const KEYS = ['agentId', 'pluginId', 'status', 'duration', 'from', 'to', 'tz'] as const;
/** As the server allows: a range of at most 400 days, both included. */
const MAX_RANGE_DAYS = 400;
const DAY_MS = 86_400_000;
const MAX_ID = 100;

/** A real calendar date written YYYY-MM-DD, as its UTC midnight in ms; null otherwise. */
function calendarDay(text: string | null): number | null {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const day = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(day) || new Date(day).toISOString().slice(0, 10) !== text ? null : day;
}

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

function idOf(value: string | null): string {
  const id = value?.trim() ?? '';
  return id.length <= MAX_ID ? id : '';
}

function rangeOf(params: URLSearchParams): ArrivalRange | undefined {
  const from = params.get('from');
  const to = params.get('to');
  const start = calendarDay(from);
  const end = calendarDay(to);
  if (start === null || end === null || start > end || (end - start) / DAY_MS >= MAX_RANGE_DAYS) return undefined;
  const tz = params.get('tz')?.trim();
  return { from: from!, to: to!, ...(tz && tz.length <= 64 && isTimeZone(tz) ? { tz } : {}) };
}

/** The filters an address asks for, or null when it asks for none. */
export function filtersFromAddress(search: string): ReviewFilters | null {
  const params = new URLSearchParams(search);
  const range = rangeOf(params);
  const duration = params.get('duration') ?? '';
  const status = Number(params.get('status'));
  const filters: ReviewFilters = {
    ...NO_FILTERS,
    // A range wins over a duration sent beside it.
    duration: !range && DURATIONS.includes(duration) ? (duration as HistoryDuration) : '',
    pluginId: idOf(params.get('pluginId')),
    agentId: idOf(params.get('agentId')),
    status: Number.isInteger(status) && status >= 1 && status <= 5 ? (status as ChatStatus) : 0,
    ...(range ? { range } : {}),
  };
  return hasFilters(filters) ? filters : null;
}

export function hasFilters(filters: ReviewFilters): boolean {
  return Boolean(filters.range || filters.duration || filters.pluginId || filters.agentId || filters.status);
}

/** `search` with the filters' keys set to these filters (those not set left out); other keys kept. */
export function addressWithFilters(search: string, filters: ReviewFilters): string {
  const params = new URLSearchParams(search);
  for (const key of KEYS) params.delete(key);
  if (filters.agentId) params.set('agentId', filters.agentId);
  if (filters.pluginId) params.set('pluginId', filters.pluginId);
  if (filters.range) {
    params.set('from', filters.range.from);
    params.set('to', filters.range.to);
    if (filters.range.tz) params.set('tz', filters.range.tz);
  } else if (filters.duration) {
    params.set('duration', filters.duration);
  }
  if (filters.status) params.set('status', String(filters.status));
  const text = params.toString();
  return text ? `?${text}` : '';
}
