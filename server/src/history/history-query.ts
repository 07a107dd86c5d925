import type { HistoryDuration } from 'shared-kernel/contracts';
import { mixed, number, object, string, type InferType } from 'yup';
import { calendarDate, isTimeZone, localDatesRange, MAX_RANGE_DAYS, RANGE_MESSAGES, startOfToday } from './local-dates';

// Read from here by the metrics, the tests and the benchmark scripts.
export { isTimeZone, localDateOf, startOfToday } from './local-dates';

export const HISTORY_PAGE = { defaultTake: 15, maxTake: 100 } as const;
export const DURATIONS: readonly HistoryDuration[] = ['today', 'last-7-days', 'last-month'];

/** An absent or empty query value reads as not sent (the console sends filters only when set). */
const blankToUndefined = (value: unknown, original: unknown) => (original === '' || original === null ? undefined : value);

/** Paging of every list call: take (1..100, 15), page (1-based), order DESC|ASC (either letter case). */
export const pageFields = {
  take: number()
    .transform(blankToUndefined)
    .typeError('take must be a number')
    .integer('take must be a whole number')
    .min(1, 'take must be at least 1')
    .max(HISTORY_PAGE.maxTake, `take must be at most ${HISTORY_PAGE.maxTake}`)
    .default(HISTORY_PAGE.defaultTake),
  page: number()
    .transform(blankToUndefined)
    .typeError('page must be a number')
    .integer('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(1_000_000, 'page is too large')
    .default(1),
  order: string()
    .transform((value: string | undefined) => (value ? value.toUpperCase() : undefined))
    .oneOf(['DESC', 'ASC'], 'order must be ASC or DESC')
    .default('DESC'),
};

export const HISTORY_RANGE_MESSAGES = {
  both: 'Send either duration or from and to, not both',
  pair: 'from and to go together',
} as const;

/**
 * What is wrong with a from/to range (a reports link's dates), or null: both or neither, real dates,
 * from not after to, at most MAX_RANGE_DAYS days (both included), and never beside a duration.
 */
export function rangeProblem(query: { from?: string; to?: string; duration?: unknown }): string | null {
  if (query.from === undefined && query.to === undefined) return null;
  if (query.duration !== undefined) return HISTORY_RANGE_MESSAGES.both;
  if (query.from === undefined || query.to === undefined) return HISTORY_RANGE_MESSAGES.pair;
  const from = calendarDate(query.from);
  if (!from) return RANGE_MESSAGES.date('from');
  const to = calendarDate(query.to);
  if (!to) return RANGE_MESSAGES.date('to');
  if (from > to) return RANGE_MESSAGES.order;
  if ((to.getTime() - from.getTime()) / 86_400_000 >= MAX_RANGE_DAYS) return RANGE_MESSAGES.length;
  return null;
}

/** The history and unattended list filters (sent only when set; status 0 means all). */
export const historyQuery = object({
  ...pageFields,
  agentId: string().transform(blankToUndefined).max(100, 'agentId is too long'),
  pluginId: string().transform(blankToUndefined).max(100, 'pluginId is too long'),
  status: number()
    .transform(blankToUndefined)
    .typeError('status must be a number from 0 to 5')
    .integer('status must be a number from 0 to 5')
    .min(0, 'status must be a number from 0 to 5')
    .max(5, 'status must be a number from 0 to 5'),
  duration: mixed<HistoryDuration>()
    .transform(blankToUndefined)
    .oneOf([...DURATIONS, undefined], `duration must be one of ${DURATIONS.join(', ')}`),
  tz: string()
    .transform(blankToUndefined)
    .max(64, 'tz must be an IANA time zone')
    .test('time-zone', 'tz must be an IANA time zone', (value) => value === undefined || isTimeZone(value)),
  /** Local dates YYYY-MM-DD in tz, both included: chats that arrived then (instead of a duration). */
  from: string().transform(blankToUndefined).max(10, 'from must be a date (YYYY-MM-DD)'),
  to: string().transform(blankToUndefined).max(10, 'to must be a date (YYYY-MM-DD)'),
}).test('range', '', function (query) {
  const problem = query ? rangeProblem(query) : null;
  return problem ? this.createError({ message: problem }) : true;
});

export type HistoryQueryInput = InferType<typeof historyQuery>;

/** A valid from/to range as instants: [the start of from, the start of the day after to) in the time zone. */
export function arrivalRange(query: { from?: string; to?: string; tz?: string }): { start: Date; end: Date } | null {
  const from = query.from === undefined ? null : calendarDate(query.from);
  const to = query.to === undefined ? null : calendarDate(query.to);
  return from && to ? localDatesRange(from, to, query.tz ?? 'UTC') : null;
}

/** Where a duration filter starts: today (in the browser's zone), 7 days back, one month back. */
export function durationStart(duration: HistoryDuration | undefined, timeZone: string | undefined, now = new Date()): Date | null {
  if (duration === 'today') return startOfToday(now, timeZone ?? 'UTC');
  if (duration === 'last-7-days') return new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
  if (duration === 'last-month') {
    const start = new Date(now);
    start.setUTCMonth(start.getUTCMonth() - 1);
    return start;
  }
  return null;
}
