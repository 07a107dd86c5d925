import { deliveryOutcome, FIRST_RETRY_MS, LONGEST_RETRY_MS, RETRY_FOR_MS } from '../delivery-outcome';

const due = new Date('2026-11-28T12:00:00Z');
const noSpread = () => 0;

describe('after an attempt', () => {
  it.each([200, 201, 202, 204, 299])('a %i is delivered', (status) => {
    expect(deliveryOutcome(status, 1, due, due, noSpread)).toEqual({ kind: 'delivered' });
  });

  it.each([null, 500, 502, 503, 504, 408, 429])('%p is tried again later', (status) => {
    expect(deliveryOutcome(status, 1, due, due, noSpread)).toEqual({ kind: 'retry', at: new Date(due.getTime() + FIRST_RETRY_MS) });
  });

  it.each([400, 401, 403, 404, 410, 422, 301, 302])('a %i fails at once, not retried', (status) => {
    expect(deliveryOutcome(status, 1, due, due, noSpread)).toEqual({ kind: 'failed', why: `The receiver answered ${status}: not retried` });
  });

  it('waits twice as long each time, up to an hour, with at most 20% spread', () => {
    const waits = [1, 2, 3, 4, 8, 12, 30].map((attempt) => {
      const outcome = deliveryOutcome(503, attempt, due, due, noSpread);
      return outcome.kind === 'retry' ? outcome.at.getTime() - due.getTime() : NaN;
    });
    // The 8th would be 30 s × 128 = 64 min: the ceiling holds it to an hour.
    expect(waits).toEqual([30_000, 60_000, 120_000, 240_000, LONGEST_RETRY_MS, LONGEST_RETRY_MS, LONGEST_RETRY_MS]);
    const spread = deliveryOutcome(503, 1, due, due, () => 1);
    expect(spread).toEqual({ kind: 'retry', at: new Date(due.getTime() + FIRST_RETRY_MS * 1.2) });
  });

  it('gives up once the next try would fall beyond 24 hours of the delivery being due', () => {
    const late = new Date(due.getTime() + RETRY_FOR_MS - 10 * 60_000);
    expect(deliveryOutcome(503, 40, due, late, noSpread)).toEqual({ kind: 'failed', why: 'Retried for 24 hours without success' });
    expect(deliveryOutcome(503, 2, due, late, noSpread)).toMatchObject({ kind: 'retry' });
  });
});
