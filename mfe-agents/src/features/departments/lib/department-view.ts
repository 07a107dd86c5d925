// Pure helpers of the Departments tab: rows from the server's groups, member choices, search.
import { agentStatusKind, type Agent, type DepartmentGroup, type DepartmentMember } from 'shared-kernel/contracts';

/** One department as the tab lists it: its members without the deactivated ones. */
export interface DepartmentRow {
  _id: string;
  title: string;
  members: DepartmentMember[];
}

/** Status 3 (spec 001 §4): kept in the agent list's Deactivated Agents section, never a member here. */
export function isDeactivated(person: { status: number }): boolean {
  return agentStatusKind(person.status) === 'deactivated';
}

export function memberName(member: Pick<DepartmentMember, 'email' | 'userinfo'>): string {
  return member.userinfo?.[0]?.fullName?.trim() || member.email;
}

/** GET /users/by-department groups as rows (a deactivated agent is no member the tab shows). */
export function toRows(groups: readonly DepartmentGroup[]): DepartmentRow[] {
  return groups.map(([department, ...members]) => ({
    _id: department._id,
    title: department.title,
    members: members.filter((member) => member && !isDeactivated(member)),
  }));
}

/** Staff that a new department may take as members: everyone but the deactivated, by name. */
export function memberChoices(staff: readonly Agent[]): Agent[] {
  return staff.filter((agent) => !isDeactivated(agent)).sort((a, b) => agentName(a).localeCompare(agentName(b)));
}

export function agentName(agent: Pick<Agent, 'email' | 'userinfo'>): string {
  return agent.userinfo?.[0]?.fullName?.trim() || agent.email;
}

/** An agent of the agent list as a member row of the tab. */
export function asMember(agent: Agent): DepartmentMember {
  return { _id: agent._id, email: agent.email, status: agent.status, userinfo: [{ fullName: agentName(agent) }] };
}

/** Departments whose name, or one of whose members' name or e-mail, contains the search (ignoring case). */
export function searchDepartments(rows: readonly DepartmentRow[], search: string): DepartmentRow[] {
  const query = search.trim().toLowerCase();
  if (!query) return [...rows];
  return rows.filter(
    (row) =>
      row.title.toLowerCase().includes(query) ||
      row.members.some((member) => memberName(member).toLowerCase().includes(query) || member.email.toLowerCase().includes(query)),
  );
}
