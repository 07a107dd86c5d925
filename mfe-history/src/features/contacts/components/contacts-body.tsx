import type { Contact } from 'shared-kernel/contracts';
import { ListStates } from 'shared-kernel/list-screens';
import type { ContactList } from '../hooks/use-contacts';
import { CONTACTS_TEXTS as T } from '../texts';
import { ContactCards } from './contact-cards';
import type { ContactActions } from './contact-row-actions';
import { ContactsTable } from './contacts-table';

/** Skeletons, the failure with Retry, the two empty texts, or the list (table on desktop, cards below). */
export function ContactsBody({ list, ...actions }: ContactActions & { list: ContactList }) {
  const props = { items: list.items as readonly Contact[], onEndReached: list.loadMore, loadingMore: list.loadingMore, ...actions };
  return (
    <ListStates
      // Once some pages are shown, a later page's failure keeps them.
      list={{ ...list, failed: list.failed && list.items.length === 0 }}
      texts={{ loadFailed: T.loadFailed, empty: list.searched ? T.noMatch : T.empty }}
      empty={list.items.length === 0}
      skeletonHeight={52}
      wide={() => <ContactsTable {...props} />}
      narrow={() => <ContactCards {...props} />}
    />
  );
}
