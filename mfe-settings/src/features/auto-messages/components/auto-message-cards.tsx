import { Stack, Typography } from 'shared-kernel/mui';
import { CardList } from 'shared-kernel/list-screens';
import { pagePathLabel } from '../lib/auto-message-form';
import { AUTO_TEXTS as T } from '../texts';
import { AutoRowActions } from './auto-row-actions';
import type { AutoListProps } from './auto-messages-table';

/** Phones: one card per auto message with the table's fields stacked. */
export function AutoMessageCards({ items, actions }: AutoListProps) {
  return (
    <CardList label={T.listLabel} items={items} keyOf={(item) => item._id}>
      {(item) => (
        <>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="subtitle2" component="h3" sx={{ wordBreak: 'break-word' }}>
              {item.title}
            </Typography>
            {actions && <AutoRowActions item={item} {...actions} />}
          </Stack>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ wordBreak: 'break-all' }}>
            {`${item.widgetId?.domain ?? ''} · ${pagePathLabel(item.pagePath)} · ${T.seconds(item.timer)}`}
          </Typography>
          <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {item.message}
          </Typography>
        </>
      )}
    </CardList>
  );
}
