import { Stack, Typography } from 'shared-kernel/mui';
import { Card, CardContent } from 'shared-kernel/mui-data';
import { createdDate, creatorName } from '../lib/canned-view';
import { CANNED_TEXTS as T } from '../texts';
import { CannedMessageText } from './canned-message-text';
import { CannedRowActions } from './canned-row-actions';
import type { CannedListProps } from './canned-table';

/** Phones: one card per message, the same fields stacked, as a labelled list. */
export function CannedCards({ items, onEdit, onDelete }: CannedListProps) {
  return (
    <Stack component="ul" aria-label={T.listLabel} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <li key={item._id}>
          <Card variant="outlined">
            <CardContent sx={{ '&:last-child': { pb: 1.5 } }}>
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="subtitle2" component="h3" sx={{ wordBreak: 'break-word' }}>
                  {item.shortCode}
                </Typography>
                <CannedRowActions item={item} onEdit={onEdit} onDelete={onDelete} />
              </Stack>
              <CannedMessageText message={item.message} />
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                {[creatorName(item), createdDate(item)].filter(Boolean).join(' · ')}
              </Typography>
            </CardContent>
          </Card>
        </li>
      ))}
    </Stack>
  );
}
