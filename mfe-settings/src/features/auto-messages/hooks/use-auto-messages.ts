import { useCallback, useEffect, useState } from 'react';
import type { AutoMessage } from 'shared-kernel/contracts';
import { errorMessage, SessionEndedError } from 'shared-kernel/http';
import { useApi, useToast } from 'shared-kernel/platform';
import { fetchAutoMessages } from '../api/auto-message-calls';
import { AUTO_TEXTS as T } from '../texts';

/** The account's auto messages, loaded on mount; `removed` drops one after a confirmed delete. */
export function useAutoMessages() {
  const api = useApi();
  const toast = useToast();
  const [items, setItems] = useState<AutoMessage[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    setLoading(true);
    setFailed(false);
    fetchAutoMessages(api, abort.signal)
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
  const removed = useCallback((id: string) => setItems((list) => list.filter((item) => item._id !== id)), []);
  return { items, loading, failed, reload, removed };
}
