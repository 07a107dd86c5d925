import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth';
import type { Db } from '../db/database';
import { users, USER_STATUS } from '../db/schema';

/** Creates the super admin from SUPER_ADMIN_EMAIL/PASSWORD, or brings an existing user in line with them. */
export async function ensureSuperAdmin(db: Db, credentials: { email: string; password: string }): Promise<void> {
  const email = credentials.email.trim().toLowerCase();
  const passwordHash = await hashPassword(credentials.password);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing) {
    await db
      .update(users)
      .set({ passwordHash, role: 'admin', clientId: null, status: USER_STATUS.active, updatedAt: new Date() })
      .where(eq(users.id, existing.id));
    return;
  }
  await db.insert(users).values({ id: randomUUID(), email, passwordHash, fullName: 'Super Admin', role: 'admin', status: USER_STATUS.active });
}
