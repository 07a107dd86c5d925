import { Box, CircularProgress } from 'shared-kernel/mui';
import { TableCell, TableRow } from 'shared-kernel/mui-data';
import { TableVirtuoso } from 'react-virtuoso';
import { useMemo } from 'react';
import { virtualTableParts } from '../../../components/virtual-table-parts';
import type { Contact } from 'shared-kernel/contracts';
import { fullName, lastSeenText } from '../lib/contact-view';
import { CONTACTS_TEXTS as T } from '../texts';
import { ContactEmailLink } from './contact-email-link';
import { ContactRowActions, type ContactActions } from './contact-row-actions';

export interface ContactListProps extends ContactActions {
  items: readonly Contact[];
  onEndReached: () => void;
  loadingMore: boolean;
}

// The table's name and head are read at render: their words are the console's language of the moment.
const head = () => (
  <TableRow sx={{ bgcolor: 'background.paper' }}>
    <TableCell sx={{ width: '24%' }}>{T.email}</TableCell>
    <TableCell sx={{ width: '15%' }}>{T.name}</TableCell>
    <TableCell sx={{ width: '12%' }}>{T.phone}</TableCell>
    <TableCell sx={{ width: '10%' }}>{T.country}</TableCell>
    <TableCell sx={{ width: '10%' }}>{T.region}</TableCell>
    <TableCell sx={{ width: '13%' }}>{T.lastSeen}</TableCell>
    <TableCell sx={{ width: 190 }}>{T.actions}</TableCell>
  </TableRow>
);

/** Desktop: Email, Name, Phone, Country, Region, Last Seen, Actions; the next page loads at the end. */
export function ContactsTable({ items, onEndReached, loadingMore, onEdit, onDelete }: ContactListProps) {
  const label = T.listLabel;
  // The same parts while the name stays: new components would remount the rows.
  const parts = useMemo(() => virtualTableParts<Contact>(label), [label]);
  return (
    <TableVirtuoso
      style={{ height: 'calc(100vh - 240px)', minHeight: 360 }}
      data={items}
      components={parts}
      computeItemKey={(_index, contact) => contact._id}
      endReached={onEndReached}
      increaseViewportBy={200}
      fixedHeaderContent={head}
      itemContent={(_index, contact) => (
        <>
          <TableCell>
            <ContactEmailLink contact={contact} />
          </TableCell>
          <TableCell sx={{ wordBreak: 'break-word' }}>{fullName(contact)}</TableCell>
          <TableCell>{contact.phoneNumber}</TableCell>
          <TableCell>{contact.country}</TableCell>
          <TableCell>{contact.region}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{lastSeenText(contact.lastSeen)}</TableCell>
          <TableCell>
            <ContactRowActions contact={contact} onEdit={onEdit} onDelete={onDelete} />
          </TableCell>
        </>
      )}
      fixedFooterContent={
        loadingMore
          ? () => (
              <TableRow>
                <TableCell colSpan={7}>
                  <Box sx={{ display: 'flex', justifyContent: 'center' }}>
                    <CircularProgress size={20} aria-label={T.loadingMore} />
                  </Box>
                </TableCell>
              </TableRow>
            )
          : undefined
      }
    />
  );
}
