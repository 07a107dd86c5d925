// The agent's shifts (spec 001 §5, §9): one row per chosen day, Monday first; a day not yet used can be
// added and any row removed. Hours 0-23 and minutes 0-59, or empty.
import { Box, Button, Stack, Typography } from 'shared-kernel/mui';
import { Menu, MenuItem } from 'shared-kernel/mui-console';
import { FormHelperText } from 'shared-kernel/mui-data';
import Add from '@mui/icons-material/Add';
import { useId, useState } from 'react';
import { unusedDays, withDay, withoutRow, type ShiftRow as Row } from '../lib/shift-rows';
import { AGENT_FORM_TEXTS as T } from '../texts';
import { ShiftRow } from './shift-row';

export interface ShiftsEditorProps {
  /** The rows' path in the form, e.g. 'shifts'. */
  name: string;
  value: Row[];
  onChange: (rows: Row[]) => void;
  onBlurField: (path: string) => void;
  errorOf: (path: string) => string | undefined;
  disabled?: boolean;
}

export function ShiftsEditor({ name, value, onChange, onBlurField, errorOf, disabled }: ShiftsEditorProps) {
  const id = useId();
  const [menuAt, setMenuAt] = useState<HTMLElement | null>(null);
  const free = unusedDays(value);
  const close = () => setMenuAt(null);

  return (
    <Box role="group" aria-labelledby={`${id}-label`}>
      <Typography id={`${id}-label`} variant="subtitle2" component="p">
        {T.shifts}
      </Typography>
      <FormHelperText sx={{ mx: 0, mt: 0, mb: 1 }}>{T.shiftsHelp}</FormHelperText>
      <Stack spacing={1.5}>
        {value.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {T.noShifts}
          </Typography>
        )}
        {value.map((row, at) => (
          <ShiftRow
            key={row.day}
            row={row}
            path={`${name}[${at}]`}
            onChange={(next) => onChange(value.map((old, index) => (index === at ? next : old)))}
            onRemove={() => onChange(withoutRow(value, at))}
            onBlurField={onBlurField}
            errorOf={errorOf}
            disabled={disabled}
          />
        ))}
      </Stack>
      <Button
        id={`${id}-add`}
        startIcon={<Add />}
        size="small"
        sx={{ mt: 1 }}
        disabled={disabled || free.length === 0}
        aria-haspopup="menu"
        aria-expanded={menuAt ? true : undefined}
        aria-controls={menuAt ? `${id}-days` : undefined}
        onClick={(event) => setMenuAt(event.currentTarget)}
      >
        {T.addDay}
      </Button>
      <Menu id={`${id}-days`} anchorEl={menuAt} open={Boolean(menuAt)} onClose={close} slotProps={{ list: { 'aria-labelledby': `${id}-add` } }}>
        {free.map((day) => (
          <MenuItem
            key={day}
            onClick={() => {
              close();
              onChange(withDay(value, day));
            }}
          >
            {T.dayName(day)}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}
