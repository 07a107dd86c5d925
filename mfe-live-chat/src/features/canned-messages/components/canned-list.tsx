import { Paper, Typography } from 'shared-kernel/mui';
import { List, ListItemButton, ListItemText } from 'shared-kernel/mui-console';
import type { CannedMessage } from 'shared-kernel/contracts';
import { CANNED_TEXTS as T } from '../../../app/texts';

export interface CannedListProps {
  id: string;
  items: CannedMessage[];
  active: number;
  onPick: (item: CannedMessage) => void;
}

/** The '#' menu above the chat input; the input keeps focus and drives it with the arrow keys. */
export function CannedList({ id, items, active, onPick }: CannedListProps) {
  return (
    <Paper elevation={4} sx={{ position: 'absolute', bottom: '100%', left: 8, right: 8, mb: 0.5, maxHeight: 240, overflowY: 'auto', zIndex: 2 }}>
      {items.length === 0 ? (
        <Typography role="status" sx={{ p: 1.5 }} color="text.secondary">
          {T.noMatch}
        </Typography>
      ) : (
        <List id={id} role="listbox" aria-label={T.list} dense disablePadding>
          {items.map((item, index) => (
            <ListItemButton
              key={item._id}
              id={`${id}-${index}`}
              role="option"
              aria-selected={index === active}
              selected={index === active}
              // Keep the focus in the input.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(item)}
            >
              <ListItemText primary={`#${item.shortCode}`} secondary={item.message} slotProps={{ secondary: { noWrap: true } }} />
            </ListItemButton>
          ))}
        </List>
      )}
    </Paper>
  );
}
