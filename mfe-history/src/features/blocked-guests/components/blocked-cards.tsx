import { Box, Stack, Typography } from 'shared-kernel/mui';
import { Card, CardContent } from 'shared-kernel/mui-data';
import { forwardRef, type ComponentProps } from 'react';
import { Virtuoso, type Components } from 'react-virtuoso';
import type { BlockedGuest } from 'shared-kernel/contracts';
import { blockedDate } from '../lib/blocked-view';
import { BLOCKED_TEXTS as T } from '../texts';
import type { BlockedListProps } from './blocked-table';
import { UnblockButton } from './unblock-button';

const parts: Components<BlockedGuest> = {
  List: forwardRef<HTMLDivElement, ComponentProps<'div'>>(function List(props, ref) {
    return <div {...props} ref={ref} role="list" aria-label={T.listLabel} />;
  }),
  Item: ({ item: _item, context: _context, ...props }) => <div {...props} role="listitem" />,
};

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {T.fieldLabel(label)}
      </Box>{' '}
      {value}
    </Typography>
  );
}

/** Phones and tablets: one card per blocked guest with its Unblock button. */
export function BlockedCards({ items, onUnblock, busy }: BlockedListProps) {
  return (
    <Virtuoso
      style={{ height: 'calc(100vh - 200px)', minHeight: 360 }}
      data={items}
      components={parts}
      computeItemKey={(_index, entry) => entry._id}
      increaseViewportBy={200}
      itemContent={(_index, entry) => (
        <Box sx={{ pb: 1 }}>
          <Card variant="outlined">
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 0.5 }}>
                <Typography variant="subtitle2" component="p">
                  {T.guest(entry.visitorId.guestId)}
                </Typography>
                <UnblockButton entry={entry} onUnblock={onUnblock} busy={busy} />
              </Stack>
              <Field label={T.ipAddress} value={entry.ipAddress} />
              <Field label={T.blockedDate} value={blockedDate(entry.created_at)} />
              <Field label={T.blockedBy} value={entry.blockedBy?.email ?? ''} />
              <Field label={T.domain} value={entry.widgetId.domain} />
            </CardContent>
          </Card>
        </Box>
      )}
    />
  );
}
