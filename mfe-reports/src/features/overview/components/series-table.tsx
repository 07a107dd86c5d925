import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from 'shared-kernel/mui-data';
import type { ReportsOverview } from 'shared-kernel/contracts';
import { formatCount } from '../../../lib/format';
import { slotLabel } from '../lib/series-labels';
import { OVERVIEW_TEXTS as T } from '../texts';

/** The series as a table: one row per day (or hour) and its chats. */
export function SeriesTable({ series }: { series: ReportsOverview['series'] }) {
  return (
    <TableContainer sx={{ maxHeight: 360, overflow: 'auto' }}>
      <Table size="small" aria-label={T.seriesTitle[series.unit]} stickyHeader>
        <TableHead>
          <TableRow>
            <TableCell>{T.seriesColumns[series.unit]}</TableCell>
            <TableCell align="right">{T.seriesColumns.chats}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {series.points.map((point) => (
            <TableRow key={point.start}>
              <TableCell component="th" scope="row">
                {slotLabel(point.start, series.unit)}
              </TableCell>
              <TableCell align="right">{formatCount(point.chats)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
