// Local dates and time zones, shared by the history's and the reports' ranges (the reports read them from
// here: history never imports from reports). A range is a run of local dates YYYY-MM-DD in a time zone,
// both included, at most MAX_RANGE_DAYS long.
import { fixedText } from '../http/valued-text';

export const MAX_RANGE_DAYS = 400;

/** The refusals of a from/to range, the same in history and reports. */
export const RANGE_MESSAGES = {
  // Only ever 'from' or 'to': a fixed text each (http/valued-text.ts).
  date: (field: string) => fixedText('{field} must be a date (YYYY-MM-DD)', { field }),
  order: 'from must not be after to',
  length: fixedText('The range can be at most {max, plural, one {{max} day} other {{max} days}}', { max: MAX_RANGE_DAYS }),
} as const;

/** Whether the text names an IANA time zone this runtime knows. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const DAY_MS = 86_400_000;

/** A real calendar date written YYYY-MM-DD, as its UTC midnight; null otherwise. */
export function calendarDate(text: string): Date | null {
  if (!DATE.test(text)) return null;
  const date = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text ? null : date;
}

/** The offset of a time zone from UTC at an instant, in ms (positive east of Greenwich). */
function zoneOffset(at: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })
      .formatToParts(new Date(at))
      .map((part) => [part.type, Number(part.value)]),
  );
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return asUtc - (at - (at % 1000));
}

/** The local date (as a UTC midnight) of an instant in `timeZone`. */
export function localDateOf(at: Date, timeZone = 'UTC'): Date {
  const local = new Date(at.getTime() + zoneOffset(at.getTime(), timeZone));
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()));
}

/** The instant a local date (given as its UTC midnight) starts in `timeZone`. */
export function zonedMidnight(date: Date, timeZone = 'UTC'): Date {
  const midnightAsUtc = date.getTime();
  // The offset at midnight itself (a DST change during the day moves it).
  let start = midnightAsUtc - zoneOffset(midnightAsUtc, timeZone);
  start = midnightAsUtc - zoneOffset(start, timeZone);
  return new Date(start);
}

/** Midnight of the current day in `timeZone`, as an instant. */
export function startOfToday(now: Date, timeZone = 'UTC'): Date {
  return zonedMidnight(localDateOf(now, timeZone), timeZone);
}

/** The instants of a range of local dates: [the start of `from`, the start of the day after `to`) in the time zone. */
export function localDatesRange(from: Date, to: Date, timeZone = 'UTC'): { start: Date; end: Date } {
  return { start: zonedMidnight(from, timeZone), end: zonedMidnight(new Date(to.getTime() + DAY_MS), timeZone) };
}
