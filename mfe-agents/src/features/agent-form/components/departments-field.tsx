// The agent's departments: a multiple select of the account's departments (a check mark per option, the
// chosen ones as chips).
import { Box } from 'shared-kernel/mui';
import { Chip, FormControl, InputLabel, ListItemIcon, ListItemText, MenuItem, Select } from 'shared-kernel/mui-console';
import { FormHelperText } from 'shared-kernel/mui-data';
import CheckBox from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import { useId } from 'react';
import type { Department } from 'shared-kernel/contracts';
import { AGENT_FORM_TEXTS as T } from '../texts';

export interface DepartmentsFieldProps {
  choices: readonly Department[];
  /** The agent's current departments (their titles, should the list not hold one). */
  known: readonly Department[];
  value: string[];
  onChange: (ids: string[]) => void;
  loading: boolean;
  failed: boolean;
  disabled?: boolean;
}

export function DepartmentsField({ choices, known, value, onChange, loading, failed, disabled }: DepartmentsFieldProps) {
  const id = useId();
  const titles = new Map([...known, ...choices].map((department) => [department._id, department.title]));
  const help = loading ? T.departmentsLoading : failed ? T.departmentsFailed : choices.length === 0 ? T.noDepartments : T.departmentsHelp;
  return (
    <FormControl fullWidth disabled={disabled || loading || choices.length === 0} error={failed}>
      <InputLabel id={`${id}-label`}>{T.departments}</InputLabel>
      <Select<string[]>
        labelId={`${id}-label`}
        label={T.departments}
        multiple
        value={value}
        onChange={(event) => {
          const next = event.target.value;
          onChange(typeof next === 'string' ? next.split(',') : next);
        }}
        renderValue={(ids) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {ids.map((departmentId) => (
              <Chip key={departmentId} size="small" label={titles.get(departmentId) ?? departmentId} />
            ))}
          </Box>
        )}
        SelectDisplayProps={{ 'aria-describedby': `${id}-help` }}
        MenuProps={{ slotProps: { paper: { sx: { maxHeight: 320 } } } }}
      >
        {choices.map((department) => (
          <MenuItem key={department._id} value={department._id}>
            <ListItemIcon>
              {value.includes(department._id) ? <CheckBox fontSize="small" color="primary" /> : <CheckBoxOutlineBlank fontSize="small" />}
            </ListItemIcon>
            <ListItemText primary={department.title} />
          </MenuItem>
        ))}
      </Select>
      <FormHelperText id={`${id}-help`}>{help}</FormHelperText>
    </FormControl>
  );
}
