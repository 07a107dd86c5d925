// Blocked Guests (/blocked-visitors, spec 001 §2): who was blocked, when and by whom, and Unblock.
// The spec's hidden manual-block IP input (whose Block button does nothing) is left out.
import { ListPage, ListStates } from 'shared-kernel/list-screens';
import { useRecordList } from 'shared-kernel/platform';
import { fetchBlocked } from '../api/blocked-calls';
import { BlockedCards } from '../components/blocked-cards';
import { BlockedTable } from '../components/blocked-table';
import { useUnblock } from '../hooks/use-unblock';
import { BLOCKED_TEXTS as T } from '../texts';

export default function BlockedGuestsPage() {
  const list = useRecordList(fetchBlocked, T.failed);
  const { busy, unblock } = useUnblock((entry) => list.removed(entry._id));

  return (
    <ListPage title={T.title} count={list.loading ? null : T.count(list.items.length)} countTestId="blocked-count">
      <ListStates
        list={list}
        texts={T}
        empty={list.items.length === 0}
        skeletonHeight={52}
        wide={() => <BlockedTable items={list.items} onUnblock={unblock} busy={busy} />}
        narrow={() => <BlockedCards items={list.items} onUnblock={unblock} busy={busy} />}
      />
    </ListPage>
  );
}
