// A write-only secret (spec: the answer carries '••••1234' or ''): the hint is a placeholder and a helper
// text, never a value; typing replaces it, Clear removes it on save, leaving it alone keeps it.
import { Box, Button, Stack, TextField } from 'shared-kernel/mui';
import type { SecretDraft } from '../../lib/widget-form';
import { WIDGET_TEXTS as T } from '../../texts';

export interface SecretFieldProps {
  id: string;
  label: string;
  draft: SecretDraft;
  onChange: (draft: SecretDraft) => void;
}

export function SecretField({ id, label, draft, onChange }: SecretFieldProps) {
  const helper = draft.cleared ? T.secretWillClear : draft.hint ? T.secretStored(draft.hint) : T.secretNone;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        id={id}
        label={label}
        type="password"
        value={draft.input}
        placeholder={draft.cleared ? '' : draft.hint}
        helperText={helper}
        size="small"
        fullWidth
        autoComplete="new-password"
        slotProps={{ htmlInput: { spellCheck: false } }}
        onChange={(event) => onChange({ ...draft, input: event.target.value })}
      />
      {draft.hint !== '' && (
        <Box sx={{ pt: 0.5, flex: 'none' }}>
          {draft.cleared ? (
            <Button size="small" aria-label={T.keepSecret(label)} onClick={() => onChange({ ...draft, cleared: false })}>
              {T.undoClear}
            </Button>
          ) : (
            <Button size="small" color="error" aria-label={T.clearSecret(label)} onClick={() => onChange({ ...draft, input: '', cleared: true })}>
              {T.clear}
            </Button>
          )}
        </Box>
      )}
    </Stack>
  );
}
