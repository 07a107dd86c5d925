import { isClientRole, isManager, type RoleSubject } from 'shared-kernel/contracts';

/** Owners, co-admins, the super admin and managers may transfer any chat and take one over (the server decides). */
export function isSupervisor(user: RoleSubject | null | undefined): boolean {
  return isClientRole(user) || isManager(user);
}
