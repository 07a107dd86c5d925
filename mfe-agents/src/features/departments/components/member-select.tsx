import { Box } from 'shared-kernel/mui';
import { Chip, FormControl, InputLabel, ListItemIcon, ListItemText, MenuItem, Select } from 'shared-kernel/mui-console';
import { FormHelperText } from 'shared-kernel/mui-data';
import CheckBox from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import { useId } from 'react';
import type { Agent } from 'shared-kernel/contracts';
import { agentName } from '../lib/department-view';
import { DEPARTMENT_TEXTS as T } from '../texts';

export interface MemberSelectProps {
  choices: readonly Agent[];
  value: string[];
  onChange: (ids: string[]) => void;
  loading: boolean;
  failed: boolean;
  disabled?: boolean;
}

/**
 * The new department's members: a multiple select of the account's active staff. Each option shows a
 * check mark (an icon, not a nested checkbox: the option itself carries aria-selected).
 */
export function MemberSelect({ choices, value, onChange, loading, failed, disabled }: MemberSelectProps) {
  const id = useId();
  const names = new Map(choices.map((agent) => [agent._id, agentName(agent)]));
  const help = loading ? T.membersLoading : failed ? T.membersFailed : choices.length === 0 ? T.noAgents : T.membersHelp;
  return (
    <FormControl fullWidth disabled={disabled || loading || choices.length === 0} error={failed}>
      <InputLabel id={`${id}-label`}>{T.membersLabel}</InputLabel>
      <Select<string[]>
        labelId={`${id}-label`}
        label={T.membersLabel}
        multiple
        value={value}
        onChange={(event) => {
          const next = event.target.value;
          onChange(typeof next === 'string' ? next.split(',') : next);
        }}
        renderValue={(ids) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {ids.map((memberId) => (
              <Chip key={memberId} size="small" label={names.get(memberId) ?? memberId} />
            ))}
          </Box>
        )}
        SelectDisplayProps={{ 'aria-describedby': `${id}-help` }}
        MenuProps={{ slotProps: { paper: { sx: { maxHeight: 320 } } } }}
      >
        {choices.map((agent) => {
          const chosen = value.includes(agent._id);
          return (
            <MenuItem key={agent._id} value={agent._id}>
              <ListItemIcon>{chosen ? <CheckBox fontSize="small" color="primary" /> : <CheckBoxOutlineBlank fontSize="small" />}</ListItemIcon>
              <ListItemText primary={agentName(agent)} secondary={agent.email} />
            </MenuItem>
          );
        })}
      </Select>
      <FormHelperText id={`${id}-help`}>{help}</FormHelperText>
    </FormControl>
  );
}
