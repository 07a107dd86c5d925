import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from 'shared-kernel/mui-data';
import { forwardRef, type ComponentProps } from 'react';
import { TableVirtuoso, type TableComponents } from 'react-virtuoso';
import type { BlockedGuest } from 'shared-kernel/contracts';
import { blockedDate } from '../lib/blocked-view';
import { BLOCKED_TEXTS as T } from '../texts';
import { UnblockButton, type UnblockProps } from './unblock-button';

export interface BlockedListProps extends UnblockProps {
  items: readonly BlockedGuest[];
}

// MUI's table parts for the virtual table: only the rows on screen are in the page.
const parts: TableComponents<BlockedGuest> = {
  Scroller: forwardRef<HTMLDivElement, ComponentProps<'div'>>(function Scroller(props, ref) {
    return <TableContainer {...props} ref={ref} />;
  }),
  Table: (props) => <Table {...props} aria-label={T.listLabel} size="small" sx={{ tableLayout: 'fixed', borderCollapse: 'separate' }} />,
  TableHead: forwardRef<HTMLTableSectionElement, ComponentProps<'thead'>>(function Head(props, ref) {
    return <TableHead {...props} ref={ref} />;
  }),
  TableRow: ({ item: _item, ...props }) => <TableRow {...props} hover />,
  TableBody: forwardRef<HTMLTableSectionElement, ComponentProps<'tbody'>>(function Body(props, ref) {
    return <TableBody {...props} ref={ref} />;
  }),
};

const head = (
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
  return (
    <TableVirtuoso
      style={{ height: 'calc(100vh - 200px)', minHeight: 360 }}
      data={items}
      components={parts}
      computeItemKey={(_index, entry) => entry._id}
      increaseViewportBy={200}
      fixedHeaderContent={() => head}
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
