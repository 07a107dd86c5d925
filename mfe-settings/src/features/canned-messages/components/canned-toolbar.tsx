import { Button, InputAdornment, Stack, TextField, Typography } from 'shared-kernel/mui';
import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
import { CANNED_TEXTS as T } from '../texts';

export interface CannedToolbarProps {
  total: number;
  shown: number;
  search: string;
  onSearch: (search: string) => void;
  onAdd: () => void;
  loading: boolean;
}

/** Title, count, search by shortcut and Add; stacks on narrow screens. */
export function CannedToolbar({ total, shown, search, onSearch, onAdd, loading }: CannedToolbarProps) {
  const searching = search.trim() !== '';
  return (
    <Stack spacing={2} sx={{ mb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <div>
          <Typography variant="h5" component="h1">
            {T.title}
          </Typography>
          {!loading && (
            <Typography variant="body2" color="text.secondary" role="status" data-testid="canned-count">
              {searching ? `${T.count(total)} · ${T.shownOf(shown, total)}` : T.count(total)}
            </Typography>
          )}
        </div>
        <Button variant="contained" startIcon={<Add />} onClick={onAdd} sx={{ alignSelf: { xs: 'stretch', sm: 'auto' } }}>
          {T.add}
        </Button>
      </Stack>
      <TextField
        label={T.search}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        type="search"
        size="small"
        sx={{ maxWidth: { sm: 360 } }}
        fullWidth
        startAdornment={
          <InputAdornment position="start">
            <Search fontSize="small" />
          </InputAdornment>
        }
      />
    </Stack>
  );
}
