import { Button, Stack, Typography } from 'shared-kernel/mui';
import Add from '@mui/icons-material/Add';
import { Link as RouterLink } from 'shared-kernel/routing';
import { ROUTES } from 'shared-kernel/contracts';
import { AUTO_TEXTS as T } from '../texts';

export interface AutoMessagesHeaderProps {
  count: number | null;
  canManage: boolean;
}

/** Title, what an auto message is, the count and (for those who may) Create Auto Message. */
export function AutoMessagesHeader({ count, canManage }: AutoMessagesHeaderProps) {
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <div>
          <Typography variant="h5" component="h1">
            {T.title}
          </Typography>
          {count !== null && (
            <Typography variant="body2" color="text.secondary" role="status" data-testid="auto-count">
              {T.count(count)}
            </Typography>
          )}
        </div>
        {canManage && (
          <Button component={RouterLink} to={ROUTES.createAutoMessage} variant="contained" startIcon={<Add />} sx={{ alignSelf: { xs: 'stretch', sm: 'auto' } }}>
            {T.create}
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 820 }}>
        {T.intro}
      </Typography>
      {!canManage && (
        <Typography variant="body2" color="text.secondary">
          {T.readOnly}
        </Typography>
      )}
    </Stack>
  );
}
