import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { chatActivity, chatNotes, departments, type ChatActivityRow, type ChatNoteRow, type ChatRow } from '../db/schema';

type ChatIds = readonly string[];

export function notesOf(db: Db, chatIds: ChatIds): Promise<ChatNoteRow[]> {
  if (chatIds.length === 0) return Promise.resolve([]);
  return db.select().from(chatNotes).where(inArray(chatNotes.chatId, [...chatIds])).orderBy(asc(chatNotes.createdAt));
}

export function activityOf(db: Db, chatIds: ChatIds): Promise<ChatActivityRow[]> {
  if (chatIds.length === 0) return Promise.resolve([]);
  return db.select().from(chatActivity).where(inArray(chatActivity.chatId, [...chatIds])).orderBy(asc(chatActivity.createdAt));
}

/** A department of the account by id (undefined for an unknown or foreign one). */
export async function accountDepartment(db: Db, accountId: string, departmentId: string): Promise<{ id: string; title: string } | undefined> {
  const [row] = await db
    .select({ id: departments.id, title: departments.title })
    .from(departments)
    .where(and(eq(departments.id, departmentId), eq(departments.clientId, accountId)))
    .limit(1);
  return row;
}

/** The name of the department a transferred chat waits for ('' once gone). */
export async function waitingDepartmentName(db: Db, chat: Pick<ChatRow, 'clientId' | 'waitingDepartmentId'>): Promise<string | null> {
  if (!chat.waitingDepartmentId) return null;
  return (await accountDepartment(db, chat.clientId, chat.waitingDepartmentId))?.title ?? '';
}

export type NewActivity = Omit<ChatActivityRow, 'id' | 'createdAt' | 'escalationKey'> & { escalationKey?: string | null };

export async function recordActivity(db: Pick<Db, 'insert'>, activity: NewActivity): Promise<ChatActivityRow> {
  const [row] = await db.insert(chatActivity).values({ id: randomUUID(), ...activity }).returning();
  return row;
}

/** The last transfer to a department of a chat: who it came from (for the accept that ends the wait). */
export async function lastDepartmentTransfer(db: Db, chatId: string): Promise<ChatActivityRow | undefined> {
  const rows = await db
    .select()
    .from(chatActivity)
    .where(and(eq(chatActivity.chatId, chatId), eq(chatActivity.kind, 'transfer-department')))
    .orderBy(asc(chatActivity.createdAt));
  return rows[rows.length - 1];
}

