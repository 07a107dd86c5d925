import { useEffect, useState } from 'react';

/** The current time, refreshed every `everyMs` so time-based states (Idle after 12 min) are re-evaluated. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
