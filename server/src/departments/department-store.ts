// An account's departments: made with their members, renamed, deleted with every reference to them.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Department, WidgetDepartmentEntry } from 'shared-kernel/contracts';
import type { Db, Tx } from '../db/database';
import { chats, departmentMembers, departments, users, widgets } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/http-error';

export const DEPARTMENT_MESSAGES = {
  notFound: 'Department not found',
  duplicate: 'A department with this name already exists',
  unknownAgent: 'A chosen agent does not exist',
  deleted: 'Department deleted',
} as const;


/** The account's department, or 404 (another account's id reads as unknown). */
async function ownDepartment(db: Db | Tx, accountId: string, departmentId: string) {
  const [row] = await db.select().from(departments).where(and(eq(departments.id, departmentId), eq(departments.clientId, accountId))).limit(1);
  if (!row) throw notFound(DEPARTMENT_MESSAGES.notFound);
  return row;
}

/** Titles are unique in an account, whatever their letter case. */
async function assertFreeTitle(db: Db | Tx, accountId: string, title: string, except?: string): Promise<void> {
  const [taken] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.clientId, accountId), sql`lower(${departments.title}) = lower(${title})`, except ? ne(departments.id, except) : undefined))
    .limit(1);
  if (taken) throw conflict(DEPARTMENT_MESSAGES.duplicate);
}

/** Every id must be a member of the account's staff (not its owner, not another account's user). */
async function assertStaff(db: Db | Tx, accountId: string, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.clientId, accountId), inArray(users.id, [...userIds])));
  if (found.length !== userIds.length) throw badRequest(DEPARTMENT_MESSAGES.unknownAgent);
}

export async function createDepartment(db: Db, accountId: string, title: string, userIds: readonly string[]): Promise<Department> {
  const members = [...new Set(userIds)];
  return db.transaction(async (tx) => {
    await assertFreeTitle(tx, accountId, title);
    await assertStaff(tx, accountId, members);
    const id = randomUUID();
    await tx.insert(departments).values({ id, clientId: accountId, title });
    if (members.length > 0) await tx.insert(departmentMembers).values(members.map((userId) => ({ departmentId: id, userId })));
    return { _id: id, title };
  });
}

/** Widgets of the account whose department entry names this department. */
async function widgetsNaming(tx: Tx, accountId: string, departmentId: string) {
  return tx
    .select({ id: widgets.id, settings: widgets.settings })
    .from(widgets)
    .where(and(eq(widgets.clientId, accountId), sql`${widgets.settings} -> 'department' -> 0 -> 'ids' ? ${departmentId}`));
}

/** The widget's department entry after `change`; null once no department is left (open to the account). */
function changedEntry(settings: Record<string, unknown>, change: (ids: string[], names: string[]) => [string[], string[]]): WidgetDepartmentEntry[] | null {
  const [entry] = (settings.department as WidgetDepartmentEntry[] | null) ?? [];
  const [ids, names] = change(entry?.ids ?? [], entry?.names ?? []);
  return ids.length > 0 ? [{ ids, names }] : null;
}

export async function renameDepartment(db: Db, accountId: string, departmentId: string, title: string): Promise<Department> {
  return db.transaction(async (tx) => {
    await ownDepartment(tx, accountId, departmentId);
    await assertFreeTitle(tx, accountId, title, departmentId);
    await tx.update(departments).set({ title }).where(eq(departments.id, departmentId));
    // Widgets keep the names beside the ids (spec 001 §3): the new name goes there too.
    for (const widget of await widgetsNaming(tx, accountId, departmentId)) {
      const department = changedEntry(widget.settings, (ids, names) => [ids, ids.map((id, i) => (id === departmentId ? title : names[i] ?? ''))]);
      await tx.update(widgets).set({ settings: { ...widget.settings, department } }).where(eq(widgets.id, widget.id));
    }
    return { _id: departmentId, title };
  });
}

/**
 * Deletes the department and every reference to it: its memberships (cascade), the widgets' department
 * entries (a widget left with none is open to the whole account) and the open chats' routing.
 */
export async function deleteDepartment(db: Db, accountId: string, departmentId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await ownDepartment(tx, accountId, departmentId);
    for (const widget of await widgetsNaming(tx, accountId, departmentId)) {
      const department = changedEntry(widget.settings, (ids, names) => [ids.filter((id) => id !== departmentId), names.filter((_, i) => ids[i] !== departmentId)]);
      await tx.update(widgets).set({ settings: { ...widget.settings, department } }).where(eq(widgets.id, widget.id));
    }
    await tx
      .update(chats)
      .set({ widgetDepartments: sql`${chats.widgetDepartments} - ${departmentId}::text` })
      .where(and(eq(chats.clientId, accountId), ne(chats.state, 'ended'), sql`${chats.widgetDepartments} ? ${departmentId}`));
    await tx.delete(departments).where(eq(departments.id, departmentId));
  });
}
