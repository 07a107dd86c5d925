// The agent's photo: the current or chosen picture, a file choice taking JPG/JPEG/PNG of 100 × 100 px
// (checked before anything is sent; the reason of a refusal shows under the field) and a remove button.
import { Box, Button, Stack, Typography } from 'shared-kernel/mui';
import { Avatar } from 'shared-kernel/mui-console';
import { FormHelperText } from 'shared-kernel/mui-data';
import { useId, type ChangeEvent } from 'react';
import type { PhotoChoice } from '../hooks/use-photo-choice';
import { PHOTO_ACCEPT } from '../lib/photo-check';
import { AGENT_FORM_TEXTS as T } from '../texts';

const visuallyHidden = { position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)' } as const;

export function PhotoField({ name, photo, disabled }: { name: string; photo: PhotoChoice; disabled: boolean }) {
  const id = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void photo.choose(file);
  };
  const describedBy = photo.error ? `${id}-hint ${id}-error` : `${id}-hint`;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="group" aria-labelledby={`${id}-label`}>
      <Avatar src={photo.src ?? undefined} alt={photo.src ? T.photoPreview(name) : undefined} sx={{ width: 72, height: 72, fontSize: 28 }}>
        {name.trim().charAt(0).toUpperCase() || '?'}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography id={`${id}-label`} variant="subtitle2" component="p">
          {T.photo}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', my: 0.5 }}>
          <Button
            component="label"
            // The hidden file input inside is the keyboard stop; the label only shows it.
            role={undefined}
            tabIndex={-1}
            variant="outlined"
            size="small"
            disabled={disabled || photo.checking}
            sx={{ '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
          >
            {T.choosePhoto}
            <Box
              component="input"
              type="file"
              accept={PHOTO_ACCEPT}
              onChange={onChange}
              disabled={disabled || photo.checking}
              aria-describedby={describedBy}
              aria-invalid={photo.error ? true : undefined}
              sx={visuallyHidden}
            />
          </Button>
          {photo.hasPhoto && (
            <Button size="small" color="inherit" onClick={photo.remove} disabled={disabled}>
              {T.removePhoto}
            </Button>
          )}
        </Stack>
        <FormHelperText id={`${id}-hint`} sx={{ mx: 0 }}>
          {T.photoHint}
        </FormHelperText>
        {photo.error && (
          <FormHelperText id={`${id}-error`} error sx={{ mx: 0 }}>
            {photo.error}
          </FormHelperText>
        )}
      </Box>
    </Stack>
  );
}
