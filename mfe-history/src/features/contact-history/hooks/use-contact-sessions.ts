// The contact's past sessions, loaded when the page opens (and on Retry).
import { useCallback, useEffect, useState } from 'react';
import { errorMessage, SessionEndedError } from 'shared-kernel/http';
import { useApi, useToast } from 'shared-kernel/platform';
import { fetchContactConversation } from '../api/contact-conversation-calls';
import { sessionsOf, type ContactSession } from '../lib/sessions';
import { CONTACT_HISTORY_TEXTS as T } from '../texts';

export interface ContactSessions {
  sessions: ContactSession[];
  loading: boolean;
  failed: boolean;
  reload: () => void;
}

export function useContactSessions(visitorRowId: string): ContactSessions {
  const api = useApi();
  const toast = useToast();
  const [sessions, setSessions] = useState<ContactSession[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    setLoading(true);
    setFailed(false);
    fetchContactConversation(api, visitorRowId, abort.signal)
      .then((items) => {
        if (!abort.signal.aborted) setSessions(sessionsOf(items));
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
  }, [api, toast, visitorRowId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { sessions, loading, failed, reload };
}
