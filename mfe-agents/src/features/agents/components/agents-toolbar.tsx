import { Button, InputAdornment, Stack, TextField, Typography } from 'shared-kernel/mui';
import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
import { AGENTS_TEXTS as T } from '../texts';

export interface AgentsToolbarProps {
  /** Active agents; hidden while the list loads. */
  count: number | null;
  search: string;
  onSearch: (search: string) => void;
  /** Add Agent, for non-agents; absent = no button. */
  onAdd?: () => void;
}

/** The count of active agents, the search by name or e-mail and Add Agent; stacks on phones. */
export function AgentsToolbar({ count, search, onSearch, onAdd }: AgentsToolbarProps) {
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <TextField
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          type="search"
          size="small"
          placeholder={T.search}
          sx={{ width: { xs: '100%', sm: 340 } }}
          slotProps={{ htmlInput: { 'aria-label': T.search, maxLength: 100 } }}
          startAdornment={
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          }
        />
        {onAdd && (
          <Button variant="contained" startIcon={<Add />} onClick={onAdd} sx={{ alignSelf: { xs: 'stretch', sm: 'auto' } }}>
            {T.add}
          </Button>
        )}
      </Stack>
      {count !== null && (
        <Typography variant="body2" color="text.secondary" role="status" data-testid="agents-count">
          {T.count(count)}
        </Typography>
      )}
    </Stack>
  );
}
