import { Box, Button, Stack, TextField, Typography } from 'shared-kernel/mui';
import { useId } from 'react';
import { useCopyFeedback } from '../hooks/use-copy-feedback';
import { WIDGET_TEXTS as T } from '../texts';

/** The embed script, read-only and selectable, with Copy Script and its live feedback. */
export function EmbedScriptBox({ script }: { script: string }) {
  const { feedback, copy } = useCopyFeedback();
  const id = useId();
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {T.scriptHelp}
      </Typography>
      <TextField
        id={`${id}-script`}
        label={T.scriptLabel}
        value={script}
        multiline
        minRows={3}
        fullWidth
        slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace', fontSize: 13 } } }}
        onFocus={(event) => event.target.select()}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="contained" onClick={() => void copy(script)}>
          {T.copyScript}
        </Button>
        <Box role="status" aria-live="polite" sx={{ color: feedback === T.copyFailed ? 'error.main' : 'success.main', minHeight: 24 }}>
          {feedback}
        </Box>
      </Stack>
    </Stack>
  );
}
