// The Overview's two charts. Their code (MUI X Charts for the series) is fetched when a chart is first
// drawn, never with the screen itself.
import { Box } from 'shared-kernel/mui';
import { lazy } from 'react';
import type { ReportsOverview } from 'shared-kernel/contracts';
import { OVERVIEW_TEXTS as T } from '../texts';
import { ChartFigure } from './chart-figure';
import { HeatTable } from './heat-table';
import { SeriesTable } from './series-table';

const SeriesChart = lazy(() => import(/* webpackChunkName: "series-chart" */ './series-chart'));
const HeatMap = lazy(() => import(/* webpackChunkName: "heat-map" */ './heat-map'));

const SERIES_HEIGHT = 240;
const HEAT_HEIGHT = 7 * 22 + 24;

export function OverviewCharts({ data }: { data: ReportsOverview }) {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
      <ChartFigure title={T.seriesTitle[data.series.unit]} height={SERIES_HEIGHT} chart={<SeriesChart series={data.series} />} table={<SeriesTable series={data.series} />} />
      <ChartFigure title={T.heatTitle} height={HEAT_HEIGHT} chart={<HeatMap heatMap={data.heatMap} />} table={<HeatTable heatMap={data.heatMap} />} />
    </Box>
  );
}
