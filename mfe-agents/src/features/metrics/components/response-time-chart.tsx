// The summary's chart (MUI X Charts), loaded on demand (see metrics-chart.tsx): a horizontal bar per
// domain, its length the average response time. A picture for the eye only: the table beside it is the
// accessible source, and the figure's label says every value.
import { Box } from 'shared-kernel/mui';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AgentMetricsDomain } from 'shared-kernel/contracts';
import { chartDescription, chartHeight } from '../lib/chart-description';
import { formatDuration } from '../lib/format-duration';
import { METRICS_TEXTS as T } from '../texts';

export interface ResponseTimeChartProps {
  rows: readonly AgentMetricsDomain[];
}

export default function ResponseTimeChart({ rows }: ResponseTimeChartProps) {
  const dataset = rows.map((row) => ({ domain: row.domain, seconds: row.averageResponseTime }));
  return (
    <Box role="img" aria-label={chartDescription(rows)} data-testid="response-time-chart" sx={{ width: '100%' }}>
      <BarChart
        layout="horizontal"
        height={chartHeight(rows.length)}
        dataset={dataset}
        yAxis={[{ scaleType: 'band', dataKey: 'domain', width: 120 }]}
        xAxis={[{ min: 0, valueFormatter: (value: number) => formatDuration(value), tickNumber: 4 }]}
        series={[{ dataKey: 'seconds', label: T.averageResponse, valueFormatter: (value) => formatDuration(value) }]}
        hideLegend
        margin={{ right: 24 }}
      />
    </Box>
  );
}
