// The contact's past sessions, loaded when the page opens (and on Retry).
import { useCallback, useMemo, useState } from 'react';
import type { ApiClient } from 'shared-kernel/http';
import { useLoaded } from 'shared-kernel/platform';
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
  const load = useCallback(async (api: ApiClient, signal: AbortSignal) => sessionsOf(await fetchContactConversation(api, visitorRowId, signal)), [visitorRowId]);
  const [none] = useState<ContactSession[]>([]);
  const { value, loading, failed, reload } = useLoaded(load, none, T.failed);
  return useMemo(() => ({ sessions: value, loading, failed, reload }), [value, loading, failed, reload]);
}
