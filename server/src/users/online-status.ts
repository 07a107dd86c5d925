import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { rowsOf } from '../db/json-row';
import { users, type AvailabilityReason } from '../db/schema';
import { changeAvailability, FLIPPED, type ChangedAvailability } from './availability-change';
import { rooms } from '../realtime/socket-types';
import { accountOf } from '../auth';

/** Flips a user's availability and tells every tab of that user and the account's agent lists. */
export async function toggleOnline(ctx: AppContext, userId: string): Promise<boolean> {
  return setAvailability(ctx, userId, null, 'toggle');
}

/**
 * Sets a user's availability (`null` flips it), tells every tab of that user (which shows the change made
 * elsewhere) and the account's agent lists, and the guests whether someone can answer. A real change is
 * recorded (availability_changes) in the same statement, with `reason`.
 */
export async function setAvailability(ctx: AppContext, userId: string, isOnline: boolean | null, reason: AvailabilityReason): Promise<boolean> {
  // Any change of status by the user or an admin starts their missed offers afresh (issue 27).
  const restart = sql`, missed_offers = 0, not_responding_since = null`;
  const [changed] = rowsOf<ChangedAvailability>(await ctx.db.execute(changeAvailability([userId], isOnline ?? FLIPPED, reason, restart)));
  if (!changed) return false;
  const row = { id: changed.id, clientId: changed.client_id, isOnline: changed.is_online, profilePhoto: changed.profile_photo };
  tellAvailability(ctx, row, 'status');
  return row.isOnline;
}

const availabilityColumns = { isOnline: users.isOnline, clientId: users.clientId, id: users.id, profilePhoto: users.profilePhoto };
type AvailabilityRow = { isOnline: boolean; clientId: string | null; id: string; profilePhoto: string | null };

/** A status changed by the server (an agent set away for missed offers): told as a change made elsewhere. */
export async function announceAvailability(ctx: AppContext, userId: string): Promise<void> {
  const [row] = await ctx.db.select(availabilityColumns).from(users).where(eq(users.id, userId));
  if (row) tellAvailability(ctx, row, 'missed-offers');
}

/** The user's tabs and the account's agent lists; the guests and the routing pass through agent.availability-changed. */
function tellAvailability(ctx: AppContext, row: AvailabilityRow, reason: 'status' | 'missed-offers'): void {
  const userId = row.id;
  ctx.audience.forget(accountOf(row));
  ctx.io.to(rooms.user(userId)).emit('user-online-status-is', { userId, isOnline: row.isOnline });
  ctx.io.to(rooms.account(accountOf(row))).emit('agent_status', {
    agentId: userId,
    status: row.isOnline ? 'online' : 'offline',
    photo: row.profilePhoto,
  });
  ctx.events.emit('agent.availability-changed', { accountId: accountOf(row), agentId: userId, isOnline: row.isOnline, reason });
}
