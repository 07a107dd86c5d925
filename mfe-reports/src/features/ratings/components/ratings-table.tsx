import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from 'shared-kernel/mui-data';
import type { ReportsRatingRow } from 'shared-kernel/contracts';
import { endedTime } from '../lib/ended-time';
import { RATINGS_TEXTS as T } from '../texts';
import { ChatLink, RatingComment } from './rating-cells';
import { RatingChip } from './rating-chip';

export function RatingsTable({ rows }: { rows: readonly ReportsRatingRow[] }) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={T.tableLabel}>
        <TableHead>
          <TableRow>
            <TableCell>{T.columns.rating}</TableCell>
            <TableCell>{T.columns.comment}</TableCell>
            <TableCell>{T.columns.agent}</TableCell>
            <TableCell>{T.columns.domain}</TableCell>
            <TableCell>{T.columns.ended}</TableCell>
            <TableCell>{T.columns.chat}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.chatId}>
              <TableCell>
                <RatingChip value={row.rating.value} />
              </TableCell>
              <TableCell sx={{ maxWidth: 360 }}>
                <RatingComment row={row} />
              </TableCell>
              <TableCell>{row.agentName ?? T.noAgent}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{row.domain}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{endedTime(row.endedAt)}</TableCell>
              <TableCell>
                <ChatLink row={row} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
