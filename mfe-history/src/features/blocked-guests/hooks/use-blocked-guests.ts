// The blocked guests, loaded once; an unblocked guest leaves the list.
import { useCallback, useEffect, useState } from 'react';
import type { BlockedGuest } from 'shared-kernel/contracts';
import { errorMessage, SessionEndedError } from 'shared-kernel/http';
import { useApi, useToast } from 'shared-kernel/platform';
import { fetchBlocked } from '../api/blocked-calls';
import { BLOCKED_TEXTS as T } from '../texts';

export interface BlockedList {
  items: BlockedGuest[];
  loading: boolean;
  failed: boolean;
  reload: () => void;
  remove: (id: string) => void;
}

export function useBlockedGuests(): BlockedList {
  const api = useApi();
  const toast = useToast();
  const [items, setItems] = useState<BlockedGuest[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    setLoading(true);
    setFailed(false);
    fetchBlocked(api, abort.signal)
      .then((list) => {
        if (!abort.signal.aborted) setItems(list);
      })
      .catch((err: unknown) => {
        if (abort.signal.aborted) return;
        setFailed(true);
        if (!(err instanceof SessionEndedError)) toast.error(errorMessage(err, T.failed));
      })
      .finally(() => {
        if (!abort.signal.aborted) setLoading(false);
      });
    return () => abort.abort();
  }, [api, toast, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const remove = useCallback((id: string) => setItems((list) => list.filter((entry) => entry._id !== id)), []);
  return { items, loading, failed, reload, remove };
}
