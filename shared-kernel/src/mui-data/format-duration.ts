// Durations (seconds) as the agent metrics and the reports write them: '0 s', '45 s', '1 min 20 s', '2 h 5 min', '1 d 3 h'.

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Whole seconds in at most two units, the larger first; a unit of 0 after the first is left out
 * ('2 min', not '2 min 0 s'). Nothing, a negative or a non-finite value reads '0 s'.
 */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds == null || !Number.isFinite(seconds) || seconds <= 0) return '0 s';
  const total = Math.round(seconds);
  const days = Math.floor(total / DAY);
  const hours = Math.floor((total % DAY) / HOUR);
  const minutes = Math.floor((total % HOUR) / MINUTE);
  const secs = total % MINUTE;
  const pair = (big: number, bigUnit: string, small: number, smallUnit: string) => (small ? `${big} ${bigUnit} ${small} ${smallUnit}` : `${big} ${bigUnit}`);
  if (days) return pair(days, 'd', hours, 'h');
  if (hours) return pair(hours, 'h', minutes, 'min');
  if (minutes) return pair(minutes, 'min', secs, 's');
  return `${secs} s`;
}
