// Durations (seconds) as the agent metrics and the reports write them: '0 s', '45 s', '1 min 20 s', '2 h 5 min',
// '1 d 3 h' in English (the spec's form); another language writes each unit as `Intl` does ('1 Min., 20 Sek.').
import { documentLocale, numberFormat } from 'shared-kernel/i18n-react';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Unit = 'day' | 'hour' | 'minute' | 'second';
const ENGLISH: Record<Unit, string> = { day: 'd', hour: 'h', minute: 'min', second: 's' };

const unitText = (value: number, unit: Unit): string =>
  documentLocale() === 'en' ? `${value} ${ENGLISH[unit]}` : numberFormat({ style: 'unit', unit, unitDisplay: 'short' }).format(value);

/**
 * Whole seconds in at most two units, the larger first; a unit of 0 after the first is left out
 * ('2 min', not '2 min 0 s'). Nothing, a negative or a non-finite value reads '0 s'.
 */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds == null || !Number.isFinite(seconds) || seconds <= 0) return unitText(0, 'second');
  const total = Math.round(seconds);
  const days = Math.floor(total / DAY);
  const hours = Math.floor((total % DAY) / HOUR);
  const minutes = Math.floor((total % HOUR) / MINUTE);
  const secs = total % MINUTE;
  const pair = (big: number, bigUnit: Unit, small: number, smallUnit: Unit) =>
    small ? `${unitText(big, bigUnit)} ${unitText(small, smallUnit)}` : unitText(big, bigUnit);
  if (days) return pair(days, 'day', hours, 'hour');
  if (hours) return pair(hours, 'hour', minutes, 'minute');
  if (minutes) return pair(minutes, 'minute', secs, 'second');
  return unitText(secs, 'second');
}
