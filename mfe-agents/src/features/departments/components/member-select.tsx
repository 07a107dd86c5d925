import { ChipMultiSelect } from '../../../components/chip-multi-select';
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
  const names = new Map(choices.map((agent) => [agent._id, agentName(agent)]));
  const help = loading ? T.membersLoading : failed ? T.membersFailed : choices.length === 0 ? T.noAgents : T.membersHelp;
  return (
    <ChipMultiSelect
      label={T.membersLabel}
      options={choices.map((agent) => ({ id: agent._id, primary: agentName(agent), secondary: agent.email }))}
      value={value}
      onChange={onChange}
      chipLabel={(id) => names.get(id) ?? id}
      helperText={help}
      error={failed}
      disabled={disabled || loading || choices.length === 0}
    />
  );
}
