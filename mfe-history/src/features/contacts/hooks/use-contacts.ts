// The contact list: server pages of 15, newest seen first; a new search (after a pause in typing)
// starts again from page 1 on the server, so it finds contacts not scrolled to yet.
import { useCallback } from 'react';
import type { Contact } from 'shared-kernel/contracts';
import { usePagedList, type PagedList } from '../../../hooks/use-paged-list';
import { fetchContactsPage } from '../api/contact-calls';
import { contactKey } from '../lib/contact-view';
import { CONTACTS_TEXTS as T } from '../texts';
import { useDebouncedValue } from './use-debounced-value';

export const SEARCH_DEBOUNCE_MS = 300;

export interface ContactList extends PagedList<Contact> {
  /** The search the shown rows answer (trimmed). */
  searched: string;
}

export function useContacts(search: string): ContactList {
  const searched = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const load = useCallback(
    (api: Parameters<typeof fetchContactsPage>[0], page: number, signal: AbortSignal) => fetchContactsPage(api, page, searched, signal),
    [searched],
  );
  const list = usePagedList(load, contactKey, T.failed);
  return { ...list, searched };
}
