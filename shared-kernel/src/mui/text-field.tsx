import { useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import type { SxProps, Theme } from '@mui/material/styles';

export interface TextFieldProps extends Omit<OutlinedInputProps, 'label' | 'slotProps' | 'size' | 'sx' | 'notched'> {
  label?: ReactNode;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  slotProps?: { input?: Partial<OutlinedInputProps>; htmlInput?: InputBaseComponentProps };
}

/**
 * MUI's outlined TextField, composed from its parts as MUI's docs describe. MUI's own TextField
 * imports Select (and with it Menu, Popover and Modal) for its `select` mode, which would put them on
 * every screen with a text box, the sign-in screen first. For a select, use FormControl, InputLabel
 * and Select from 'shared-kernel/mui-console'.
 */
export function TextField({ id, label, helperText, error, fullWidth, size, required, disabled, sx, slotProps, ...input }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" error={error} fullWidth={fullWidth} size={size} required={required} disabled={disabled} sx={sx}>
      {label != null && (
        <InputLabel htmlFor={inputId} id={`${inputId}-label`}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        id={inputId}
        label={label}
        aria-describedby={helperId}
        {...input}
        {...slotProps?.input}
        inputProps={slotProps?.htmlInput}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
