// The query of every reports call (ReportsQuery in shared-kernel contracts): a range of local dates in the
// caller's time zone, at most MAX_RANGE_DAYS long, and optional filters.
import { object, string, type InferType } from 'yup';
import { calendarDate, DAY_MS, isTimeZone, localDatesRange, MAX_RANGE_DAYS, RANGE_MESSAGES } from '../history';
import { fixedText } from '../http/valued-text';

export const REPORTS_QUERY_MESSAGES = {
  ...RANGE_MESSAGES,
  tz: 'tz must be an IANA time zone',
  // Only ever a filter's name: a fixed text each (http/valued-text.ts).
  id: (field: string) => fixedText('{field} is too long', { field }),
} as const;

const blankToUndefined = (value: unknown, original: unknown) => (original === '' || original === null ? undefined : value);

const dateField = (field: string) =>
  string()
    .required(REPORTS_QUERY_MESSAGES.date(field))
    .max(10, REPORTS_QUERY_MESSAGES.date(field))
    .test('date', REPORTS_QUERY_MESSAGES.date(field), (value) => calendarDate(value) !== null);

const idField = (field: string) => string().transform(blankToUndefined).trim().max(100, REPORTS_QUERY_MESSAGES.id(field));

export const reportsQuery = object({
  from: dateField('from'),
  to: dateField('to')
    .test('order', REPORTS_QUERY_MESSAGES.order, function (to) {
      const from = calendarDate(this.parent.from ?? '');
      const until = calendarDate(to ?? '');
      return !from || !until || from <= until;
    })
    .test('length', REPORTS_QUERY_MESSAGES.length, function (to) {
      const from = calendarDate(this.parent.from ?? '');
      const until = calendarDate(to ?? '');
      return !from || !until || (until.getTime() - from.getTime()) / DAY_MS < MAX_RANGE_DAYS;
    }),
  tz: string()
    .transform(blankToUndefined)
    .max(64, REPORTS_QUERY_MESSAGES.tz)
    .test('time-zone', REPORTS_QUERY_MESSAGES.tz, (value) => value === undefined || isTimeZone(value)),
  pluginId: idField('pluginId'),
  departmentId: idField('departmentId'),
  agentId: idField('agentId'),
});

export type ReportsQueryInput = InferType<typeof reportsQuery>;

/** The range as instants: [the start of `from`, the start of the day after `to`) in the time zone. */
export interface ReportRange {
  start: Date;
  end: Date;
  tz: string;
  /** Local dates of the range, as UTC midnights. */
  days: Date[];
}

export function rangeOf(query: Pick<ReportsQueryInput, 'from' | 'to' | 'tz'>): ReportRange {
  const tz = query.tz ?? 'UTC';
  const from = calendarDate(query.from)!;
  const to = calendarDate(query.to)!;
  const days: Date[] = [];
  for (let day = from.getTime(); day <= to.getTime(); day += DAY_MS) days.push(new Date(day));
  return { ...localDatesRange(from, to, tz), tz, days };
}
