import { LIMITS, type Contact } from 'shared-kernel/contracts';
import { useViewport } from 'shared-kernel/platform';
import { EmptyState, LoadFailed, SkeletonList } from 'shared-kernel/ui';
import type { ContactList } from '../hooks/use-contacts';
import { CONTACTS_TEXTS as T } from '../texts';
import { ContactCards } from './contact-cards';
import type { ContactActions } from './contact-row-actions';
import { ContactsTable } from './contacts-table';

/** Skeletons, the failure with Retry, the two empty texts, or the list (table on desktop, cards below). */
export function ContactsBody({ list, ...actions }: ContactActions & { list: ContactList }) {
  const desktop = useViewport() === 'desktop';
  if (list.loading) return <SkeletonList rows={LIMITS.SKELETONS.list} height={52} />;
  if (list.failed && list.items.length === 0) {
    return (
      <LoadFailed text={T.loadFailed} onRetry={list.reload} />
    );
  }
  if (list.items.length === 0) return <EmptyState text={list.searched ? T.noMatch : T.empty} />;
  const props = { items: list.items as readonly Contact[], onEndReached: list.loadMore, loadingMore: list.loadingMore, ...actions };
  return desktop ? <ContactsTable {...props} /> : <ContactCards {...props} />;
}
