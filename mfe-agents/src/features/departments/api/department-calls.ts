// The department calls of spec 001 §7 used by the Departments tab, each with the spec's own success test.
import type { Department, DepartmentGroup } from 'shared-kernel/contracts';
import type { ApiClient } from 'shared-kernel/http';

/** A call that answered without the spec's success sign (shown as 'Something went wrong'). */
export class DepartmentCallRefused extends Error {}

/** GET /users/by-department: the account's departments, each followed by its members. */
export async function fetchDepartmentGroups(api: ApiClient, signal?: AbortSignal): Promise<DepartmentGroup[]> {
  const answer = await api.call('byDepartment', undefined, { signal });
  return Array.isArray(answer) ? answer.filter((group) => Array.isArray(group) && group[0]?._id) : [];
}

/** POST /department/create {title, userIds}: success when the answer carries the new department's _id. */
export async function createDepartment(api: ApiClient, title: string, userIds: string[]): Promise<Department> {
  const created = await api.call('createDepartment', { title, userIds });
  if (!created?._id) throw new DepartmentCallRefused('create');
  return { _id: created._id, title: created.title ?? title };
}

/** POST /department/edit {title, departmentId}: the department under its new name. */
export async function renameDepartment(api: ApiClient, departmentId: string, title: string): Promise<Department> {
  const renamed = await api.call('editDepartment', { title, departmentId });
  if (!renamed || typeof renamed !== 'object') throw new DepartmentCallRefused('edit');
  return { _id: departmentId, title: renamed.title ?? title };
}

/** DELETE /department/edit {departmentId}: success when the answer's message contains 'deleted'. */
export async function deleteDepartment(api: ApiClient, departmentId: string): Promise<void> {
  const answer = await api.call('deleteDepartment', { departmentId });
  if (typeof answer?.message !== 'string' || !answer.message.toLowerCase().includes('deleted')) throw new DepartmentCallRefused('delete');
}
