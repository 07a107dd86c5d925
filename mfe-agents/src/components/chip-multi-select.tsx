// A labelled multiple select whose options carry a check mark (an icon, not a nested checkbox: the option
// itself carries aria-selected) and whose chosen values show as chips: departments and members pickers.
import { Box } from 'shared-kernel/mui';
import { Chip, FormControl, InputLabel, ListItemIcon, ListItemText, MenuItem, Select } from 'shared-kernel/mui-console';
import { FormHelperText } from 'shared-kernel/mui-data';
import CheckBox from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import { useId } from 'react';

export interface MultiSelectOption {
  id: string;
  primary: string;
  secondary?: string;
}

export interface ChipMultiSelectProps {
  label: string;
  options: readonly MultiSelectOption[];
  value: string[];
  onChange: (ids: string[]) => void;
  /** A chosen id's chip text (ids not among the options too). */
  chipLabel: (id: string) => string;
  helperText: string;
  error?: boolean;
  disabled?: boolean;
}

export function ChipMultiSelect({ label, options, value, onChange, chipLabel, helperText, error, disabled }: ChipMultiSelectProps) {
  const id = useId();
  return (
    <FormControl fullWidth disabled={disabled} error={error}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select<string[]>
        labelId={`${id}-label`}
        label={label}
        multiple
        value={value}
        onChange={(event) => {
          const next = event.target.value;
          onChange(typeof next === 'string' ? next.split(',') : next);
        }}
        renderValue={(ids) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {ids.map((chosen) => (
              <Chip key={chosen} size="small" label={chipLabel(chosen)} />
            ))}
          </Box>
        )}
        SelectDisplayProps={{ 'aria-describedby': `${id}-help` }}
        MenuProps={{ slotProps: { paper: { sx: { maxHeight: 320 } } } }}
      >
        {options.map((option) => (
          <MenuItem key={option.id} value={option.id}>
            <ListItemIcon>
              {value.includes(option.id) ? <CheckBox fontSize="small" color="primary" /> : <CheckBoxOutlineBlank fontSize="small" />}
            </ListItemIcon>
            <ListItemText primary={option.primary} secondary={option.secondary} />
          </MenuItem>
        ))}
      </Select>
      <FormHelperText id={`${id}-help`}>{helperText}</FormHelperText>
    </FormControl>
  );
}
