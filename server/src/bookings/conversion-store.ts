import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { CONVERSION_STATUS } from 'shared-kernel/contracts';
import type { Db } from '../db/database';
import { conversions, type ChatRow, type ConversionRow } from '../db/schema';
import { BOOKING_TEXTS } from './booking-texts';

/**
 * The chat's conversion, Scheduled: created on the first confirmation, scheduled again after a
 * failure (nothing was uploaded yet), else the existing record as it is (`scheduled` false).
 */
export async function scheduleConversion(db: Db, chat: ChatRow, agentId: string): Promise<{ row: ConversionRow; scheduled: boolean }> {
  const [created] = await db
    .insert(conversions)
    .values({
      id: randomUUID(),
      clientId: chat.clientId,
      chatId: chat.id,
      widgetId: chat.widgetId,
      visitorId: chat.visitorId,
      guestId: chat.guestId,
      agentId,
      status: CONVERSION_STATUS.SCHEDULED,
      response: BOOKING_TEXTS.scheduled,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return { row: created, scheduled: true };
  const now = new Date();
  const [again] = await db
    .update(conversions)
    .set({ status: CONVERSION_STATUS.SCHEDULED, response: BOOKING_TEXTS.scheduled, attempts: 0, nextAttemptAt: now, lockedUntil: null, agentId, updatedAt: now })
    .where(and(eq(conversions.chatId, chat.id), eq(conversions.status, CONVERSION_STATUS.FAILED)))
    .returning();
  if (again) return { row: again, scheduled: true };
  const [existing] = await db.select().from(conversions).where(eq(conversions.chatId, chat.id)).limit(1);
  return { row: existing, scheduled: false };
}

export async function conversionOfChat(db: Db, chatId: string): Promise<ConversionRow | null> {
  const [row] = await db.select().from(conversions).where(eq(conversions.chatId, chatId)).limit(1);
  return row ?? null;
}

/** The conversions of several chats, by chat id (for the list views). */
export async function conversionsOfChats(db: Db, chatIds: string[]): Promise<Map<string, ConversionRow>> {
  if (chatIds.length === 0) return new Map();
  const rows = await db.select().from(conversions).where(inArray(conversions.chatId, chatIds));
  return new Map(rows.map((row) => [row.chatId, row]));
}

/** Scheduled conversions with when each is due (resumed at start-up). */
export function scheduledConversions(db: Db): Promise<Array<{ id: string; nextAttemptAt: Date }>> {
  return db
    .select({ id: conversions.id, nextAttemptAt: conversions.nextAttemptAt })
    .from(conversions)
    .where(eq(conversions.status, CONVERSION_STATUS.SCHEDULED));
}

/**
 * Takes a Scheduled conversion for one upload attempt (counting it), unless another attempt holds it:
 * 'busy' then, 'done' when it is no longer Scheduled.
 */
export async function claimConversion(db: Db, id: string, lockMs: number): Promise<ConversionRow | 'busy' | 'done'> {
  const now = new Date();
  const [row] = await db
    .update(conversions)
    .set({ lockedUntil: new Date(now.getTime() + lockMs), attempts: sql`${conversions.attempts} + 1`, updatedAt: now })
    .where(
      and(
        eq(conversions.id, id),
        eq(conversions.status, CONVERSION_STATUS.SCHEDULED),
        or(isNull(conversions.lockedUntil), lt(conversions.lockedUntil, now)),
      ),
    )
    .returning();
  if (row) return row;
  const [current] = await db.select({ status: conversions.status }).from(conversions).where(eq(conversions.id, id)).limit(1);
  return current?.status === CONVERSION_STATUS.SCHEDULED ? 'busy' : 'done';
}

/** Records an attempt's end: Uploaded, Failed, or still Scheduled with the next attempt's time. */
export async function settleConversion(
  db: Db,
  id: string,
  result: { status: 2 | 3; response: string } | { status: 1; response: string; retryAt: Date },
): Promise<ConversionRow | null> {
  const now = new Date();
  const uploaded = result.status === CONVERSION_STATUS.UPLOADED;
  const [row] = await db
    .update(conversions)
    .set({
      status: result.status,
      response: result.response,
      lockedUntil: null,
      updatedAt: now,
      ...(uploaded ? { analyticsUploaded: true, uploadedAt: now } : {}),
      ...('retryAt' in result ? { nextAttemptAt: result.retryAt } : {}),
    })
    .where(and(eq(conversions.id, id), eq(conversions.status, CONVERSION_STATUS.SCHEDULED)))
    .returning();
  return row ?? null;
}
