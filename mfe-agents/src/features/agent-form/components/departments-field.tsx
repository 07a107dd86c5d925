// The agent's departments: a multiple select of the account's departments (a check mark per option, the
// chosen ones as chips).
import { ChipMultiSelect } from '../../../components/chip-multi-select';
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
  const titles = new Map([...known, ...choices].map((department) => [department._id, department.title]));
  const help = loading ? T.departmentsLoading : failed ? T.departmentsFailed : choices.length === 0 ? T.noDepartments : T.departmentsHelp;
  return (
    <ChipMultiSelect
      label={T.departments}
      options={choices.map((department) => ({ id: department._id, primary: department.title }))}
      value={value}
      onChange={onChange}
      chipLabel={(id) => titles.get(id) ?? id}
      helperText={help}
      error={failed}
      disabled={disabled || loading || choices.length === 0}
    />
  );
}
