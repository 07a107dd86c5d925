import { Box } from 'shared-kernel/mui';
import { FormControl, FormControlLabel } from 'shared-kernel/mui-console';
import { Checkbox, FormGroup, FormHelperText, FormLabel } from 'shared-kernel/mui-data';
import { useId } from 'react';

export interface ChoiceListProps<V extends string> {
  legend: string;
  options: readonly V[];
  labelOf?: (option: V) => string;
  value: readonly V[];
  onChange: (next: V[]) => void;
  /** A first checkbox that picks or clears every option. */
  selectAll?: string;
  helper?: string;
  error?: string;
  disabled?: boolean;
}

/** A labelled group of checkboxes (a fieldset); the picked values keep the options' order. */
export function ChoiceList<V extends string>({ legend, options, labelOf = (o) => o, value, onChange, selectAll, helper, error, disabled }: ChoiceListProps<V>) {
  const helperId = useId();
  const picked = new Set(value);
  const all = options.every((option) => picked.has(option));
  const some = !all && options.some((option) => picked.has(option));
  const toggle = (option: V, on: boolean) => onChange(options.filter((o) => (o === option ? on : picked.has(o))));
  const note = error ?? helper;
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled} aria-describedby={note ? helperId : undefined}>
      <FormLabel component="legend">{legend}</FormLabel>
      {selectAll && (
        <FormControlLabel
          label={selectAll}
          control={<Checkbox checked={all} indeterminate={some} onChange={(event) => onChange(event.target.checked ? [...options] : [])} />}
        />
      )}
      <FormGroup>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
          {options.map((option) => (
            <FormControlLabel key={option} label={labelOf(option)} control={<Checkbox checked={picked.has(option)} onChange={(event) => toggle(option, event.target.checked)} />} />
          ))}
        </Box>
      </FormGroup>
      {note && <FormHelperText id={helperId}>{note}</FormHelperText>}
    </FormControl>
  );
}
