// The calls several features of the Agents area make (spec 001 §7), each judged by the spec's success sign.
import type { Agent, Department, DepartmentGroup } from 'shared-kernel/contracts';
import type { ApiClient } from 'shared-kernel/http';

/** An answer without the spec's success sign; carries the answer for its message. */
export class StaffCallRefused extends Error {
  constructor(readonly answer: unknown) {
    super('refused');
  }
}

/** GET /users/agent-list: the account's staff other than the owner, deactivated included. */
export async function fetchStaff(api: ApiClient, signal?: AbortSignal): Promise<Agent[]> {
  const answer = await api.call('agentList', undefined, { signal });
  return Array.isArray(answer) ? answer : [];
}

/** GET /users/by-department: the account's departments (the first element of each group). */
export async function fetchDepartments(api: ApiClient, signal?: AbortSignal): Promise<Department[]> {
  const answer = await api.call('byDepartment', undefined, { signal });
  if (!Array.isArray(answer)) return [];
  return answer
    .map((group: DepartmentGroup) => group?.[0])
    .filter((department): department is Department => Boolean(department?._id))
    .map(({ _id, title }) => ({ _id, title }));
}

/** PATCH /users/update-department {departments, userId}: success code 200. */
export async function updateAgentDepartments(api: ApiClient, userId: string, departments: string[]): Promise<void> {
  const answer = await api.call('updateDepartment', { departments, userId });
  if (answer?.statusCode !== 200) throw new StaffCallRefused(answer);
}
