import { asc, eq } from 'drizzle-orm';
import type { Department } from 'shared-kernel/contracts';
import type { Db } from '../db/database';
import { departmentMembers, departments, users, type UserRow } from '../db/schema';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, normalizeEmail(email))).limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The departments a user is a member of (their own account's only, by construction). */
export async function departmentsOf(db: Db, userId: string): Promise<Department[]> {
  const rows = await db
    .select({ _id: departments.id, title: departments.title })
    .from(departmentMembers)
    .innerJoin(departments, eq(departments.id, departmentMembers.departmentId))
    .where(eq(departmentMembers.userId, userId))
    .orderBy(asc(departments.title));
  return rows;
}

/** The account (owner id) a user works for: their own id when they own it. */
export function accountOf(row: Pick<UserRow, 'id' | 'clientId'>): string {
  return row.clientId ?? row.id;
}
