import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `until` (ISO), 0 once past. Renews on the second boundaries of `until` (not every
 * 1000 ms from mount), so 0 shows when the time is up, and stops there.
 */
export function useSecondsLeft(until: string): number {
  const end = Date.parse(until);
  const [now, setNow] = useState(Date.now);
  const left = end - now;
  useEffect(() => {
    if (!(left > 0)) return;
    const timer = setTimeout(() => setNow(Date.now()), left % 1000 || 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return left > 0 ? Math.ceil(left / 1000) : 0;
}
