// The SQL side of latency-histogram.ts: the same bin numbers, and the codes the rollups store
// (metric × BIN_CODE_BASE + bin, so that one pair of arrays holds every histogram of a cell).
import { sql, type SQL } from 'drizzle-orm';
import { EXACT_BELOW_S, LONGEST_BINNED_S, RELATIVE_STEP } from './latency-histogram';

/** The histograms of a cell, by metric number. */
export const METRICS = ['accept', 'response', 'duration', 'holdResponse', 'holdDuration'] as const;
export type MetricName = (typeof METRICS)[number];
export const METRIC_NUMBER: Record<MetricName, number> = { accept: 0, response: 1, duration: 2, holdResponse: 3, holdDuration: 4 };
export const BIN_CODE_BASE = 10_000;

/** Whole seconds as the agent metrics round them (numeric round: halves away from zero), never negative. */
export const roundedSeconds = (secondsExpr: SQL) => sql`greatest(0, round(${secondsExpr}::numeric))::int`;

/** binOf() in SQL, for an expression of (unrounded) seconds. */
export function binExpr(secondsExpr: SQL): SQL {
  const r = sql`least(${roundedSeconds(secondsExpr)}, ${sql.raw(String(LONGEST_BINNED_S))})`;
  return sql`case when ${r} < ${sql.raw(String(EXACT_BELOW_S))} then ${r}
    else ${sql.raw(String(EXACT_BELOW_S))} + floor(ln(${r} / ${sql.raw(`${EXACT_BELOW_S}.0`)}) / ln(${sql.raw(String(RELATIVE_STEP))}) + 1e-9)::int end`;
}
