// The contact of the page: the one the Contacts list passed, else fetched (a pasted link, a bookmark).
import { useEffect, useState } from 'react';
import type { Contact } from 'shared-kernel/contracts';
import { useApi } from 'shared-kernel/platform';
import { fetchContact } from '../api/contact-conversation-calls';

export type ContactLoad = { state: 'loading' } | { state: 'ready'; contact: Contact } | { state: 'unknown' };

export function useContact(id: string, passed: Contact | null): ContactLoad {
  const api = useApi();
  const [fetched, setFetched] = useState<{ id: string; load: ContactLoad } | null>(null);
  useEffect(() => {
    if (passed) return;
    const abort = new AbortController();
    fetchContact(api, id, abort.signal)
      .then((contact) => {
        if (!abort.signal.aborted) setFetched({ id, load: contact ? { state: 'ready', contact } : { state: 'unknown' } });
      })
      // Not a contact of this account (404) or not reachable: the card says where details come from.
      .catch(() => {
        if (!abort.signal.aborted) setFetched({ id, load: { state: 'unknown' } });
      });
    return () => abort.abort();
  }, [api, id, passed]);
  if (passed) return { state: 'ready', contact: passed };
  return fetched?.id === id ? fetched.load : { state: 'loading' };
}
