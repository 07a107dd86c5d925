import { InputAdornment, Stack, TextField, Typography } from 'shared-kernel/mui';
import Search from '@mui/icons-material/Search';
import { CONTACTS_TEXTS as T } from '../texts';

/** The server takes searches of up to 100 characters. */
export const SEARCH_MAX = 100;

export interface ContactsToolbarProps {
  /** Contacts loaded so far; hidden while the first page loads. */
  count: number | null;
  search: string;
  onSearch: (search: string) => void;
}

/** Title, the count of loaded contacts and the server-side search box. */
export function ContactsToolbar({ count, search, onSearch }: ContactsToolbarProps) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, mb: 2, alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
      <div>
        <Typography variant="h5" component="h1">
          {T.title}
        </Typography>
        {count !== null && (
          <Typography variant="body2" color="text.secondary" role="status" data-testid="contacts-count">
            {T.count(count)}
          </Typography>
        )}
      </div>
      <TextField
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        type="search"
        size="small"
        placeholder={T.search}
        sx={{ width: { xs: '100%', md: 380 } }}
        slotProps={{ htmlInput: { 'aria-label': T.search, maxLength: SEARCH_MAX } }}
        startAdornment={
          <InputAdornment position="start">
            <Search fontSize="small" />
          </InputAdornment>
        }
      />
    </Stack>
  );
}
