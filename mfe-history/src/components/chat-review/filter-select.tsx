// One labelled select of the filter bar (MUI's FormControl + InputLabel + Select, as the kernel builds selects).
import { useId } from 'react';
import { FormControl, InputLabel, MenuItem, Select } from 'shared-kernel/mui-console';

export interface FilterChoice {
  value: string;
  label: string;
}

export function FilterSelect({ label, value, choices, onChange, minWidth = 150 }: {
  label: string;
  value: string;
  choices: readonly FilterChoice[];
  onChange: (value: string) => void;
  minWidth?: number;
}) {
  const id = useId();
  return (
    <FormControl size="small" sx={{ minWidth }}>
      {/* The '' choice (All Dates, All Domains...) is a real choice: shown, with the label above it. */}
      <InputLabel id={`${id}-label`} shrink>
        {label}
      </InputLabel>
      <Select labelId={`${id}-label`} id={id} label={label} value={value} displayEmpty notched onChange={(event) => onChange(String(event.target.value))}>
        {choices.map((choice) => (
          <MenuItem key={choice.value} value={choice.value}>
            {choice.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
