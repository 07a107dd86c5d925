import { Button, Stack, Typography } from 'shared-kernel/mui';
import { formatDuration, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from 'shared-kernel/mui-data';
import { useState } from 'react';
import type { AgentMetricsChat } from 'shared-kernel/contracts';
import { formatNumber } from 'shared-kernel/i18n-react';
import { METRICS_TEXTS as T } from '../texts';
import { NotAnswered } from './not-answered';

/** Rows shown at first and added by each 'Show more' (a busy month holds thousands of chats). */
export const CHAT_PAGE = 50;

/** A chat's id is long: its first characters tell chats apart on screen; the whole id is its title. */
const shortId = (id: string) => (id.length > 8 ? id.slice(0, 8) : id);

/** One row per chat, newest first: messages, time spent, response time (or not answered), wait, ended. */
export function ChatMetricsTable({ rows }: { rows: readonly AgentMetricsChat[] }) {
  const [limit, setLimit] = useState(CHAT_PAGE);
  const shown = rows.slice(0, limit);
  return (
    <Stack spacing={1}>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table aria-label={T.chatsLabel} size="small">
          <TableHead>
            <TableRow>
              <TableCell>{T.chat}</TableCell>
              <TableCell>{T.domain}</TableCell>
              <TableCell align="right">{T.messages}</TableCell>
              <TableCell align="right">{T.timeSpent}</TableCell>
              <TableCell align="right">{T.responseTime}</TableCell>
              <TableCell align="right">{T.waitTime}</TableCell>
              <TableCell>{T.ended}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row) => (
              <TableRow key={row.chatId}>
                <TableCell component="th" scope="row" title={row.chatId} sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                  {shortId(row.chatId)}
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>{row.domain}</TableCell>
                <TableCell align="right">{formatNumber(row.totalMessages)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatDuration(row.totalTimeSpent)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {row.responseTime == null ? <NotAnswered /> : formatDuration(row.responseTime)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatDuration(row.waitTime)}
                </TableCell>
                <TableCell>{row.ended ? T.yes : T.no}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length > shown.length && (
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="body2" color="text.secondary" role="status">
            {T.shownOf(shown.length, rows.length)}
          </Typography>
          <Button onClick={() => setLimit((n) => n + CHAT_PAGE)}>{T.showMore}</Button>
        </Stack>
      )}
    </Stack>
  );
}
