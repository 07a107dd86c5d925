import { Stack, TextField } from 'shared-kernel/mui';
import { useId } from 'react';
import { rangeProblem, type DateRange } from '../lib/report-range';
import { REPORTS_TEXTS as T } from './texts';

/** The two dates of a custom range; what is wrong with them is said under them and tied to both. */
export function CustomRange({ value, onChange }: { value: DateRange; onChange(range: DateRange): void }) {
  const id = useId();
  const problem = rangeProblem(value.from, value.to);
  const error = problem ? T.rangeErrors[problem] : null;
  const errorId = `${id}-error`;
  const field = (key: keyof DateRange, label: string) => (
    <TextField
      type="date"
      size="small"
      label={label}
      value={value[key]}
      onChange={(event) => onChange({ ...value, [key]: event.target.value })}
      error={Boolean(error)}
      aria-describedby={error ? errorId : undefined}
      sx={{ flex: '1 1 150px' }}
    />
  );
  return (
    <Stack spacing={0.5} sx={{ flex: '2 1 320px' }}>
      <Stack direction="row" sx={{ gap: 1.5 }}>
        {field('from', T.from)}
        {field('to', T.to)}
      </Stack>
      {error && (
        <Stack component="p" id={errorId} role="alert" sx={{ m: 0, color: 'error.main', typography: 'caption' }}>
          {error}
        </Stack>
      )}
    </Stack>
  );
}
