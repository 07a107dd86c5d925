import { waitClock } from 'shared-kernel/queue';
import { useNow } from 'shared-kernel/platform';

/** The longest wait, counting on each second from `since` (ISO). */
export function WaitClock({ since }: { since: string }) {
  const now = useNow(1000);
  const at = Date.parse(since);
  return <time dateTime={since}>{waitClock(Number.isNaN(at) ? 0 : (now - at) / 1000)}</time>;
}
