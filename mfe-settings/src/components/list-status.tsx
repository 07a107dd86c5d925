import { Button } from 'shared-kernel/mui';
import { LIMITS } from 'shared-kernel/contracts';
import { EmptyState, SkeletonList } from 'shared-kernel/ui';

export interface ListLoad {
  loading: boolean;
  failed: boolean;
  reload: () => void;
  items: readonly unknown[];
}

/** What a list screen shows instead of its rows: skeletons, the load failure with Retry, or the empty text; null once there are rows. */
export function listStatus(list: ListLoad, texts: { loadFailed: string; retry: string; empty: string }) {
  if (list.loading) return <SkeletonList rows={LIMITS.SKELETONS.list} />;
  if (list.failed)
    return (
      <EmptyState text={texts.loadFailed}>
        <Button onClick={list.reload} sx={{ mt: 1 }}>
          {texts.retry}
        </Button>
      </EmptyState>
    );
  if (list.items.length === 0) return <EmptyState text={texts.empty} />;
  return null;
}
