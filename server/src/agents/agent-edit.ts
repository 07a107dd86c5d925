// The agent-edit form of PATCH /user-info/update-profile (spec 001 §7): besides name and photo, an admin
// or manager sets a staff member's departments, shifts and (admins only) role.
import type { FastifyRequest } from 'fastify';
import type { AgentShift } from 'shared-kernel/contracts';
import { authOf } from '../auth';
import type { UserRow } from '../db/schema';
import { badRequest, forbidden } from '../http/http-error';
import { roleFlags } from '../auth';
import { departmentIdsOf, shiftsOf } from './agent-form';
import { chatLimitOf } from './chat-limit';

export const AGENT_EDIT_MESSAGES = {
  role: 'role must be agent or manager',
  roleByAdmins: 'Only an admin or co-admin of the account can change roles',
} as const;

const EDITABLE_ROLES = ['agent', 'manager'] as const;

export interface AgentEdit {
  departments?: string[];
  shifts?: AgentShift[];
  role?: (typeof EDITABLE_ROLES)[number];
  /** Issue 27: null = no limit; undefined = unchanged. */
  chatLimit?: number | null;
}

/** What the form changes beyond the profile fields, checked against who is editing whom. */
export async function agentEditOf(request: FastifyRequest, target: UserRow, fields: Record<string, unknown>): Promise<AgentEdit> {
  const edit: AgentEdit = { departments: departmentIdsOf(fields), shifts: await shiftsOf(fields.shifts), chatLimit: chatLimitOf(fields.chatLimit) };
  const role = fields.role;
  if (role !== undefined && role !== '' && role !== target.role) {
    if (typeof role !== 'string' || !(EDITABLE_ROLES as readonly string[]).includes(role)) throw badRequest(AGENT_EDIT_MESSAGES.role);
    // Co-admins stay co-admins here: roles of this form are agent and manager.
    if (target.role !== 'agent' && target.role !== 'manager') throw badRequest(AGENT_EDIT_MESSAGES.role);
    const { isAdmin, isClient } = roleFlags(authOf(request).user);
    if (!isAdmin && !isClient) throw forbidden(AGENT_EDIT_MESSAGES.roleByAdmins);
    edit.role = role as AgentEdit['role'];
  }
  return edit;
}
