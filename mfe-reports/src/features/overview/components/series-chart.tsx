// The chats per day (or hour) as bars (MUI X Charts), loaded on demand (see overview-charts.tsx). Composed
// from the chart's parts rather than <BarChart>: no tooltip, legend or toolbar (their Popper and buttons
// would be downloaded too); the table beside it carries every figure. The chart is for the eye only (its box
// is aria-hidden), so its keyboard navigation is off: no tab stop inside a part screen readers never hear.
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import type { ReportsOverview } from 'shared-kernel/contracts';
import { slotLabel } from '../lib/series-labels';

export const SERIES_HEIGHT = 240;
const X_AXIS = 'slot';
const Y_AXIS = 'chats';

export default function SeriesChart({ series }: { series: ReportsOverview['series'] }) {
  const labels = series.points.map((point) => slotLabel(point.start, series.unit));
  return (
    <ChartsContainer
      height={SERIES_HEIGHT}
      series={[{ type: 'bar', data: series.points.map((point) => point.chats), color: '#1976d2' }]}
      xAxis={[{ id: X_AXIS, scaleType: 'band', data: labels, tickLabelMinGap: 12 }]}
      yAxis={[{ id: Y_AXIS, min: 0, tickMinStep: 1, width: 40 }]}
      margin={{ right: 8, left: 0 }}
      disableKeyboardNavigation
    >
      <BarPlot />
      <ChartsXAxis axisId={X_AXIS} />
      <ChartsYAxis axisId={Y_AXIS} />
    </ChartsContainer>
  );
}
