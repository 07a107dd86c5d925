// Turns what the reader answers (counters and histograms) into the contract's figures.
import type { DurationFigure, SatisfactionFigure } from 'shared-kernel/contracts';
import type { Counters } from './report-aggregate';
import { BIN_CODE_BASE, METRIC_NUMBER, type MetricName } from './report-bins';
import { quantile, type Histogram } from './latency-histogram';
import type { ScopeFigures } from './report-reader';

/** The figures of several scopes added up (scopes that partition the chats, e.g. each agent's). */
export function sumFigures(figures: Iterable<ScopeFigures>): ScopeFigures {
  let counters: Counters | null = null;
  const histogram = new Map<number, number>();
  for (const figure of figures) {
    if (!counters) counters = { ...figure.counters };
    else for (const key of Object.keys(counters) as Array<keyof Counters>) counters[key] += figure.counters[key];
    for (const [code, count] of figure.histogram) histogram.set(code, (histogram.get(code) ?? 0) + count);
  }
  return { counters: counters ?? ({} as Counters), histogram };
}

function metricHistogram(all: Map<number, number>, metric: MetricName): Histogram {
  const base = METRIC_NUMBER[metric] * BIN_CODE_BASE;
  const histogram: Histogram = new Map();
  for (const [code, count] of all) if (code >= base && code < base + BIN_CODE_BASE) histogram.set(code - base, count);
  return histogram;
}

/** Median and p90 from the histogram, the mean from the exact sum (rounded after averaging, as the agent metrics). */
export function durationFigure(figures: ScopeFigures, metric: MetricName): DurationFigure {
  const index = METRIC_NUMBER[metric];
  const count = figures.counters[`n${index}` as keyof Counters] ?? 0;
  const sum = figures.counters[`s${index}` as keyof Counters] ?? 0;
  const histogram = metricHistogram(figures.histogram, metric);
  return { median: quantile(histogram, 0.5), p90: quantile(histogram, 0.9), average: count ? Math.round(sum / count) : null, count };
}

export function satisfactionFigure(counters: Counters): SatisfactionFigure {
  const rated = counters.rated ?? 0;
  const good = counters.good ?? 0;
  return { rated, good, score: rated ? good / rated : null };
}
