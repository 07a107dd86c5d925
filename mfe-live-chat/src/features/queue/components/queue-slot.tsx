// Where the Queue card goes on the dashboard. The card is not part of the dashboard's first download: it comes
// once the page is idle after its first render when the welcome answer said the account routes chats (chat
// limits, automatic assignment, queue limits), or with the first 'queue-changed' (a queue moved, a limit
// changed). An account on the spec's rule (offer to all, no limits) never downloads it.
import { lazy, Suspense, useEffect, useState } from 'react';
import type { User, UserInfo } from 'shared-kernel/contracts';
import { useEventBus, useSession } from 'shared-kernel/platform';

const QueuePanel = lazy(() => import('./queue-panel'));

/** Without requestIdleCallback (Safari, jsdom), a pause after the first render stands in for idle. */
export const IDLE_FALLBACK_MS = 1500;

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, IDLE_FALLBACK_MS);
  return () => clearTimeout(timer);
}

/** The welcome answer's flag, merged into the stored user. */
const routesChats = (user: User | null | undefined) => Boolean((user as (User & Pick<UserInfo, 'routingInUse'>) | null | undefined)?.routingInUse);

export function QueueSlot() {
  const bus = useEventBus();
  const { user } = useSession();
  const routes = routesChats(user);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) return;
    const show = () => setShown(true);
    const cancel = routes ? whenIdle(show) : () => undefined;
    const subscription = bus.on('queue-changed').subscribe(show);
    return () => {
      cancel();
      subscription.unsubscribe();
    };
  }, [bus, shown, routes]);
  return shown ? (
    <Suspense fallback={null}>
      <QueuePanel />
    </Suspense>
  ) : null;
}
