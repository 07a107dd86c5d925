// When a rated chat ended, in the browser's zone and the console's language: 'Nov 27, 2026, 16:05'.
import { dateTimeFormat } from 'shared-kernel/i18n-react';

export function endedTime(iso: string): string {
  const value = Date.parse(iso);
  return Number.isNaN(value) ? '' : dateTimeFormat({ year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(value);
}
