// The agent form calls of spec 001 §7, each judged by the spec's success sign: register (email in the
// answer), update-profile (_id in the answer), by-department (the departments offered) and
// update-department (code 200; clears an agent's last departments, which update-profile cannot).
import type { Agent, Department, DepartmentGroup, ProfileUpdateResponse, RegisterAgentPayload } from 'shared-kernel/contracts';
import type { ApiClient } from 'shared-kernel/http';

/** An answer without the spec's success sign; carries the answer for its message. */
export class AgentFormRefused extends Error {
  constructor(readonly answer: unknown) {
    super('refused');
  }
}

type RegisterAnswer = Pick<Agent, '_id' | 'email'> & Partial<Agent>;

/** POST /users/register (multipart or JSON): success when the answer has the e-mail. */
export async function registerAgent(api: ApiClient, payload: FormData | RegisterAgentPayload): Promise<RegisterAnswer> {
  const answer = await api.call('registerAgent', payload);
  if (!answer?.email) throw new AgentFormRefused(answer);
  return answer;
}

/** PATCH /user-info/update-profile (multipart agent edit): success when the answer has _id. */
export async function updateAgentProfile(api: ApiClient, body: FormData): Promise<ProfileUpdateResponse> {
  const answer = await api.call('updateProfile', body);
  if (!answer?._id) throw new AgentFormRefused(answer);
  return answer;
}

/** PATCH /users/update-department {departments, userId}: success code 200. */
export async function setAgentDepartments(api: ApiClient, userId: string, departments: string[]): Promise<void> {
  const answer = await api.call('updateDepartment', { departments, userId });
  if (answer?.statusCode !== 200) throw new AgentFormRefused(answer);
}

/** GET /users/by-department: the account's departments, the first element of each group. */
export async function fetchDepartmentChoices(api: ApiClient, signal?: AbortSignal): Promise<Department[]> {
  const answer = await api.call('byDepartment', undefined, { signal });
  if (!Array.isArray(answer)) return [];
  return answer
    .map((group: DepartmentGroup) => group?.[0])
    .filter((department): department is Department => Boolean(department?._id))
    .map(({ _id, title }) => ({ _id, title }));
}
