import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { visitors } from '../db/schema';

/**
 * SQL true when a guest is blocked: by its own flag, or because a blocked guest of the same account shares
 * its IP address (an empty address matches nobody). Only the account's blocked guests are read (a partial
 * index), so it is cheap enough to run with every guest message.
 *
 * `guestRowId` and `guestIp` are read inside a subquery on `visitors as blocker`: they must not be
 * columns of `visitors` as drizzle writes them in a one-table query ("id", without its table), which
 * would name the blocker's own column and make every blocked guest of the account block everyone.
 * Pass bound values or expressions that name their table.
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
  const guestIp = sql`(select guest.ip_address from ${visitors} as guest where guest.id = ${guest.rowId})`;
  const [me] = await db
    .select({ blocked: guestBlockedSql(guest.accountId, sql`${guest.rowId}`, guestIp).mapWith(Boolean) })
    .from(visitors)
    .where(eq(visitors.id, guest.rowId))
    .limit(1);
  return me ? me.blocked : true;
}
