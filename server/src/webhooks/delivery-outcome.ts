/** Retries keep going this long after a delivery was first due; then it is failed for good. */
export const RETRY_FOR_MS = 24 * 60 * 60 * 1000;
/** The first retry waits this long, each next one twice as long, up to the ceiling. */
export const FIRST_RETRY_MS = 30_000;
export const LONGEST_RETRY_MS = 60 * 60 * 1000;
/** Failed attempts in a row (over all its deliveries) after which an endpoint is paused and its owners mailed. */
export const PAUSE_AFTER_FAILURES = 50;

export type DeliveryOutcome = { kind: 'delivered' } | { kind: 'retry'; at: Date } | { kind: 'failed'; why: string };

/** 408 and 429 say "later"; other 4xx say the request itself is wrong, so sending it again changes nothing. */
const isRetryable = (status: number | null) => status === null || status >= 500 || status === 408 || status === 429;

/**
 * What to do after attempt number `attempts` (1 for the first) of a delivery first due at `dueAt`:
 * any 2xx is delivered; a network error, a timeout, a 5xx, a 408 or a 429 is tried again after an
 * exponentially growing wait (with up to 20% random spread, so retries of many deliveries do not
 * arrive together), as long as the 24 hours allow; any other answer fails it at once.
 */
export function deliveryOutcome(
  status: number | null,
  attempts: number,
  dueAt: Date,
  now = new Date(),
  random = Math.random,
  firstRetryMs = FIRST_RETRY_MS,
): DeliveryOutcome {
  if (status !== null && status >= 200 && status < 300) return { kind: 'delivered' };
  if (!isRetryable(status)) return { kind: 'failed', why: `The receiver answered ${status}: not retried` };
  const wait = Math.min(firstRetryMs * 2 ** Math.min(attempts - 1, 20), LONGEST_RETRY_MS) * (1 + 0.2 * random());
  const at = new Date(now.getTime() + wait);
  if (at.getTime() - dueAt.getTime() > RETRY_FOR_MS) return { kind: 'failed', why: 'Retried for 24 hours without success' };
  return { kind: 'retry', at };
}
