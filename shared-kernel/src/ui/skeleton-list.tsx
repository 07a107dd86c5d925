import { Box } from 'shared-kernel/mui';
import { Skeleton } from 'shared-kernel/mui-console';
import { UI_TEXTS } from './texts';

export interface SkeletonListProps {
  rows: number;
  /** Row height in px. */
  height?: number;
}

/** Placeholder rows while a list loads; announced as busy to assistive technology. */
export function SkeletonList({ rows, height = 48 }: SkeletonListProps) {
  return (
    <Box role="status" aria-busy="true" aria-live="polite" aria-label={UI_TEXTS.loading} sx={{ display: 'grid', gap: 1 }}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={height} data-testid="skeleton-row" />
      ))}
    </Box>
  );
}
