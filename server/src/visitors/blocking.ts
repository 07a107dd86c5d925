import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { visitors } from '../db/schema';

/** A guest is blocked by its own flag, or when a blocked guest of the same account shares its IP address. */
export async function isGuestBlocked(db: Db, guest: { rowId: string; accountId: string }): Promise<boolean> {
  const [me] = await db.select({ ip: visitors.ipAddress }).from(visitors).where(eq(visitors.id, guest.rowId)).limit(1);
  if (!me) return true;
  const byIp = me.ip ? eq(visitors.ipAddress, me.ip) : undefined;
  const [blocked] = await db
    .select({ id: visitors.id })
    .from(visitors)
    .where(and(eq(visitors.clientId, guest.accountId), eq(visitors.isBlocked, true), byIp ? or(eq(visitors.id, guest.rowId), byIp) : eq(visitors.id, guest.rowId)))
    .limit(1);
  return Boolean(blocked);
}
