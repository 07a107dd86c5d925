// Blocked Guests (/blocked-visitors, spec 001 §2): who was blocked, when and by whom, and Unblock.
// The spec's hidden manual-block IP input (whose Block button does nothing) is left out.
import { Box, Typography } from 'shared-kernel/mui';
import { LIMITS } from 'shared-kernel/contracts';
import { useRecordList, useViewport } from 'shared-kernel/platform';
import { EmptyState, LoadFailed, SkeletonList } from 'shared-kernel/ui';
import { fetchBlocked } from '../api/blocked-calls';
import { BlockedCards } from '../components/blocked-cards';
import { BlockedTable } from '../components/blocked-table';
import { useUnblock } from '../hooks/use-unblock';
import { BLOCKED_TEXTS as T } from '../texts';

export default function BlockedGuestsPage() {
  const list = useRecordList(fetchBlocked, T.failed);
  const { busy, unblock } = useUnblock((entry) => list.removed(entry._id));
  const desktop = useViewport() === 'desktop';

  const body = list.loading ? (
    <SkeletonList rows={LIMITS.SKELETONS.list} height={52} />
  ) : list.failed ? (
    <LoadFailed text={T.loadFailed} onRetry={list.reload} />
  ) : list.items.length === 0 ? (
    <EmptyState text={T.empty} />
  ) : desktop ? (
    <BlockedTable items={list.items} onUnblock={unblock} busy={busy} />
  ) : (
    <BlockedCards items={list.items} onUnblock={unblock} busy={busy} />
  );

  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1">
          {T.title}
        </Typography>
        {!list.loading && (
          <Typography variant="body2" color="text.secondary" role="status" data-testid="blocked-count">
            {T.count(list.items.length)}
          </Typography>
        )}
      </Box>
      {body}
    </Box>
  );
}
