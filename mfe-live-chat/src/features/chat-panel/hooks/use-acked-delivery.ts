import { useCallback, useEffect, useRef } from 'react';

/**
 * One attempt at a time per client-made id; an attempt that answers a delay (the server's `retryAfterMs`)
 * runs again after it, with the same id. A thrown attempt (no ack) is left pending for the next reconnect.
 */
export function useAckedDelivery() {
  const inFlight = useRef(new Set<string>());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const run = useCallback(async function attemptOnce(id: string, attempt: () => Promise<number | void>): Promise<void> {
    if (inFlight.current.has(id)) return;
    inFlight.current.add(id);
    let retryAfterMs: number | void = undefined;
    try {
      retryAfterMs = await attempt();
    } catch {
      // No ack (timeout or connection lost): still pending, resent with the same id on reconnect.
    } finally {
      inFlight.current.delete(id);
    }
    if (typeof retryAfterMs !== 'number') return;
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      void attemptOnce(id, attempt);
    }, retryAfterMs);
    timers.current.add(timer);
  }, []);
  return run;
}
