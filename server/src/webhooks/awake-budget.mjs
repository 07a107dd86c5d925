// A delivery's time limit counted in the time its thread ran. The send thread is in Linux's idle class: on
// a busy machine it may not run for seconds, and that wait is not the receiver's (its answer may already
// be waiting, unread). Checked every tick; a tick that comes late counts as at most two ticks.
// Plain JavaScript: imported by the send worker, which starts without the TypeScript loader.

export const TICK_MS = 250;

/** `spend(now)` adds the time since the last call (at most two ticks) and says whether the limit is reached. */
export function awakeBudget(limitMs, startedAt) {
  let used = 0;
  let last = startedAt;
  return {
    spend(now) {
      used += Math.min(Math.max(0, now - last), TICK_MS * 2);
      last = now;
      return used >= limitMs;
    },
  };
}

/** Calls `onExpired` once the thread has run `limitMs` since now; the answer clears it. */
export function awakeTimeout(limitMs, onExpired) {
  const budget = awakeBudget(limitMs, performance.now());
  const timer = setInterval(() => {
    if (!budget.spend(performance.now())) return;
    clearInterval(timer);
    onExpired();
  }, TICK_MS);
  return () => clearInterval(timer);
}
