import { Stack, Typography } from 'shared-kernel/mui';
import { Card, CardContent } from 'shared-kernel/mui-data';
import { pagePathLabel } from '../lib/auto-message-form';
import { AUTO_TEXTS as T } from '../texts';
import { AutoRowActions } from './auto-row-actions';
import type { AutoListProps } from './auto-messages-table';

/** Phones: one card per auto message with the table's fields stacked. */
export function AutoMessageCards({ items, actions }: AutoListProps) {
  return (
    <Stack component="ul" aria-label={T.listLabel} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <li key={item._id}>
          <Card variant="outlined">
            <CardContent sx={{ '&:last-child': { pb: 1.5 } }}>
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
            </CardContent>
          </Card>
        </li>
      ))}
    </Stack>
  );
}
