// Desktop: Guest, Agent, Widget, Waiting, Last message and the Open link, one row per open chat.
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from 'shared-kernel/mui-data';
import type { ActiveChatRow } from 'shared-kernel/contracts';
import { agentLabel, waitingLabel } from '../lib/active-chat-view';
import { isEscalatedRow } from '../lib/escalation-flag';
import { ACTIVE_CHATS_TEXTS as T } from '../texts';
import { EscalatedChip } from './escalated-chip';
import { LastMessage } from './last-message';
import { OpenChatButton } from './open-chat-button';

export interface ActiveChatsListProps {
  rows: readonly ActiveChatRow[];
  now: number;
}

export function ActiveChatsTable({ rows, now }: ActiveChatsListProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label={T.listLabel} sx={{ tableLayout: 'fixed' }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '11%' }}>{T.guest}</TableCell>
            <TableCell sx={{ width: '18%' }}>{T.agent}</TableCell>
            <TableCell sx={{ width: '17%' }}>{T.widget}</TableCell>
            <TableCell sx={{ width: '10%' }}>{T.waiting}</TableCell>
            <TableCell>{T.lastMessage}</TableCell>
            <TableCell sx={{ width: 96 }}>{T.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.chatId} hover>
              <TableCell component="th" scope="row">
                {T.guestName(row.guestId)}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {agentLabel(row)}
                {isEscalatedRow(row) && <EscalatedChip />}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.domain}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{waitingLabel(row.waitingSince, now)}</TableCell>
              <TableCell>
                <LastMessage row={row} />
              </TableCell>
              <TableCell>
                <OpenChatButton row={row} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
