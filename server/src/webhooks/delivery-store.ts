// The deliveries table as the drain uses it: claiming each key's oldest pending delivery, recording an
// attempt, and when to look again. Times come from this process's clock, as every write of these rows does.
import { and, asc, eq, inArray, isNull, like, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { webhookDeliveries, type WebhookDeliveryRow } from '../db/schema';
import type { DeliveryOutcome } from './delivery-outcome';
import type { DeliveryAttempt } from './webhook-send';

/** A claimed delivery is this worker's for this long; a worker that died frees it when it runs out. */
export const LEASE_MS = 60_000;
/** Test events have keys of their own, so they go out even while the endpoint is paused. */
export const TEST_KEY_PREFIX = 'test:';

const pendingOf = (endpointId: string, onlyTests: boolean) =>
  and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.state, 'pending'), onlyTests ? like(webhookDeliveries.orderKey, `${TEST_KEY_PREFIX}%`) : undefined);

/** The oldest pending delivery of each key: the only one of its key that may go out now. */
function heads(db: Db, endpointId: string, onlyTests: boolean) {
  return db
    .selectDistinctOn([webhookDeliveries.orderKey], { id: webhookDeliveries.id, nextAttemptAt: webhookDeliveries.nextAttemptAt, leasedUntil: webhookDeliveries.leasedUntil })
    .from(webhookDeliveries)
    .where(pendingOf(endpointId, onlyTests))
    .orderBy(asc(webhookDeliveries.orderKey), asc(webhookDeliveries.seq));
}

/**
 * Leases up to `limit` deliveries that are due and head their key. The update checks again that each is
 * still pending, due and free, so two workers never both take one, and a retry that another worker just
 * put off is not sent early.
 */
export async function claimDueHeads(db: Db, endpointId: string, onlyTests: boolean, limit: number, now = new Date()): Promise<WebhookDeliveryRow[]> {
  const due = (await heads(db, endpointId, onlyTests))
    .filter((head) => head.nextAttemptAt <= now && (!head.leasedUntil || head.leasedUntil < now))
    .sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime())
    .slice(0, limit);
  if (due.length === 0) return [];
  return db
    .update(webhookDeliveries)
    .set({ leasedUntil: new Date(now.getTime() + LEASE_MS) })
    .where(
      and(
        inArray(
          webhookDeliveries.id,
          due.map((head) => head.id),
        ),
        eq(webhookDeliveries.state, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, now),
        or(isNull(webhookDeliveries.leasedUntil), lt(webhookDeliveries.leasedUntil, now)),
      ),
    )
    .returning();
}

/** When a head next becomes due or free (null: nothing pending), to wake the drain then. */
export async function nextWakeOf(db: Db, endpointId: string, onlyTests: boolean): Promise<Date | null> {
  const times = (await heads(db, endpointId, onlyTests)).map((head) => Math.max(head.nextAttemptAt.getTime(), head.leasedUntil?.getTime() ?? 0));
  return times.length ? new Date(Math.min(...times)) : null;
}

export async function recordAttempt(db: Db, delivery: WebhookDeliveryRow, attempt: DeliveryAttempt, outcome: DeliveryOutcome, now = new Date()): Promise<void> {
  const state = outcome.kind === 'retry' ? 'pending' : outcome.kind;
  await db
    .update(webhookDeliveries)
    .set({
      state,
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastStatus: attempt.status,
      lastDurationMs: attempt.durationMs,
      lastAnswer: outcome.kind === 'failed' && attempt.status === null ? `${attempt.answer} (${outcome.why})` : attempt.answer,
      lastAttemptAt: now,
      nextAttemptAt: outcome.kind === 'retry' ? outcome.at : now,
      leasedUntil: null,
    })
    .where(eq(webhookDeliveries.id, delivery.id));
}

/** The keys with pending deliveries of an endpoint (to start them again after a pause or a restart). */
export async function endpointsWithPending(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ endpointId: webhookDeliveries.endpointId }).from(webhookDeliveries).where(eq(webhookDeliveries.state, 'pending'));
  return rows.map((row) => row.endpointId);
}
