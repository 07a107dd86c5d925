// One day of the shifts editor: the day, start and end as hour and minute boxes (empty allowed), a
// remove button, and the row's messages under it (field errors, not alerts).
import { Box, IconButton, Stack, TextField, Typography } from 'shared-kernel/mui';
import { FormHelperText } from 'shared-kernel/mui-data';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useId, type ChangeEvent } from 'react';
import type { Day } from 'shared-kernel/contracts';
import type { ShiftRow as Row, TimeInput } from '../lib/shift-rows';
import { AGENT_FORM_TEXTS as T } from '../texts';

type Edge = 'startTime' | 'endTime';
type Part = keyof TimeInput;

export interface ShiftRowProps {
  row: Row;
  /** Path of this row in the form, e.g. 'shifts[0]'. */
  path: string;
  onChange: (row: Row) => void;
  onRemove: () => void;
  onBlurField: (path: string) => void;
  errorOf: (path: string) => string | undefined;
  disabled?: boolean;
}

/** A box's name, read at render (in the current language). */
const LABELS: Record<Edge, Record<Part, (day: Day) => string>> = {
  startTime: { hours: (day) => T.startHour(day), minutes: (day) => T.startMinutes(day) },
  endTime: { hours: (day) => T.endHour(day), minutes: (day) => T.endMinutes(day) },
};
const BOXES: ReadonlyArray<[Edge, Part]> = [
  ['startTime', 'hours'],
  ['startTime', 'minutes'],
  ['endTime', 'hours'],
  ['endTime', 'minutes'],
];

export function ShiftRow({ row, path, onChange, onRemove, onBlurField, errorOf, disabled }: ShiftRowProps) {
  const id = useId();
  const errors = BOXES.map(([edge, part]) => errorOf(`${path}.${edge}.${part}`));
  const messages = [...new Set(errors.filter((message): message is string => Boolean(message)))];
  const errorId = `${id}-error`;

  const box = (edge: Edge, part: Part, at: number) => (
    <TextField
      size="small"
      type="number"
      name={`${path}.${edge}.${part}`}
      value={row[edge][part]}
      placeholder={part === 'hours' ? T.hourPlaceholder : T.minutesPlaceholder}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange({ ...row, [edge]: { ...row[edge], [part]: event.target.value } })}
      onBlur={() => onBlurField(`${path}.${edge}.${part}`)}
      error={Boolean(errors[at])}
      disabled={disabled}
      sx={{ width: 64 }}
      slotProps={{
        htmlInput: {
          'aria-label': LABELS[edge][part](row.day),
          'aria-describedby': errors[at] ? errorId : undefined,
          min: 0,
          max: part === 'hours' ? 23 : 59,
          step: 1,
          inputMode: 'numeric',
        },
      }}
    />
  );
  const pair = (edge: Edge, caption: string, first: number) => (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 32 }}>
        {caption}
      </Typography>
      {box(edge, 'hours', first)}
      <Typography aria-hidden>:</Typography>
      {box(edge, 'minutes', first + 1)}
    </Stack>
  );

  return (
    <Box role="group" aria-label={T.dayName(row.day)}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}>
        <Typography sx={{ width: 84, fontWeight: 500 }}>{T.dayName(row.day)}</Typography>
        {pair('startTime', T.start, 0)}
        {pair('endTime', T.end, 2)}
        <IconButton aria-label={T.removeDay(row.day)} onClick={onRemove} disabled={disabled} size="small">
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </Stack>
      {messages.length > 0 && (
        <FormHelperText id={errorId} error sx={{ mx: 0 }}>
          {messages.join(' · ')}
        </FormHelperText>
      )}
    </Box>
  );
}
