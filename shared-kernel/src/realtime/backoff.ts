/** Delay before retry number `attempt` (1-based): doubles from `min` and stops growing at `max`. */
export function backoffDelay(attempt: number, min: number, max: number): number {
  const exponent = Math.max(0, Math.min(attempt - 1, 16));
  return Math.min(min * 2 ** exponent, max);
}
