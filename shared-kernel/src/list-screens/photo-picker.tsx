import { Box, Button, Stack, Typography } from 'shared-kernel/mui';
import { Avatar } from 'shared-kernel/mui-console';
import { FormHelperText } from 'shared-kernel/mui-data';
import { useId, type ChangeEvent } from 'react';

/** The file input, out of sight but focusable: the button around it shows where it is. */
const hiddenInput = { position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)' } as const;

export interface PhotoPickerProps {
  /** Whose photo: its initial stands in for a missing picture. */
  name: string;
  /** The current or chosen picture. */
  src: string | null;
  /** The picture's alternative text. */
  alt: string;
  hasPhoto: boolean;
  disabled: boolean;
  /** A chosen file is being checked: the file choice waits. */
  checking?: boolean;
  /** Files the chooser offers ('image/png,image/jpeg'). */
  accept: string;
  onChoose: (file: File) => void;
  onRemove: () => void;
  texts: { label: string; choose: string; remove: string; hint: string };
  /** Why the chosen file was refused, under the hint (the 'row' layout). */
  error?: string | null;
  /**
   * 'row': the picture beside a visible label, the buttons, the hint and the error (a form's field);
   * 'column': a large picture above the buttons and the hint, the group named by the label.
   */
  layout: 'row' | 'column';
}

/** A photo: the picture (or the initial), a file choice whose hidden input is the keyboard stop, and Remove. */
export function PhotoPicker({ name, src, alt, hasPhoto, disabled, checking, accept, onChoose, onRemove, texts, error, layout }: PhotoPickerProps) {
  const id = useId();
  const row = layout === 'row';
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onChoose(file);
  };
  const avatar = (
    <Avatar src={src ?? undefined} alt={src ? alt : undefined} sx={row ? { width: 72, height: 72, fontSize: 28 } : { width: 112, height: 112, fontSize: 40 }}>
      {name.trim().charAt(0).toUpperCase() || '?'}
    </Avatar>
  );
  const choose = (
    <Button
      component="label"
      // The hidden file input inside is the keyboard stop; the label only shows it.
      role={undefined}
      tabIndex={-1}
      variant="outlined"
      size="small"
      disabled={disabled || checking}
      sx={{ '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
    >
      {texts.choose}
      <Box
        component="input"
        type="file"
        accept={accept}
        onChange={onChange}
        disabled={disabled || checking}
        aria-describedby={row ? (error ? `${id}-hint ${id}-error` : `${id}-hint`) : undefined}
        aria-invalid={error ? true : undefined}
        sx={hiddenInput}
      />
    </Button>
  );
  const remove = hasPhoto && (
    <Button size="small" color="inherit" onClick={onRemove} disabled={disabled}>
      {texts.remove}
    </Button>
  );
  if (!row)
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'center', minWidth: 180 }} role="group" aria-label={texts.label}>
        {avatar}
        {choose}
        {remove}
        <Typography variant="caption" color="text.secondary">
          {texts.hint}
        </Typography>
      </Stack>
    );
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="group" aria-labelledby={`${id}-label`}>
      {avatar}
      <Box sx={{ minWidth: 0 }}>
        <Typography id={`${id}-label`} variant="subtitle2" component="p">
          {texts.label}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', my: 0.5 }}>
          {choose}
          {remove}
        </Stack>
        <FormHelperText id={`${id}-hint`} sx={{ mx: 0 }}>
          {texts.hint}
        </FormHelperText>
        {error && (
          <FormHelperText id={`${id}-error`} error sx={{ mx: 0 }}>
            {error}
          </FormHelperText>
        )}
      </Box>
    </Stack>
  );
}
