// Role rules of spec 000 §6 and spec 001 §6.
import type { User } from './entities/user';

/** The fields role checks read; null/undefined user is treated as no rights. */
export type RoleSubject = Pick<User, 'isAdmin' | 'isClient' | 'userRole'> & { clientId?: string | null };

/** Role slugs an owner can give an agent (spec: "Roles constant: agent, manager"). */
export const ROLES = ['agent', 'manager'] as const;
export type AgentRoleSlug = (typeof ROLES)[number];

/** Admin and client types (super admin, owner, co-admin). */
export function isClientRole(user: RoleSubject | null | undefined): boolean {
  return !!user && (user.isAdmin || user.isClient);
}

export function isManager(user: RoleSubject | null | undefined): boolean {
  return !!user && !isClientRole(user) && user.userRole === 'manager';
}

/** 'Admin' for owners (no clientId) and the super admin, 'Co-Admin' for client users with a clientId, else 'Agent'. */
export function roleLabel(user: RoleSubject | null | undefined): 'Admin' | 'Co-Admin' | 'Agent' {
  if (!user) return 'Agent';
  if (user.isAdmin) return 'Admin';
  if (user.isClient) return user.clientId ? 'Co-Admin' : 'Admin';
  return 'Agent';
}

export function canSeeUnattended(user: RoleSubject | null | undefined): boolean {
  return isClientRole(user);
}

export function canSeeDomains(user: RoleSubject | null | undefined): boolean {
  return isClientRole(user);
}

/** Agents menu: managers and admin/client types. */
export function canSeeAgents(user: RoleSubject | null | undefined): boolean {
  return isClientRole(user) || isManager(user);
}

/**
 * Non-client agents only see and handle chats whose departments overlap their own; client accounts are not filtered.
 * A chat with no departments is open to everyone.
 */
export function canHandleDepartments(
  user: (RoleSubject & { departments?: Array<{ _id: string }> }) | null | undefined,
  chatDepartments: ReadonlyArray<string | { _id: string }> | null | undefined,
): boolean {
  if (!user) return false;
  if (isClientRole(user)) return true;
  const wanted = (chatDepartments ?? []).map((d) => (typeof d === 'string' ? d : d._id));
  if (wanted.length === 0) return true;
  const mine = new Set((user.departments ?? []).map((d) => d._id));
  return wanted.some((id) => mine.has(id));
}
