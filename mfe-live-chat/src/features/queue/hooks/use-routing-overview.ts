// The Queue card's data, kept live: loaded on mount, again after 'queue-changed' (a hint, at most once per
// QUEUE_THROTTLE_MS) and every QUEUE_POLL_MS in case a hint did not reach this console. Failures are quiet:
// the card shows its last answer (or a line saying it could not load), the next load tries again.
import { useEffect, useState } from 'react';
import type { RoutingOverview } from 'shared-kernel/contracts';
import { useApi, useEventBus } from 'shared-kernel/platform';
import { fetchRoutingOverview } from '../api/queue-calls';

export const QUEUE_THROTTLE_MS = 2000;
export const QUEUE_POLL_MS = 15000;

export interface RoutingOverviewState {
  overview: RoutingOverview | null;
  loading: boolean;
  failed: boolean;
}

export function useRoutingOverview(): RoutingOverviewState {
  const api = useApi();
  const bus = useEventBus();
  const [state, setState] = useState<RoutingOverviewState>({ overview: null, loading: true, failed: false });

  useEffect(() => {
    let lastAt = 0;
    let running: AbortController | null = null;
    let pending: ReturnType<typeof setTimeout> | null = null;
    const load = () => {
      // A newer load replaces one under way: its answer would be older.
      running?.abort();
      const abort = (running = new AbortController());
      lastAt = Date.now();
      fetchRoutingOverview(api, abort.signal).then(
        (overview) => {
          if (!abort.signal.aborted) setState({ overview, loading: false, failed: false });
        },
        () => {
          if (!abort.signal.aborted) setState((old) => ({ ...old, loading: false, failed: old.overview === null }));
        },
      );
    };
    // Throttle: at once when the last load is QUEUE_THROTTLE_MS old, else once at the end of the window.
    const soon = () => {
      if (pending) return;
      const wait = lastAt + QUEUE_THROTTLE_MS - Date.now();
      if (wait <= 0) load();
      else
        pending = setTimeout(() => {
          pending = null;
          load();
        }, wait);
    };
    load();
    const subscription = bus.on('queue-changed').subscribe(soon);
    const poll = setInterval(() => {
      if (Date.now() - lastAt >= QUEUE_POLL_MS - 50) load();
    }, QUEUE_POLL_MS);
    return () => {
      subscription.unsubscribe();
      clearInterval(poll);
      if (pending) clearTimeout(pending);
      running?.abort();
    };
  }, [api, bus]);

  return state;
}
