import { TableCell, TableRow } from 'shared-kernel/mui-data';
import { useMemo } from 'react';
import { TableVirtuoso } from 'react-virtuoso';
import { virtualTableParts } from '../../../components/virtual-table-parts';
import type { BlockedGuest } from 'shared-kernel/contracts';
import { blockedDate } from '../lib/blocked-view';
import { BLOCKED_TEXTS as T } from '../texts';
import { UnblockButton, type UnblockProps } from './unblock-button';

export interface BlockedListProps extends UnblockProps {
  items: readonly BlockedGuest[];
}

// The table's name and head are read at render: their words are the console's language of the moment.
const head = () => (
  <TableRow sx={{ bgcolor: 'background.paper' }}>
    <TableCell>{T.ipAddress}</TableCell>
    <TableCell>{T.guestId}</TableCell>
    <TableCell>{T.blockedDate}</TableCell>
    <TableCell sx={{ width: '24%' }}>{T.blockedBy}</TableCell>
    <TableCell>{T.domain}</TableCell>
    <TableCell sx={{ width: 120 }}>{T.actions}</TableCell>
  </TableRow>
);

/** Desktop: IP Address, GuestId, Blocked Date, Blocked By, Domain, Actions (Unblock). */
export function BlockedTable({ items, onUnblock, busy }: BlockedListProps) {
  const label = T.listLabel;
  // The same parts while the name stays: new components would remount the rows.
  const parts = useMemo(() => virtualTableParts<BlockedGuest>(label), [label]);
  return (
    <TableVirtuoso
      style={{ height: 'calc(100vh - 200px)', minHeight: 360 }}
      data={items}
      components={parts}
      computeItemKey={(_index, entry) => entry._id}
      increaseViewportBy={200}
      fixedHeaderContent={head}
      itemContent={(_index, entry) => (
        <>
          <TableCell sx={{ wordBreak: 'break-all' }}>{entry.ipAddress}</TableCell>
          <TableCell>{T.guest(entry.visitorId.guestId)}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{blockedDate(entry.created_at)}</TableCell>
          <TableCell sx={{ wordBreak: 'break-all' }}>{entry.blockedBy?.email}</TableCell>
          <TableCell sx={{ wordBreak: 'break-all' }}>{entry.widgetId.domain}</TableCell>
          <TableCell>
            <UnblockButton entry={entry} onUnblock={onUnblock} busy={busy} />
          </TableCell>
        </>
      )}
    />
  );
}
