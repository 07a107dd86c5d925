// Parts of the agent forms (register, agent edit) that several calls read the same way.
import { and, eq, inArray } from 'drizzle-orm';
import type { AgentShift } from 'shared-kernel/contracts';
import { shiftsSchema } from 'shared-kernel/validation';
import type { Tx } from '../db/database';
import { departmentMembers, departments } from '../db/schema';
import { badRequest } from '../http/http-error';
import { parseJsonField } from '../http/input-guard';
import { validateBody } from '../http/validate';

export const AGENT_FORM_MESSAGES = {
  shifts: 'shifts must be a list of day shifts',
  unknownDepartment: 'A chosen department does not exist',
  departments: 'departments must be a list of department ids',
} as const;

/** Shifts sent as JSON text (multipart) or as a list (JSON body); nothing sent = undefined. */
export async function shiftsOf(value: unknown): Promise<AgentShift[] | undefined> {
  if (value === undefined || value === '' || value === null) return undefined;
  const parsed = typeof value === 'string' ? parseJsonField(value, AGENT_FORM_MESSAGES.shifts) : value;
  if (!Array.isArray(parsed)) throw badRequest(AGENT_FORM_MESSAGES.shifts);
  return (await validateBody(shiftsSchema, parsed)) as AgentShift[];
}

/**
 * Department ids of a form: `departments[0]`, `departments[1]`... (multipart) or a `departments` list;
 * an empty `departments` field means none (multipart cannot send an empty list); undefined when not sent.
 */
export function departmentIdsOf(fields: Record<string, unknown>): string[] | undefined {
  if (fields.departments === '') return [];
  if (Array.isArray(fields.departments)) {
    if (!fields.departments.every((id) => typeof id === 'string')) throw badRequest(AGENT_FORM_MESSAGES.departments);
    return [...new Set(fields.departments as string[])];
  }
  const indexed = Object.entries(fields).filter(([key]) => /^departments\[\d+\]$/.test(key));
  if (indexed.length === 0) return undefined;
  return [...new Set(indexed.map(([, id]) => String(id)).filter(Boolean))];
}


/** The member's departments become exactly `ids`, which must all be the account's. */
export async function replaceDepartments(tx: Tx, accountId: string, userId: string, ids: readonly string[]): Promise<void> {
  const found = ids.length
    ? await tx.select({ id: departments.id }).from(departments).where(and(eq(departments.clientId, accountId), inArray(departments.id, [...ids])))
    : [];
  if (found.length !== ids.length) throw badRequest(AGENT_FORM_MESSAGES.unknownDepartment);
  await tx.delete(departmentMembers).where(eq(departmentMembers.userId, userId));
  if (ids.length) await tx.insert(departmentMembers).values(ids.map((departmentId) => ({ departmentId, userId })));
}
