import { isClientRole, type RoleSubject } from 'shared-kernel/contracts';

/** Create, edit and delete are for owners, co-admins and the super admin; agents and managers read (spec 001 §6). */
export function canManageAutoMessages(user: RoleSubject | null | undefined): boolean {
  return isClientRole(user);
}
