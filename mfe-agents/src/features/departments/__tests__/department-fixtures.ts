import type { Agent, DepartmentGroup, DepartmentMember } from 'shared-kernel/contracts';

/** A member row of GET /users/by-department. */
export function member(n: number, patch: Partial<DepartmentMember> = {}): DepartmentMember {
  return { _id: `a${n}`, email: `agent${n}@example.com`, status: 1, userinfo: [{ fullName: `Agent ${n}` }], ...patch };
}

/** A department group: the department first, then its members. */
export function group(n: number, title: string, members: DepartmentMember[] = []): DepartmentGroup {
  return [{ _id: `d${n}`, title }, ...members];
}

/** A staff member as GET /users/agent-list answers it. */
export function staff(n: number, patch: Partial<Agent> = {}): Agent {
  return {
    _id: `a${n}`,
    email: `agent${n}@example.com`,
    status: 1,
    isOnline: false,
    departments: [],
    shifts: [],
    my_role: [{ slug: 'agent' }],
    userinfo: [{ userId: `a${n}`, fullName: `Agent ${n}`, profilePhoto: null }],
    clientId: 'u-owner',
    ...patch,
  };
}
