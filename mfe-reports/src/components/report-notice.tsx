import { Alert } from 'shared-kernel/mui';
import { LoadFailed, SkeletonList } from 'shared-kernel/ui';
import type { ReportState } from '../hooks/use-report';
import { REPORTS_TEXTS as T } from './texts';

/** What a report shows instead of its data: skeletons, the 403 notice, or Retry after a failure. */
export function ReportNotice({ state, rows = 6, height = 48 }: { state: Exclude<ReportState<unknown>, { status: 'ready' }>; rows?: number; height?: number }) {
  if (state.status === 'forbidden') return <Alert severity="warning">{T.forbidden}</Alert>;
  if (state.status === 'failed') return <LoadFailed onRetry={state.retry} />;
  return <SkeletonList rows={rows} height={height} />;
}
