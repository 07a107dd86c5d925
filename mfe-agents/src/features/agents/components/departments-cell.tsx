// The list's departments column (spec 001 §2, §6: non-agents only): whoever manages the row (admins: every
// row; managers: agents) picks the agent's departments from the account's (GET /users/by-department);
// closing the menu saves a change with PATCH /users/update-department. Other rows, and accounts without
// departments, show the titles only.
import { Typography } from 'shared-kernel/mui';
import { ListItemIcon, ListItemText, MenuItem, Select } from 'shared-kernel/mui-console';
import CheckBox from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import { useState } from 'react';
import type { Agent, Department } from 'shared-kernel/contracts';
import { errorMessage } from 'shared-kernel/http';
import { useApi, useToast } from 'shared-kernel/platform';
import { StaffCallRefused, updateAgentDepartments } from '../../../api/staff-calls';
import { agentName, departmentsText } from '../lib/agent-view';
import { AGENTS_TEXTS as T } from '../texts';

export interface DepartmentsCellProps {
  agent: Agent;
  /** The account's departments; null when the column is read-only. */
  options: readonly Department[] | null;
  editable: boolean;
  onChanged: (agent: Agent, departments: Department[]) => void;
}

export function DepartmentsCell({ agent, options, editable, onChanged }: DepartmentsCellProps) {
  if (!editable || !options || options.length === 0) {
    return (
      <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
        {departmentsText(agent)}
      </Typography>
    );
  }
  return <DepartmentsSelect agent={agent} options={options} onChanged={onChanged} />;
}

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));

function DepartmentsSelect({ agent, options, onChanged }: { agent: Agent; options: readonly Department[]; onChanged: DepartmentsCellProps['onChanged'] }) {
  const api = useApi();
  const toast = useToast();
  const current = (agent.departments ?? []).map((department) => department._id);
  /** The choice while the menu is open; null otherwise. */
  const [picked, setPicked] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const value = picked ?? current;
  const titleOf = (id: string) => options.find((d) => d._id === id)?.title ?? agent.departments.find((d) => d._id === id)?.title ?? '';

  const save = async (ids: string[]) => {
    const chosen = options.filter((department) => ids.includes(department._id));
    if (sameIds(chosen.map((d) => d._id), current)) {
      setPicked(null);
      return;
    }
    setBusy(true);
    try {
      await updateAgentDepartments(api, agent._id, chosen.map((d) => d._id));
      toast.success(T.departmentUpdated);
      onChanged(agent, chosen.map(({ _id, title }) => ({ _id, title })));
    } catch (err) {
      toast.error(errorMessage(err instanceof StaffCallRefused ? err.answer : err, T.failed));
    } finally {
      setBusy(false);
      setPicked(null);
    }
  };

  return (
    <Select<string[]>
      multiple
      size="small"
      displayEmpty
      value={value}
      disabled={busy}
      onChange={(event) => {
        const next = event.target.value;
        setPicked(typeof next === 'string' ? next.split(',') : next);
      }}
      onClose={() => {
        if (picked) void save(picked);
      }}
      renderValue={(ids) => (ids.length ? ids.map(titleOf).filter(Boolean).join(', ') : T.noDepartment)}
      inputProps={{ 'aria-label': T.departmentsOf(agentName(agent)) }}
      sx={{ width: '100%', minWidth: 150, maxWidth: 280, '& .MuiSelect-select': { whiteSpace: 'normal' } }}
      MenuProps={{ slotProps: { paper: { sx: { maxHeight: 320 } } } }}
    >
      {options.map((department) => (
        <MenuItem key={department._id} value={department._id} dense>
          {/* The option's aria-selected carries the state; the box only draws it. */}
          <ListItemIcon sx={{ minWidth: 32 }}>
            {value.includes(department._id) ? <CheckBox fontSize="small" color="primary" /> : <CheckBoxOutlineBlank fontSize="small" />}
          </ListItemIcon>
          <ListItemText primary={department.title} />
        </MenuItem>
      ))}
    </Select>
  );
}
