// The series' slots as people read them, in the console's language: 'Nov 27' for a day, '14:00' for an hour
// of a one-day range.
import { dateTimeFormat } from 'shared-kernel/i18n-react';

export function slotLabel(start: string, unit: 'day' | 'hour'): string {
  if (unit === 'hour') return start.slice(11, 16);
  const value = Date.parse(`${start.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(value) ? start : dateTimeFormat({ month: 'short', day: 'numeric', timeZone: 'UTC' }).format(value);
}

export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
