import { FormControl, InputLabel, MenuItem, Select } from 'shared-kernel/mui-console';
import { useId } from 'react';

export interface FilterSelectProps {
  label: string;
  value: string;
  /** The first choice, value '' (every widget, department or agent). */
  allLabel?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange(value: string): void;
}

/** A labelled select (MUI's outlined select: keyboard and screen-reader ready). */
export function FilterSelect({ label, value, allLabel, options, onChange }: FilterSelectProps) {
  const id = useId();
  // A value no longer offered (a deleted widget in an old link) still shows, by its id.
  const known = value === '' || options.some((option) => option.value === value);
  return (
    <FormControl size="small" sx={{ minWidth: 160, flex: '1 1 160px' }}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select labelId={`${id}-label`} id={id} label={label} value={value} onChange={(event) => onChange(String(event.target.value))}>
        {allLabel !== undefined && <MenuItem value="">{allLabel}</MenuItem>}
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
        {!known && <MenuItem value={value}>{value}</MenuItem>}
      </Select>
    </FormControl>
  );
}
