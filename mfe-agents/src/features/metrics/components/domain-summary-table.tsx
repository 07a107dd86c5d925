import { formatDuration, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from 'shared-kernel/mui-data';
import type { AgentMetricsDomain } from 'shared-kernel/contracts';
import { formatNumber } from 'shared-kernel/i18n-react';
import { METRICS_TEXTS as T } from '../texts';

/** One row per domain: chats accepted, responded, the average response time and the proactive chats. */
export function DomainSummaryTable({ rows }: { rows: readonly AgentMetricsDomain[] }) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table aria-label={T.summaryLabel} size="small">
        <TableHead>
          <TableRow>
            <TableCell>{T.domain}</TableCell>
            <TableCell align="right">{T.accepted}</TableCell>
            <TableCell align="right">{T.responded}</TableCell>
            <TableCell align="right">{T.averageResponse}</TableCell>
            <TableCell align="right">{T.proactive}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.pluginId || row.domain}>
              <TableCell component="th" scope="row" sx={{ wordBreak: 'break-word' }}>
                {row.domain}
              </TableCell>
              <TableCell align="right">{formatNumber(row.totalAcceptedChats)}</TableCell>
              <TableCell align="right">{formatNumber(row.totalRespondedChats)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatDuration(row.averageResponseTime)}
              </TableCell>
              <TableCell align="right">{formatNumber(row.proactiveChats)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
