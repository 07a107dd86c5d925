// /create-auto-message and /edit-auto-message (spec 001 §2): the edit page takes the message from
// navigation state and goes back to the list without one; agents and managers see why there is no form.
import { Alert, Box, Button, Paper, Typography } from 'shared-kernel/mui';
import { ROUTES } from 'shared-kernel/contracts';
import { useSession } from 'shared-kernel/platform';
import { Link as RouterLink, Navigate, useLocation } from 'shared-kernel/routing';
import { AutoBreadcrumb } from '../components/auto-breadcrumb';
import { AutoMessageForm } from '../components/auto-message-form';
import { isAutoMessage } from '../lib/auto-message-form';
import { canManageAutoMessages } from '../lib/can-manage';
import { AUTO_TEXTS as T } from '../texts';

export default function AutoMessageFormPage({ mode }: { mode: 'create' | 'edit' }) {
  const { user } = useSession();
  const { state } = useLocation();
  const item = mode === 'edit' && isAutoMessage(state) ? state : undefined;
  if (mode === 'edit' && !item) return <Navigate to={ROUTES.autoMessages} replace />;
  const page = mode === 'create' ? T.createPage : T.editPage;

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
      <AutoBreadcrumb page={page} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {page}
      </Typography>
      {canManageAutoMessages(user) ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <AutoMessageForm key={item?._id ?? 'new'} item={item} />
        </Paper>
      ) : (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={ROUTES.autoMessages} color="inherit" size="small">
              {T.back}
            </Button>
          }
        >
          {T.readOnly}
        </Alert>
      )}
    </Box>
  );
}
