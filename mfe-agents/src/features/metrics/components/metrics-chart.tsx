import { Box, Typography } from 'shared-kernel/mui';
import { Skeleton } from 'shared-kernel/mui-console';
import { lazy, Suspense, useId } from 'react';
import type { AgentMetricsDomain } from 'shared-kernel/contracts';
import { chartHeight } from '../lib/chart-description';
import { METRICS_TEXTS as T } from '../texts';

// The chart library is fetched when the summary first has rows to draw, never with the Agents screen.
const ResponseTimeChart = lazy(() => import('./response-time-chart'));

/** Titled chart of the average response time per domain, a skeleton while its code downloads. */
export function MetricsChart({ rows }: { rows: readonly AgentMetricsDomain[] }) {
  const captionId = useId();
  return (
    <Box component="figure" aria-labelledby={captionId} sx={{ m: 0 }}>
      <Typography component="figcaption" id={captionId} variant="subtitle2" sx={{ mb: 0.5 }}>
        {T.chartTitle}
      </Typography>
      <Suspense
        fallback={<Skeleton variant="rounded" height={chartHeight(rows.length)} aria-hidden="true" data-testid="chart-skeleton" />}
      >
        <ResponseTimeChart rows={rows} />
      </Suspense>
    </Box>
  );
}
