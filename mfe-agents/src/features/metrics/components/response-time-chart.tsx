// The summary's chart (MUI X Charts), loaded on demand (see metrics-chart.tsx): a horizontal bar per
// domain, its length the average response time, its value written after it. Composed from the chart's
// parts rather than <BarChart>: no tooltip, legend or toolbar (their Popper and buttons are 18 KB gzip
// more), and a value written on screen serves touch screens better than one shown on hover.
// A picture for the eye only: the table beside it is the accessible source; the figure's name says
// every value.
import { Box } from 'shared-kernel/mui';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import type { AgentMetricsDomain } from 'shared-kernel/contracts';
import { chartDescription, chartHeight } from '../lib/chart-description';
import { formatDuration } from 'shared-kernel/mui-data';

export interface ResponseTimeChartProps {
  rows: readonly AgentMetricsDomain[];
}

const X_AXIS = 'response-time';
const Y_AXIS = 'domain';

export default function ResponseTimeChart({ rows }: ResponseTimeChartProps) {
  return (
    <Box role="img" aria-label={chartDescription(rows)} data-testid="response-time-chart" sx={{ width: '100%' }}>
      <ChartsContainer
        height={chartHeight(rows.length)}
        series={[
          {
            type: 'bar',
            layout: 'horizontal',
            data: rows.map((row) => row.averageResponseTime),
            valueFormatter: (value) => formatDuration(value),
            barLabel: (item) => formatDuration(item.value),
            barLabelPlacement: 'outside',
          },
        ]}
        yAxis={[{ id: Y_AXIS, scaleType: 'band', data: rows.map((row) => row.domain), width: 132 }]}
        xAxis={[{ id: X_AXIS, min: 0, tickNumber: 4, valueFormatter: (value: number) => formatDuration(value) }]}
        margin={{ right: 88, left: 8 }}
      >
        <BarPlot />
        <ChartsXAxis axisId={X_AXIS} />
        <ChartsYAxis axisId={Y_AXIS} />
      </ChartsContainer>
    </Box>
  );
}
