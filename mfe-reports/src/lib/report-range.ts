// The range of every report: a preset or a custom pair of local dates (YYYY-MM-DD, both included) in the
// browser's time zone, at most MAX_RANGE_DAYS days long (the server's bound).

export type RangePreset = 'today' | 'yesterday' | 'last-7-days' | 'last-30-days' | 'last-90-days' | 'custom';

export const PRESETS: readonly RangePreset[] = ['today', 'yesterday', 'last-7-days', 'last-30-days', 'last-90-days', 'custom'];
export const DEFAULT_PRESET: RangePreset = 'last-7-days';
export const MAX_RANGE_DAYS = 400;

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Days back from today of each preset's first day (its last day being today or, for yesterday, yesterday). */
const SPANS: Record<Exclude<RangePreset, 'custom'>, { back: number; end: number }> = {
  today: { back: 0, end: 0 },
  yesterday: { back: 1, end: 1 },
  'last-7-days': { back: 6, end: 0 },
  'last-30-days': { back: 29, end: 0 },
  'last-90-days': { back: 89, end: 0 },
};

export interface DateRange {
  from: string;
  to: string;
}

/** The browser's IANA time zone; undefined if unknown. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** Today's local date in the time zone, as YYYY-MM-DD. */
export function localDate(now: Date, tz?: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A real calendar date written YYYY-MM-DD, as its UTC midnight in ms; null otherwise. */
export function dateValue(text: string): number | null {
  if (!DATE.test(text)) return null;
  const value = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(value) || new Date(value).toISOString().slice(0, 10) !== text ? null : value;
}

export function addDays(date: string, days: number): string {
  return new Date((dateValue(date) ?? 0) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days of a range, both ends included. */
export function rangeDays({ from, to }: DateRange): number {
  return Math.round(((dateValue(to) ?? 0) - (dateValue(from) ?? 0)) / DAY_MS) + 1;
}

/** The dates of a preset for the given clock and zone. */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, now: Date, tz?: string): DateRange {
  const today = localDate(now, tz);
  const { back, end } = SPANS[preset];
  return { from: addDays(today, -back), to: addDays(today, -end) };
}

export type RangeProblem = 'missing' | 'order' | 'length' | null;

/** What is wrong with a custom range, if anything. */
export function rangeProblem(from: string, to: string): RangeProblem {
  const start = dateValue(from);
  const end = dateValue(to);
  if (start === null || end === null) return 'missing';
  if (start > end) return 'order';
  if (rangeDays({ from, to }) > MAX_RANGE_DAYS) return 'length';
  return null;
}

export function isPreset(value: string | null): value is RangePreset {
  return value !== null && (PRESETS as readonly string[]).includes(value);
}
