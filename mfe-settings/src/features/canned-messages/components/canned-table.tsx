import { Typography } from 'shared-kernel/mui';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from 'shared-kernel/mui-data';
import type { CannedMessage } from 'shared-kernel/contracts';
import { createdDate, creatorName } from '../lib/canned-view';
import { CANNED_TEXTS as T } from '../texts';
import { CannedMessageText } from './canned-message-text';
import { CannedRowActions, type CannedRowActionsProps } from './canned-row-actions';

export interface CannedListProps extends Omit<CannedRowActionsProps, 'item'> {
  items: readonly CannedMessage[];
}

/** Tablet and desktop: Shortcut, Message, Created By, Date, Actions. */
export function CannedTable({ items, onEdit, onDelete }: CannedListProps) {
  return (
    <TableContainer>
      <Table aria-label={T.listLabel} size="small">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '18%' }}>{T.shortcut}</TableCell>
            <TableCell>{T.message}</TableCell>
            <TableCell sx={{ width: '16%' }}>{T.createdBy}</TableCell>
            <TableCell sx={{ width: 110 }}>{T.date}</TableCell>
            <TableCell sx={{ width: 96 }}>{T.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item._id} hover>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                  {item.shortCode}
                </Typography>
              </TableCell>
              <TableCell>
                <CannedMessageText message={item.message} />
              </TableCell>
              <TableCell>{creatorName(item)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{createdDate(item)}</TableCell>
              <TableCell>
                <CannedRowActions item={item} onEdit={onEdit} onDelete={onDelete} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
