// Durations (time to accept, first response, chat length) kept as histograms, so that a median over
// months of chats merges a few hundred bins per day instead of sorting every chat (the reports' rollups).
//
// Bins: one per whole second below EXACT_BELOW_S (a median there is exact to the second), then bins
// RELATIVE_STEP wide relative to their start (a median there is within 2% of the exact one). A bin
// stands for its representative value: the second itself, or the rounded middle of a wider bin. The SQL
// side (report-bins.sql.ts) computes the same bin numbers; the two are tested against each other.

export const EXACT_BELOW_S = 120;
export const RELATIVE_STEP = 1.02;
/** Longer durations count in the last bin (about 10 days): a chat open longer is an outlier, not a figure. */
export const LONGEST_BINNED_S = 10 * 24 * 60 * 60;

const LOG_STEP = Math.log(RELATIVE_STEP);

/** The bin of a duration in whole seconds (negative counts as 0). */
export function binOf(seconds: number): number {
  const value = Math.min(Math.max(0, Math.round(seconds)), LONGEST_BINNED_S);
  if (value < EXACT_BELOW_S) return value;
  return EXACT_BELOW_S + Math.floor(Math.log(value / EXACT_BELOW_S) / LOG_STEP + 1e-9);
}

/** The value a bin stands for, in whole seconds. */
export function binValue(bin: number): number {
  if (bin < EXACT_BELOW_S) return bin;
  const from = EXACT_BELOW_S * RELATIVE_STEP ** (bin - EXACT_BELOW_S);
  return Math.round(from * Math.sqrt(RELATIVE_STEP));
}

/** bin → count. */
export type Histogram = Map<number, number>;

export function addToHistogram(into: Histogram, bin: number, count: number): Histogram {
  if (count > 0) into.set(bin, (into.get(bin) ?? 0) + count);
  return into;
}

export function histogramCount(histogram: Histogram): number {
  let total = 0;
  for (const count of histogram.values()) total += count;
  return total;
}

/**
 * The p-th quantile (0..1) of the binned values with linear interpolation between the two nearest ranks,
 * as PostgreSQL's percentile_cont; null for an empty histogram. Whole seconds, rounded.
 */
export function quantile(histogram: Histogram, p: number): number | null {
  const total = histogramCount(histogram);
  if (total === 0) return null;
  const rank = p * (total - 1);
  const lowRank = Math.floor(rank);
  const highRank = Math.ceil(rank);
  const bins = [...histogram.keys()].sort((a, b) => a - b);
  let seen = 0;
  let low: number | null = null;
  let high: number | null = null;
  for (const bin of bins) {
    seen += histogram.get(bin)!;
    if (low === null && seen > lowRank) low = binValue(bin);
    if (seen > highRank) {
      high = binValue(bin);
      break;
    }
  }
  return Math.round(low! + (high! - low!) * (rank - lowRank));
}
