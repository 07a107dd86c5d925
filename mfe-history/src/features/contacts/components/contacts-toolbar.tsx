import { ListHeading, ListToolbar, SearchField } from 'shared-kernel/list-screens';
import { CONTACTS_TEXTS as T } from '../texts';

/** The server takes searches of up to 100 characters. */
export const SEARCH_MAX = 100;

export interface ContactsToolbarProps {
  /** Contacts loaded so far; hidden while the first page loads. */
  count: number | null;
  search: string;
  onSearch: (search: string) => void;
}

/** Title, the count of loaded contacts and the server-side search box. */
export function ContactsToolbar({ count, search, onSearch }: ContactsToolbarProps) {
  return (
    <ListToolbar
      breakpoint="md"
      start={<ListHeading title={T.title} count={count === null ? null : T.count(count)} countTestId="contacts-count" />}
      end={<SearchField label={T.search} value={search} onSearch={onSearch} placeholderOnly maxLength={SEARCH_MAX} width={380} breakpoint="md" />}
    />
  );
}
