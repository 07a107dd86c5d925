// How the reports write their figures: durations like the agents area ('1 min 20 s'), counts, percentages,
// and '—' for a figure that does not exist (nothing measured). Durations are written by the kernel's
// formatDuration, the same as the agents area's.
import { formatNumber, formatPercent } from 'shared-kernel/i18n-react';
import { formatDuration } from 'shared-kernel/mui-data';

export { formatDuration };

export const NO_FIGURE = '—';

/** A duration figure that may be missing (no chat measured): '—'. */
export function durationOrDash(seconds: number | null | undefined): string {
  return seconds == null ? NO_FIGURE : formatDuration(seconds);
}

/** A count in the console's language ('1,500', '1.500'). */
export const formatCount = (value: number): string => formatNumber(value);

/** A 0..1 score as a whole percentage in the console's language ('87%', '87 %'), '—' when nothing was rated. */
export function percentOrDash(score: number | null | undefined): string {
  return score == null ? NO_FIGURE : formatPercent(score);
}
