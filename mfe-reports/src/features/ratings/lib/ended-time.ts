// When a rated chat ended, in the browser's zone: 'Nov 27, 2026, 16:05'.
const ENDED = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

export function endedTime(iso: string): string {
  const value = Date.parse(iso);
  return Number.isNaN(value) ? '' : ENDED.format(value);
}
