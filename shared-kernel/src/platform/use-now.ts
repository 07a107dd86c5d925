import { useEffect, useState } from 'react';

/** The current time, renewed every `everyMs` while mounted, for what counts up or turns stale with time. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
