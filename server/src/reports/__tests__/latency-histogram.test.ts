import { EXACT_BELOW_S, LONGEST_BINNED_S, addToHistogram, binOf, binValue, quantile, type Histogram } from '../latency-histogram';

const histogramOf = (values: number[]): Histogram => values.reduce((into, value) => addToHistogram(into, binOf(value), 1), new Map());

describe('latency histogram', () => {
  it('keeps whole seconds below the exact limit', () => {
    for (const value of [0, 1, 59, 119]) expect(binValue(binOf(value))).toBe(value);
    expect(binOf(-5)).toBe(0);
    expect(binOf(12.4)).toBe(12);
  });

  it('stands longer durations within 2% of themselves, bins growing with the value', () => {
    for (let value = EXACT_BELOW_S; value <= LONGEST_BINNED_S; value = Math.ceil(value * 1.013)) {
      const represented = binValue(binOf(value));
      expect(Math.abs(represented - value) / value).toBeLessThanOrEqual(0.02);
    }
    expect(binOf(EXACT_BELOW_S)).toBe(EXACT_BELOW_S);
    expect(binOf(LONGEST_BINNED_S * 3)).toBe(binOf(LONGEST_BINNED_S));
    expect(binOf(600)).toBeGreaterThan(binOf(500));
  });

  it('computes quantiles as percentile_cont does: exact below the limit', () => {
    expect(quantile(new Map(), 0.5)).toBeNull();
    expect(quantile(histogramOf([30]), 0.5)).toBe(30);
    expect(quantile(histogramOf([10, 20, 30, 40]), 0.5)).toBe(25);
    expect(quantile(histogramOf([5, 1, 3]), 0.5)).toBe(3);
    // percentile_cont(0.9) of 1..10 is 9.1
    expect(quantile(histogramOf([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), 0.9)).toBe(9);
    expect(quantile(histogramOf([0, 0, 0, 100]), 0.9)).toBe(70);
  });

  it('is within 2% above the limit', () => {
    const values = [300, 620, 900, 1500, 2400];
    const median = quantile(histogramOf(values), 0.5)!;
    expect(Math.abs(median - 900) / 900).toBeLessThanOrEqual(0.02);
  });
});
