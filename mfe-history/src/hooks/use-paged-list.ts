// A list the server gives page by page (`take`, `page`, `meta.hasNextPage`): history, unattended chats,
// contacts. The first page loads when the query changes; `loadMore` fetches the next one once (a scroll
// that fires twice never asks for one page twice); rows pushed live can be added, patched or removed.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Paginated } from 'shared-kernel/contracts';
import { errorMessage, SessionEndedError, type ApiClient } from 'shared-kernel/http';
import { useApi, useToast } from 'shared-kernel/platform';

export type PageLoader<T> = (api: ApiClient, page: number, signal: AbortSignal) => Promise<Paginated<T>>;

export interface PagedList<T> {
  items: T[];
  /** The first page is loading (skeletons). */
  loading: boolean;
  /** A further page is loading (a spinner at the end). */
  loadingMore: boolean;
  failed: boolean;
  hasNextPage: boolean;
  loadMore: () => void;
  reload: () => void;
  /** A row pushed live goes first, once. */
  prepend: (item: T) => void;
  replace: (item: T) => void;
  remove: (key: string) => void;
}

/**
 * @param load fetches one page; a new function (e.g. new filters) starts again from page 1.
 * @param keyOf the row's identity, so a live row already loaded is not listed twice.
 */
export function usePagedList<T>(load: PageLoader<T>, keyOf: (item: T) => string, failedText: string): PagedList<T> {
  const api = useApi();
  const toast = useToast();
  const [items, setItems] = useState<T[]>([]);
  const [page, setPage] = useState(0);
  const [hasNextPage, setHasNextPage] = useState(false);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const inFlight = useRef<AbortController | null>(null);

  const fetchPage = useCallback(
    (next: number) => {
      inFlight.current?.abort();
      const abort = new AbortController();
      inFlight.current = abort;
      const first = next === 1;
      if (first) setLoading(true);
      else setLoadingMore(true);
      setFailed(false);
      load(api, next, abort.signal)
        .then((answer) => {
          if (abort.signal.aborted) return;
          const rows = answer.data ?? [];
          setItems((list) => {
            if (first) return rows;
            const known = new Set(list.map(keyOf));
            return [...list, ...rows.filter((row) => !known.has(keyOf(row)))];
          });
          setPage(next);
          setHasNextPage(Boolean(answer.meta?.hasNextPage));
        })
        .catch((err: unknown) => {
          if (abort.signal.aborted) return;
          setFailed(true);
          // A cleared session sends the user to /login; no toast for that.
          if (!(err instanceof SessionEndedError)) toast.error(errorMessage(err, failedText));
        })
        .finally(() => {
          if (abort.signal.aborted) return;
          inFlight.current = null;
          setLoading(false);
          setLoadingMore(false);
        });
    },
    [api, toast, load, keyOf, failedText],
  );

  useEffect(() => {
    setItems([]);
    setHasNextPage(false);
    fetchPage(1);
    return () => inFlight.current?.abort();
  }, [fetchPage, attempt]);

  const loadMore = useCallback(() => {
    // After a failed page, the next call (a Retry, or reaching the end again) asks for it again.
    if (inFlight.current || !hasNextPage) return;
    fetchPage(page + 1);
  }, [fetchPage, hasNextPage, page]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const prepend = useCallback((item: T) => setItems((list) => [item, ...list.filter((row) => keyOf(row) !== keyOf(item))]), [keyOf]);
  const replace = useCallback((item: T) => setItems((list) => list.map((row) => (keyOf(row) === keyOf(item) ? item : row))), [keyOf]);
  const remove = useCallback((key: string) => setItems((list) => list.filter((row) => keyOf(row) !== key)), [keyOf]);
  return { items, loading, loadingMore, failed, hasNextPage, loadMore, reload, prepend, replace, remove };
}
