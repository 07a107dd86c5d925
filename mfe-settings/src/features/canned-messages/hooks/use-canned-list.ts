import { useCallback, useEffect, useState } from 'react';
import type { CannedMessage } from 'shared-kernel/contracts';
import { errorMessage, SessionEndedError } from 'shared-kernel/http';
import { useApi, useToast } from 'shared-kernel/platform';
import { fetchCanned } from '../api/canned-calls';
import { CANNED_TEXTS as T } from '../texts';

export interface CannedListState {
  items: CannedMessage[];
  loading: boolean;
  failed: boolean;
  reload: () => void;
  added: (item: CannedMessage) => void;
  replaced: (item: CannedMessage) => void;
  removed: (id: string) => void;
}

/** The account's canned messages, loaded on mount; the dialogs patch the list in place after each call. */
export function useCannedList(): CannedListState {
  const api = useApi();
  const toast = useToast();
  const [items, setItems] = useState<CannedMessage[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    setLoading(true);
    setFailed(false);
    fetchCanned(api, abort.signal)
      .then((list) => {
        if (!abort.signal.aborted) setItems(list);
      })
      .catch((err: unknown) => {
        if (abort.signal.aborted) return;
        setFailed(true);
        // A cleared session sends the user to /login; no toast for that.
        if (!(err instanceof SessionEndedError)) toast.error(errorMessage(err, T.failed));
      })
      .finally(() => {
        if (!abort.signal.aborted) setLoading(false);
      });
    return () => abort.abort();
  }, [api, toast, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const added = useCallback((item: CannedMessage) => setItems((list) => [...list, item]), []);
  const replaced = useCallback((item: CannedMessage) => setItems((list) => list.map((old) => (old._id === item._id ? item : old))), []);
  const removed = useCallback((id: string) => setItems((list) => list.filter((item) => item._id !== id)), []);
  return { items, loading, failed, reload, added, replaced, removed };
}
