// The agent's role, agent or manager (shown to admins only; the value comes from my_role[0].slug).
import { FormControl, FormControlLabel } from 'shared-kernel/mui-console';
import { FormLabel, Radio, RadioGroup } from 'shared-kernel/mui-data';
import { useId } from 'react';
import { ROLES, type AgentRoleSlug } from 'shared-kernel/contracts';
import { AGENT_FORM_TEXTS as T } from '../texts';

export function RoleField({ value, onChange, disabled }: { value: string; onChange: (role: AgentRoleSlug) => void; disabled?: boolean }) {
  const id = useId();
  return (
    <FormControl disabled={disabled}>
      <FormLabel id={id}>{T.role}</FormLabel>
      <RadioGroup row aria-labelledby={id} name="role" value={value} onChange={(event) => onChange(event.target.value as AgentRoleSlug)}>
        {ROLES.map((role) => (
          <FormControlLabel key={role} value={role} control={<Radio />} label={T.roles[role]} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
