// What the agent forms send (spec 001 §7) and the Agent the list shows afterwards.
import type { Agent, AgentRoleSlug, Department, ProfileUpdateResponse, RegisterAgentPayload } from 'shared-kernel/contracts';
import type { AgentFormValues } from './agent-form-values';
import { chatLimitField, chatLimitOf } from './chat-limit';
import { toShifts } from './shift-rows';

/** The photo part of a form: a new file, or the removal of the stored one. */
export interface PhotoChange {
  file: File | null;
  remove: boolean;
}

const appendDepartments = (body: FormData, ids: readonly string[]) => ids.forEach((id, at) => body.append(`departments[${at}]`, id));
/** An empty `departments` field tells update-profile "none" (no departments[i] fields would mean "unchanged"). */
const appendEditDepartments = (body: FormData, ids: readonly string[]) =>
  ids.length ? appendDepartments(body, ids) : body.append('departments', '');

/** The register body with the agent's chat limit (issue 27), which RegisterAgentPayload does not name yet. */
export type RegisterBody = RegisterAgentPayload & { chatLimit?: string };

/** The changed chat limit of an edited agent ('' for no limit), or null when unchanged (the field is then left out). */
const changedChatLimit = (agent: Agent, values: AgentFormValues): string | null =>
  values.chatLimit === chatLimitField(agent.chatLimit) ? null : values.chatLimit;

/**
 * POST /users/register, manager's form: multipart profilePhoto, fullName, email (lowercased), password, shifts JSON,
 * departments[i], and chatLimit when one is chosen (no limit is the server's default for a new agent).
 */
export function addAgentForm(values: AgentFormValues, photo: File | null): FormData {
  const body = new FormData();
  if (photo) body.append('profilePhoto', photo, photo.name);
  body.append('fullName', values.fullName.trim());
  body.append('email', values.email.trim().toLowerCase());
  body.append('password', values.password);
  body.append('shifts', JSON.stringify(toShifts(values.shifts)));
  appendDepartments(body, values.departments);
  if (values.chatLimit) body.append('chatLimit', values.chatLimit);
  return body;
}

/** POST /users/register, standalone form: JSON {fullName, email, password}, and chatLimit when one is chosen. */
export function registerPayload(values: Pick<AgentFormValues, 'fullName' | 'email' | 'password' | 'chatLimit'>): RegisterBody {
  const payload: RegisterBody = { fullName: values.fullName.trim(), email: values.email.trim().toLowerCase(), password: values.password };
  if (values.chatLimit) payload.chatLimit = values.chatLimit;
  return payload;
}

/**
 * PATCH /user-info/update-profile, agent edit: multipart userId, fullName, profilePhoto or removePhoto=true,
 * departments[i] (an empty `departments` for none), shifts JSON, role only when the editor may set it (admins),
 * and chatLimit only when changed ('' for no limit): an untouched form keeps a limit set meanwhile from the list.
 */
export function editAgentForm(agent: Agent, values: AgentFormValues, photo: PhotoChange, role: AgentRoleSlug | null): FormData {
  const body = new FormData();
  body.append('userId', agent._id);
  body.append('fullName', values.fullName.trim());
  if (photo.file) body.append('profilePhoto', photo.file, photo.file.name);
  else if (photo.remove) body.append('removePhoto', 'true');
  appendEditDepartments(body, values.departments);
  body.append('shifts', JSON.stringify(toShifts(values.shifts)));
  if (role) body.append('role', role);
  const chatLimit = changedChatLimit(agent, values);
  if (chatLimit !== null) body.append('chatLimit', chatLimit);
  return body;
}

const chosen = (ids: readonly string[], choices: readonly Department[], known: readonly Department[]): Department[] => {
  const titles = new Map([...known, ...choices].map((department) => [department._id, department.title]));
  return ids.map((_id) => ({ _id, title: titles.get(_id) ?? '' }));
};

/** The register answer as a whole Agent (the server answers one; anything missing is filled from the form). */
export function addedAgent(answer: Partial<Agent> & Pick<Agent, '_id' | 'email'>, values: AgentFormValues, choices: readonly Department[]): Agent {
  return {
    status: 1,
    isOnline: false,
    departments: chosen(values.departments, choices, []),
    shifts: toShifts(values.shifts),
    my_role: [{ slug: 'agent' }],
    userinfo: [{ userId: answer._id, fullName: values.fullName.trim(), profilePhoto: null }],
    clientId: '',
    ...(values.chatLimit ? { chatLimit: chatLimitOf(values.chatLimit) } : {}),
    ...answer,
  };
}

/** The edited agent: the form's values over the agent, the answer's name and photo over both. */
export function editedAgent(
  agent: Agent,
  values: AgentFormValues,
  answer: ProfileUpdateResponse,
  choices: readonly Department[],
  role: AgentRoleSlug | null,
): Agent {
  const info = agent.userinfo?.[0] ?? { userId: agent._id, fullName: '', profilePhoto: null };
  const chatLimit = changedChatLimit(agent, values);
  return {
    ...agent,
    ...(chatLimit !== null ? { chatLimit: chatLimitOf(chatLimit) } : {}),
    departments: chosen(values.departments, choices, agent.departments ?? []),
    shifts: toShifts(values.shifts),
    my_role: role ? [{ slug: role }] : agent.my_role,
    userinfo: [
      {
        ...info,
        fullName: answer.fullName || values.fullName.trim(),
        profilePhoto: answer.profilePhoto !== undefined ? answer.profilePhoto : info.profilePhoto,
      },
    ],
  };
}
