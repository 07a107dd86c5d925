// Counts events per key in a sliding window: failed sign-ins (only failures count, so a user who types
// the right password is never slowed down), mails sent, guesses, arrivals (abuse-limits.ts).
// Kept in memory: with several server processes each one counts its own.

export interface FailureLimiter {
  /** Seconds until the key may try again, or 0 when it is not blocked. */
  retryAfter(key: string): number;
  recordFailure(key: string): void;
  reset(key: string): void;
  /** Records one event unless the key is at its limit: 0 when taken, else seconds until one is free. */
  take(key: string): number;
}

export function createFailureLimiter(options: { limit: number; windowMs: number; now?: () => number }): FailureLimiter {
  const { limit, windowMs } = options;
  const now = options.now ?? Date.now;
  const failures = new Map<string, number[]>();

  function recent(key: string): number[] {
    const since = now() - windowMs;
    const list = (failures.get(key) ?? []).filter((t) => t > since);
    if (list.length) failures.set(key, list);
    else failures.delete(key);
    return list;
  }

  function sweep(): void {
    for (const key of [...failures.keys()]) recent(key);
  }

  return {
    retryAfter(key) {
      const list = recent(key);
      if (list.length < limit) return 0;
      // Blocked until the oldest failure that keeps the count at the limit leaves the window.
      const oldest = list[list.length - limit];
      return Math.max(1, Math.ceil((oldest + windowMs - now()) / 1000));
    },
    recordFailure(key) {
      if (failures.size > 10_000) sweep();
      const list = recent(key);
      list.push(now());
      failures.set(key, list.slice(-limit));
    },
    reset(key) {
      failures.delete(key);
    },
    take(key) {
      const wait = this.retryAfter(key);
      if (wait === 0) this.recordFailure(key);
      return wait;
    },
  };
}
