// The Active chats list, kept live: loaded on open, loaded again (silently, the rows stay on screen) when
// a chat starts, is accepted, ends, changes hands or gets a message (at most once per REFRESH_THROTTLE_MS),
// and every REFRESH_FALLBACK_MS in case an event did not reach this console. A 403 means the caller's
// role may not supervise: the view says so and asks nothing more.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ActiveChatRow, AgentReceiveEventName } from 'shared-kernel/contracts';
import { errorMessage, SessionEndedError } from 'shared-kernel/http';
import { useApi, useEventBus, useToast } from 'shared-kernel/platform';
import { fetchActiveChats } from '../api/active-chats-calls';
import { ACTIVE_CHATS_TEXTS as T } from '../texts';

export const REFRESH_THROTTLE_MS = 2000;
export const REFRESH_FALLBACK_MS = 10000;

/** The bus events after which the list is loaded again. */
export const REFRESH_EVENTS = [
  'chat-initialized',
  'chat-accepted',
  'chat-ended',
  'chat-holder-changed',
  'outbound-agent',
] as const satisfies readonly AgentReceiveEventName[];

export interface ActiveChats {
  rows: ActiveChatRow[];
  /** The first load runs (a skeleton shows). */
  loading: boolean;
  /** The first load failed (a Retry shows); later failures keep the rows on screen. */
  failed: boolean;
  /** The server refused the caller's role (403). */
  forbidden: boolean;
  reload: () => void;
}

const statusOf = (err: unknown) => (err as { response?: { status?: number } } | null)?.response?.status;

export function useActiveChats(enabled: boolean): ActiveChats {
  const api = useApi();
  const bus = useEventBus();
  const toast = useToast();
  const [rows, setRows] = useState<ActiveChatRow[]>([]);
  const [loading, setLoading] = useState(enabled);
  const [failed, setFailed] = useState(false);
  const [forbidden, setForbidden] = useState(false);
  const state = useRef({
    running: null as AbortController | null,
    again: false,
    later: null as ReturnType<typeof setTimeout> | null,
    lastAt: 0,
    loaded: false,
    stopped: false,
  });

  const load = useCallback(() => {
    const s = state.current;
    if (s.stopped) return;
    if (s.running) {
      // One more load after the one under way (its answer may predate the change), throttled too.
      s.again = true;
      return;
    }
    const abort = new AbortController();
    s.running = abort;
    s.lastAt = Date.now();
    fetchActiveChats(api, abort.signal)
      .then((chats) => {
        if (abort.signal.aborted) return;
        s.loaded = true;
        setRows(chats);
        setFailed(false);
      })
      .catch((err: unknown) => {
        if (abort.signal.aborted) return;
        if (statusOf(err) === 403) {
          s.stopped = true;
          setForbidden(true);
          return;
        }
        if (s.loaded) return; // a live refresh failed: keep what is shown, the next one tries again
        setFailed(true);
        if (!(err instanceof SessionEndedError)) toast.error(errorMessage(err, T.loadFailed));
      })
      .finally(() => {
        if (abort.signal.aborted) return;
        s.running = null;
        setLoading(false);
        if (s.again && !s.later) {
          s.again = false;
          s.later = setTimeout(() => {
            s.later = null;
            again.current();
          }, Math.max(0, s.lastAt + REFRESH_THROTTLE_MS - Date.now()));
        }
      });
  }, [api, toast]);
  const again = useRef(load);
  useEffect(() => {
    again.current = load;
  }, [load]);

  useEffect(() => {
    if (!enabled) return;
    const s = state.current;
    s.stopped = false;
    load();
    let pending: ReturnType<typeof setTimeout> | null = null;
    // Throttle: at once when the last load is REFRESH_THROTTLE_MS old, else once at the end of the window.
    const soon = () => {
      if (pending || s.later || s.stopped) return;
      const wait = s.lastAt + REFRESH_THROTTLE_MS - Date.now();
      if (wait <= 0) {
        load();
        return;
      }
      pending = setTimeout(() => {
        pending = null;
        load();
      }, wait);
    };
    const subscriptions = REFRESH_EVENTS.map((name) => bus.on(name).subscribe(() => soon()));
    const fallback = setInterval(() => {
      if (Date.now() - s.lastAt >= REFRESH_FALLBACK_MS - 50) load();
    }, REFRESH_FALLBACK_MS);
    return () => {
      subscriptions.forEach((subscription) => subscription.unsubscribe());
      clearInterval(fallback);
      if (pending) clearTimeout(pending);
      s.running?.abort();
      s.running = null;
      s.again = false;
      if (s.later) clearTimeout(s.later);
      s.later = null;
      s.stopped = true;
    };
  }, [bus, enabled, load]);

  const reload = useCallback(() => {
    setFailed(false);
    setLoading(true);
    state.current.loaded = false;
    load();
  }, [load]);

  return { rows, loading: enabled && loading, failed, forbidden, reload };
}
