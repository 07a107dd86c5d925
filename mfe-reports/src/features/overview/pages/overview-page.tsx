// Overview (/reports): the key figures of the range and filters, chats per day (per hour for one day) and
// the weekday × hour heat map of arriving chats.
import { Box } from 'shared-kernel/mui';
import { EmptyState } from 'shared-kernel/ui';
import { ReportFrame } from '../../../components/report-frame';
import { ReportNotice } from '../../../components/report-notice';
import { useReport } from '../../../hooks/use-report';
import { useReportView } from '../../../hooks/use-report-view';
import { fetchOverview } from '../api/overview-calls';
import { FigureCards } from '../components/figure-cards';
import { OverviewCharts } from '../components/overview-charts';
import { OVERVIEW_TEXTS as T } from '../texts';

export default function OverviewPage() {
  const view = useReportView();
  const report = useReport(view.query, fetchOverview);
  return (
    <ReportFrame title={T.title} tab="overview" state={view}>
      {report.status === 'ready' ? (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <FigureCards data={report.data} />
          {/* Nothing arrived: nothing to draw, and the charts' code is not fetched. */}
          {report.data.series.points.some((point) => point.chats > 0) ? <OverviewCharts data={report.data} /> : <EmptyState text={T.noChats} />}
        </Box>
      ) : view.query ? (
        <ReportNotice state={report} rows={4} height={88} />
      ) : null}
    </ReportFrame>
  );
}
