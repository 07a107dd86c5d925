// Data a screen loads when it opens (and again on Retry): the load is aborted when the screen leaves or
// loads again, a failure shows the server's message (or the screen's fallback) as a red toast, and a
// cleared session (which sends the user to /login) shows none.
import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { errorMessage, SessionEndedError, type ApiClient } from 'shared-kernel/http';
import { useApi } from './platform-context';
import { useToast } from './use-toast';

export interface Loaded<T> {
  value: T;
  /** Patches what was loaded (a row added, changed or removed) without loading again. */
  setValue: Dispatch<SetStateAction<T>>;
  loading: boolean;
  failed: boolean;
  reload: () => void;
}

/**
 * @param load a stable function (module level or memoised): a new one loads again.
 * @param initial what `value` is before the first answer.
 * @param failedText the toast when the failure carries no message of its own.
 */
export function useLoaded<T>(load: (api: ApiClient, signal: AbortSignal) => Promise<T>, initial: T, failedText: string): Loaded<T> {
  const api = useApi();
  const toast = useToast();
  const [value, setValue] = useState<T>(initial);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    setLoading(true);
    setFailed(false);
    load(api, abort.signal)
      .then((answer) => {
        if (!abort.signal.aborted) setValue(answer);
      })
      .catch((err: unknown) => {
        if (abort.signal.aborted) return;
        setFailed(true);
        if (!(err instanceof SessionEndedError)) toast.error(errorMessage(err, failedText));
      })
      .finally(() => {
        if (!abort.signal.aborted) setLoading(false);
      });
    return () => abort.abort();
  }, [api, toast, load, failedText, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { value, setValue, loading, failed, reload };
}

export interface RecordList<T extends { _id: string }> {
  items: T[];
  loading: boolean;
  failed: boolean;
  reload: () => void;
  added: (item: T) => void;
  replaced: (item: T) => void;
  removed: (id: string) => void;
}

/** A list of the account's records, loaded once and patched in place after each create, edit or delete. */
export function useRecordList<T extends { _id: string }>(load: (api: ApiClient, signal: AbortSignal) => Promise<T[]>, failedText: string): RecordList<T> {
  const [empty] = useState<T[]>([]);
  const { value: items, setValue, loading, failed, reload } = useLoaded(load, empty, failedText);
  const added = useCallback((item: T) => setValue((list) => [...list, item]), [setValue]);
  const replaced = useCallback((item: T) => setValue((list) => list.map((old) => (old._id === item._id ? item : old))), [setValue]);
  const removed = useCallback((id: string) => setValue((list) => list.filter((item) => item._id !== id)), [setValue]);
  return { items, loading, failed, reload, added, replaced, removed };
}
