// Where the Queue card goes on the dashboard. The card is not part of the dashboard's first download: it
// comes once the page is idle after its first render, or with the first 'queue-changed' if that is sooner.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useEventBus } from 'shared-kernel/platform';

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

export function QueueSlot() {
  const bus = useEventBus();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) return;
    const show = () => setShown(true);
    const cancel = whenIdle(show);
    const subscription = bus.on('queue-changed').subscribe(show);
    return () => {
      cancel();
      subscription.unsubscribe();
    };
  }, [bus, shown]);
  return shown ? (
    <Suspense fallback={null}>
      <QueuePanel />
    </Suspense>
  ) : null;
}
