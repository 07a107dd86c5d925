// Photo of My Account: the current or chosen picture, an upload control taking JPG/PNG only and a
// remove button. A refused file is announced with the server's own wording.
import { Box, Button, Stack, Typography } from 'shared-kernel/mui';
import { Avatar } from 'shared-kernel/mui-console';
import type { ChangeEvent } from 'react';
import { useToast } from 'shared-kernel/platform';
import { TEXTS } from '../../../app/texts';
import { PHOTO_ACCEPT, isAcceptedPhoto } from '../lib/photo-file';

const T = TEXTS.profile;

interface PhotoPickerProps {
  name: string;
  src: string | null;
  hasPhoto: boolean;
  disabled: boolean;
  onChoose: (file: File) => void;
  onRemove: () => void;
}

export function PhotoPicker({ name, src, hasPhoto, disabled, onChoose, onRemove }: PhotoPickerProps) {
  const toast = useToast();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (isAcceptedPhoto(file)) onChoose(file);
    else toast.error(T.photoRefused);
  };
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', minWidth: 180 }} role="group" aria-label={T.photo}>
      <Avatar src={src ?? undefined} alt={src ? name : undefined} sx={{ width: 112, height: 112, fontSize: 40 }}>
        {name.trim().charAt(0).toUpperCase() || '?'}
      </Avatar>
      <Button
        component="label"
        // The hidden file input inside is the keyboard stop; the label only shows it.
        role={undefined}
        tabIndex={-1}
        variant="outlined"
        size="small"
        disabled={disabled}
        sx={{ '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
      >
        {T.upload}
        <Box
          component="input"
          type="file"
          accept={PHOTO_ACCEPT}
          onChange={onChange}
          disabled={disabled}
          sx={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
        />
      </Button>
      {hasPhoto && (
        <Button size="small" color="inherit" onClick={onRemove} disabled={disabled}>
          {T.remove}
        </Button>
      )}
      <Typography variant="caption" color="text.secondary">
        {T.photoHint}
      </Typography>
    </Stack>
  );
}
