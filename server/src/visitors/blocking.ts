import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { visitors } from '../db/schema';

/**
 * SQL true when a guest is blocked: by its own flag, or because a blocked guest of the same account shares
 * its IP address (an empty address matches nobody). Only the account's blocked guests are read (a partial
 * index), so it is cheap enough to run with every guest message.
 */
export function guestBlockedSql(accountId: string | SQL, guestRowId: SQL | AnyColumn, guestIp: SQL | AnyColumn): SQL {
  return sql`exists (
    select 1 from ${visitors} as blocker
    where blocker.client_id = ${accountId} and blocker.is_blocked
      and (blocker.id = ${guestRowId} or blocker.ip_address = nullif(${guestIp}, ''))
  )`;
}

/** Whether a guest is blocked (see guestBlockedSql); a guest whose row is gone counts as blocked. */
export async function isGuestBlocked(db: Db, guest: { rowId: string; accountId: string }): Promise<boolean> {
  const [me] = await db
    .select({ blocked: guestBlockedSql(guest.accountId, visitors.id, visitors.ipAddress).mapWith(Boolean) })
    .from(visitors)
    .where(eq(visitors.id, guest.rowId))
    .limit(1);
  return me ? me.blocked : true;
}
