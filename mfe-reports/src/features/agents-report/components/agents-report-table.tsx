import { Link as MuiLink } from 'shared-kernel/mui';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from 'shared-kernel/mui-data';
import type { ReportsAgentRow } from 'shared-kernel/contracts';
import { Link } from 'shared-kernel/routing';
import { cellText, historyLink } from '../lib/agent-cells';
import { AGENT_COLUMNS, type AgentColumn, type AgentSort } from '../lib/agent-sort';
import { AGENTS_REPORT_TEXTS as T } from '../texts';
import { SortHeader } from './sort-header';

export interface AgentsViewProps {
  rows: readonly ReportsAgentRow[];
  sort: AgentSort;
  onSort(column: AgentColumn): void;
  range: { from: string; to: string } | null;
}

const FIGURES = AGENT_COLUMNS.filter((column): column is Exclude<AgentColumn, 'agent'> => column !== 'agent');

export function AgentsReportTable({ rows, sort, onSort, range }: AgentsViewProps) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={T.tableLabel}>
        <TableHead>
          <TableRow>
            {AGENT_COLUMNS.map((column) => (
              <SortHeader key={column} column={column} sort={sort} onSort={onSort} align={column === 'agent' ? undefined : 'right'} />
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.agentId}>
              <TableCell component="th" scope="row" sx={{ wordBreak: 'break-word' }}>
                <MuiLink component={Link} to={historyLink(row, range)} aria-label={T.historyLink(row.fullName)}>
                  {row.fullName}
                </MuiLink>
              </TableCell>
              {FIGURES.map((column) => (
                <TableCell key={column} align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {cellText(row, column)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
