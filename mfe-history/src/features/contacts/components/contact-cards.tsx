import { Box, CircularProgress, Stack, Typography } from 'shared-kernel/mui';
import { Card, CardContent } from 'shared-kernel/mui-data';
import { forwardRef, type ComponentProps } from 'react';
import { Virtuoso, type Components } from 'react-virtuoso';
import type { Contact } from 'shared-kernel/contracts';
import { fullName, lastSeenText } from '../lib/contact-view';
import { CONTACTS_TEXTS as T } from '../texts';
import { ContactCardMenu } from './contact-card-menu';
import { ContactEmailLink } from './contact-email-link';
import type { ContactListProps } from './contacts-table';

const parts: Components<Contact, { loadingMore: boolean }> = {
  Footer: ({ context }) => <MoreLoading show={Boolean(context?.loadingMore)} />,
  List: forwardRef<HTMLDivElement, ComponentProps<'div'>>(function List(props, ref) {
    return <div {...props} ref={ref} role="list" aria-label={T.listLabel} />;
  }),
  Item: ({ item: _item, context: _context, ...props }) => <div {...props} role="listitem" />,
};

function Field({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return (
    <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {T.fieldLabel(label)}
      </Box>{' '}
      {value}
    </Typography>
  );
}

/** Phones and tablets: one card per contact with a three-dot menu; the next page loads at the end. */
export function ContactCards({ items, onEndReached, loadingMore, onEdit, onDelete }: ContactListProps) {
  return (
    <Virtuoso
      style={{ height: 'calc(100vh - 240px)', minHeight: 360 }}
      data={items}
      components={parts}
      context={{ loadingMore }}
      computeItemKey={(_index, contact) => contact._id}
      endReached={onEndReached}
      increaseViewportBy={200}
      itemContent={(_index, contact) => (
        <Box sx={{ pb: 1 }}>
          <Card variant="outlined">
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
                <Box sx={{ minWidth: 0 }}>
                  <ContactEmailLink contact={contact} />
                </Box>
                <ContactCardMenu contact={contact} onEdit={onEdit} onDelete={onDelete} />
              </Stack>
              <Field label={T.name} value={fullName(contact)} />
              <Field label={T.phone} value={contact.phoneNumber} />
              <Field label={T.country} value={contact.country} />
              <Field label={T.region} value={contact.region} />
              <Field label={T.lastSeen} value={lastSeenText(contact.lastSeen)} />
            </CardContent>
          </Card>
        </Box>
      )}
    />
  );
}

/** The spinner under the cards while a further page loads. */
export function MoreLoading({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
      <CircularProgress size={20} aria-label={T.loadingMore} />
    </Box>
  );
}
