// Ratings (/reports/ratings): the rated chats of the range and filters, newest first, 15 a page (the page
// is in the URL too); a table on desktop, cards below 1024 px.
import { useMemo } from 'react';
import { useViewport } from 'shared-kernel/platform';
import { EmptyState } from 'shared-kernel/ui';
import { CsvButton } from '../../../components/csv-button';
import { ReportFrame } from '../../../components/report-frame';
import { ReportNotice } from '../../../components/report-notice';
import { useReport } from '../../../hooks/use-report';
import { useReportView } from '../../../hooks/use-report-view';
import { fetchRatingsPage, RATINGS_PAGE_SIZE } from '../api/ratings-calls';
import { RatingsCards } from '../components/ratings-cards';
import { RatingsPager } from '../components/ratings-pager';
import { RatingsTable } from '../components/ratings-table';
import { RATINGS_TEXTS as T } from '../texts';

function pageOf(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export default function RatingsPage() {
  const view = useReportView();
  const page = pageOf(view.search);
  const query = useMemo(() => (view.query ? { ...view.query, page } : null), [view.query, page]);
  const report = useReport(query, fetchRatingsPage);
  const viewport = useViewport();

  let body;
  if (report.status !== 'ready') body = view.query ? <ReportNotice state={report} /> : null;
  else if (report.data.rows.length === 0) body = <EmptyState text={T.empty} />;
  else {
    const pages = Math.max(1, Math.ceil(report.data.count / RATINGS_PAGE_SIZE));
    body = (
      <>
        {viewport === 'desktop' ? <RatingsTable rows={report.data.rows} /> : <RatingsCards rows={report.data.rows} />}
        <RatingsPager page={page} pages={pages} count={report.data.count} onPage={(next) => view.setParam('page', next > 1 ? String(next) : null)} />
      </>
    );
  }

  return (
    <ReportFrame title={T.title} tab="ratings" state={view} action={<CsvButton report="ratings" query={view.query} />}>
      {body}
    </ReportFrame>
  );
}
