// Agents (/reports/agents): a row per agent the caller sees, sortable; a table on desktop, cards below 1024 px.
import { useCallback, useMemo, useState } from 'react';
import { useViewport } from 'shared-kernel/platform';
import { EmptyState } from 'shared-kernel/ui';
import { CsvButton } from '../../../components/csv-button';
import { ReportFrame } from '../../../components/report-frame';
import { ReportNotice } from '../../../components/report-notice';
import { useReport } from '../../../hooks/use-report';
import { useReportView } from '../../../hooks/use-report-view';
import { fetchAgentRows } from '../api/agents-report-calls';
import { AgentsReportCards } from '../components/agents-report-cards';
import { AgentsReportTable } from '../components/agents-report-table';
import { DEFAULT_SORT, nextSort, sortRows, type AgentColumn } from '../lib/agent-sort';
import { AGENTS_REPORT_TEXTS as T } from '../texts';

export default function AgentsReportPage() {
  const view = useReportView();
  const report = useReport(view.query, fetchAgentRows);
  const viewport = useViewport();
  const [sort, setSort] = useState(DEFAULT_SORT);
  const onSort = useCallback((column: AgentColumn) => setSort((current) => nextSort(current, column)), []);
  const rows = useMemo(() => (report.status === 'ready' ? sortRows(report.data, sort) : []), [report, sort]);

  let body;
  if (report.status !== 'ready') body = view.query ? <ReportNotice state={report} /> : null;
  else if (rows.length === 0) body = <EmptyState text={T.empty} />;
  else if (viewport === 'desktop') body = <AgentsReportTable rows={rows} sort={sort} onSort={onSort} range={view.range} />;
  else body = <AgentsReportCards rows={rows} sort={sort} onSort={onSort} range={view.range} />;

  return (
    <ReportFrame title={T.title} tab="agents" state={view} action={<CsvButton report="agents" query={view.query} />}>
      {body}
    </ReportFrame>
  );
}
