import { Stack, Typography } from 'shared-kernel/mui';
import { CardList } from 'shared-kernel/list-screens';
import { createdDate, creatorName } from '../lib/canned-view';
import { CANNED_TEXTS as T } from '../texts';
import { CannedMessageText } from './canned-message-text';
import { CannedRowActions } from './canned-row-actions';
import type { CannedListProps } from './canned-table';

/** Phones: one card per message, the same fields stacked, as a labelled list. */
export function CannedCards({ items, onEdit, onDelete }: CannedListProps) {
  return (
    <CardList label={T.listLabel} items={items} keyOf={(item) => item._id}>
      {(item) => (
        <>
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
        </>
      )}
    </CardList>
  );
}
