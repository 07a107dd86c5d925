import { Button, Typography } from 'shared-kernel/mui';
import Add from '@mui/icons-material/Add';
import { Link as RouterLink } from 'shared-kernel/routing';
import { ROUTES } from 'shared-kernel/contracts';
import { ListHeading, ListToolbar } from 'shared-kernel/list-screens';
import { AUTO_TEXTS as T } from '../texts';

export interface AutoMessagesHeaderProps {
  count: number | null;
  canManage: boolean;
}

/** Title, what an auto message is, the count and (for those who may) Create Auto Message. */
export function AutoMessagesHeader({ count, canManage }: AutoMessagesHeaderProps) {
  return (
    <ListToolbar
      start={<ListHeading title={T.title} count={count === null ? null : T.count(count)} countTestId="auto-count" />}
      end={
        canManage && (
          <Button component={RouterLink} to={ROUTES.createAutoMessage} variant="contained" startIcon={<Add />} sx={{ alignSelf: { xs: 'stretch', sm: 'auto' } }}>
            {T.create}
          </Button>
        )
      }
      below={
        <>
          <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 820 }}>
            {T.intro}
          </Typography>
          {!canManage && (
            <Typography variant="body2" color="text.secondary">
              {T.readOnly}
            </Typography>
          )}
        </>
      }
    />
  );
}
