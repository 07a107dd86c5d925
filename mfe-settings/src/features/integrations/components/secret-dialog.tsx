import { Alert, Box, Button, Stack, Typography } from 'shared-kernel/mui';
import { Dialog, DialogActions, DialogContent, DialogTitle } from 'shared-kernel/mui-console';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useId, type ReactNode } from 'react';
import { useCopyText } from '../hooks/use-copy-text';
import { INTEGRATIONS_TEXTS as T } from '../texts';

export interface SecretDialogProps {
  title: string;
  secret: string;
  /** What the secret is for, above it. */
  help?: string;
  /** More under it (how to use it). */
  children?: ReactNode;
  onClose: () => void;
}

/** A secret the server answers once: shown as text, with Copy, and the warning that it will not come again. */
export function SecretDialog({ title, secret, help, children, onClose }: SecretDialogProps) {
  const id = useId();
  const copy = useCopyText();
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-once`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {help && <Typography variant="body2">{help}</Typography>}
          <Alert severity="warning" id={`${id}-once`}>
            {T.shownOnce}
          </Alert>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <Box
              component="code"
              data-testid="shown-secret"
              sx={{ flex: 1, fontFamily: 'monospace', fontSize: 14, wordBreak: 'break-all', p: 1, borderRadius: 1, bgcolor: 'action.hover' }}
            >
              {secret}
            </Box>
            <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => void copy(secret)} sx={{ flexShrink: 0 }}>
              {T.copy}
            </Button>
          </Stack>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {T.done}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
