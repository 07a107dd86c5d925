// A list of the account's records (canned messages, auto messages), loaded on mount and patched in place
// after each create, edit or delete, so a screen never reloads the whole list for one change.
import { useCallback, useEffect, useState } from 'react';
import { errorMessage, SessionEndedError, type ApiClient } from 'shared-kernel/http';
import { useApi, useToast } from 'shared-kernel/platform';

export interface RecordList<T extends { _id: string }> {
  items: T[];
  loading: boolean;
  failed: boolean;
  reload: () => void;
  added: (item: T) => void;
  replaced: (item: T) => void;
  removed: (id: string) => void;
}

export function useRecordList<T extends { _id: string }>(load: (api: ApiClient, signal: AbortSignal) => Promise<T[]>, failedText: string): RecordList<T> {
  const api = useApi();
  const toast = useToast();
  const [items, setItems] = useState<T[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    setLoading(true);
    setFailed(false);
    load(api, abort.signal)
      .then((list) => {
        if (!abort.signal.aborted) setItems(list);
      })
      .catch((err: unknown) => {
        if (abort.signal.aborted) return;
        setFailed(true);
        // A cleared session sends the user to /login; no toast for that.
        if (!(err instanceof SessionEndedError)) toast.error(errorMessage(err, failedText));
      })
      .finally(() => {
        if (!abort.signal.aborted) setLoading(false);
      });
    return () => abort.abort();
  }, [api, toast, load, failedText, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const added = useCallback((item: T) => setItems((list) => [...list, item]), []);
  const replaced = useCallback((item: T) => setItems((list) => list.map((old) => (old._id === item._id ? item : old))), []);
  const removed = useCallback((id: string) => setItems((list) => list.filter((item) => item._id !== id)), []);
  return { items, loading, failed, reload, added, replaced, removed };
}
