// Below 1024 px: a card per agent, the figures as a description list; the sort is a select.
import { Box, Link as MuiLink, Paper } from 'shared-kernel/mui';
import { Link } from 'shared-kernel/routing';
import { FilterSelect } from '../../../components/filter-select';
import { cellText, historyLink } from '../lib/agent-cells';
import { AGENT_COLUMNS, type AgentColumn } from '../lib/agent-sort';
import { AGENTS_REPORT_TEXTS as T } from '../texts';
import type { AgentsViewProps } from './agents-report-table';

const FIGURES = AGENT_COLUMNS.filter((column): column is Exclude<AgentColumn, 'agent'> => column !== 'agent');

export function AgentsReportCards({ rows, sort, onSort, range }: AgentsViewProps) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ maxWidth: 280 }}>
        <FilterSelect label={T.sortBy} value={sort.column} options={AGENT_COLUMNS.map((column) => ({ value: column, label: T.columns[column] }))} onChange={(value) => onSort(value as AgentColumn)} />
      </Box>
      <Box component="ul" aria-label={T.tableLabel} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        {rows.map((row) => (
          <Paper component="li" key={row.agentId} variant="outlined" sx={{ p: 1.5 }} data-testid="agent-card">
            <MuiLink component={Link} to={historyLink(row, range)} aria-label={T.historyLink(row.fullName)} sx={{ fontWeight: 600 }}>
              {row.fullName}
            </MuiLink>
            <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5, typography: 'body2' }}>
              {FIGURES.map((column) => (
                <Box key={column} sx={{ display: 'contents' }}>
                  <Box component="dt" sx={{ color: 'text.secondary' }}>
                    {T.columns[column]}
                  </Box>
                  <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
                    {cellText(row, column)}
                  </Box>
                </Box>
              ))}
            </Box>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
