// How the reports write their figures: durations like the agents area ('1 min 20 s'), counts, percentages,
// and '—' for a figure that does not exist (nothing measured).

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const NO_FIGURE = '—';

/** Whole seconds in at most two units, the larger first ('0 s', '45 s', '1 min 20 s', '2 h 5 min', '1 d 3 h'). */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return '0 s';
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

/** A duration figure that may be missing (no chat measured): '—'. */
export function durationOrDash(seconds: number | null | undefined): string {
  return seconds == null ? NO_FIGURE : formatDuration(seconds);
}

const COUNT = new Intl.NumberFormat('en-US');

export function formatCount(value: number): string {
  return COUNT.format(value);
}

/** A 0..1 score as a whole percentage ('87 %'), '—' when nothing was rated. */
export function percentOrDash(score: number | null | undefined): string {
  return score == null ? NO_FIGURE : `${Math.round(score * 100)} %`;
}
