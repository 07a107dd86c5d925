// One labelled select of the filter bar (MUI's FormControl + InputLabel + Select, as the kernel builds selects).
import { useId } from 'react';
import { FormControl, InputLabel, MenuItem, Select } from 'shared-kernel/mui-console';

export interface FilterChoice {
  value: string;
  label: string;
}

export function FilterSelect({ label, value, choices, onChange, minWidth = 150, pendingLabel }: {
  label: string;
  value: string;
  choices: readonly FilterChoice[];
  onChange: (value: string) => void;
  minWidth?: number;
  /** Shown for a value not among the choices yet (they are loading); not offered in the menu. */
  pendingLabel?: string;
}) {
  const id = useId();
  const pending = pendingLabel !== undefined && !choices.some((choice) => choice.value === value);
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
        {pending && (
          <MenuItem value={value} sx={{ display: 'none' }}>
            {pendingLabel}
          </MenuItem>
        )}
      </Select>
    </FormControl>
  );
}
