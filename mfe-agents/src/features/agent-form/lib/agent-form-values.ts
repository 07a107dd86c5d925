// The Add/Edit Agent form's values, where they start from, and their check (spec 001 §5): the shared
// agent schemas plus shiftsSchema, reported per field in formik's nested shape.
import { setIn, type FormikErrors } from 'formik';
import { ROLES, type Agent, type AgentRoleSlug } from 'shared-kernel/contracts';
import { agentEditSchema, agentSchema, fieldErrors, shiftsSchema } from 'shared-kernel/validation';
import { chatLimitField } from './chat-limit';
import { defaultShiftRows, rowsOf, type ShiftRow } from './shift-rows';

export type AgentFormMode = 'add' | 'edit';

export interface AgentFormValues {
  email: string;
  fullName: string;
  password: string;
  /** Department ids. */
  departments: string[];
  /** '' when the role is not offered (a co-admin, or the add form). */
  role: AgentRoleSlug | '';
  shifts: ShiftRow[];
  /** '' for no limit, '1'..'20' a limit (issue 27). */
  chatLimit: string;
}

/** The agent's role when it is one this form can set (agent or manager), else null. */
export function editableRole(agent: Agent | null | undefined): AgentRoleSlug | null {
  const slug = agent?.my_role?.[0]?.slug;
  return (ROLES as readonly string[]).includes(slug ?? '') ? (slug as AgentRoleSlug) : null;
}

export function initialValues(agent?: Agent | null): AgentFormValues {
  if (!agent) return { email: '', fullName: '', password: '', departments: [], role: '', shifts: defaultShiftRows(), chatLimit: '' };
  return {
    email: agent.email,
    fullName: agent.userinfo?.[0]?.fullName ?? '',
    password: '',
    departments: (agent.departments ?? []).map((department) => department._id),
    role: editableRole(agent) ?? '',
    shifts: rowsOf(agent.shifts),
    chatLimit: chatLimitField(agent.chatLimit),
  };
}

const addSchema = agentSchema.shape({ shifts: shiftsSchema });
const editSchema = agentEditSchema.shape({ shifts: shiftsSchema });

/** Every field's first message, nested as formik keeps them (`shifts[0].startTime.hours`). */
export function validateAgentForm(mode: AgentFormMode, values: AgentFormValues): FormikErrors<AgentFormValues> {
  const flat = fieldErrors(mode === 'add' ? addSchema : editSchema, values);
  return Object.entries(flat).reduce<FormikErrors<AgentFormValues>>((errors, [path, message]) => setIn(errors, path, message), {});
}
