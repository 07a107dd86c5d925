// An endpoint's pending deliveries held in memory by its drain, on the embedded database only: there one
// process writes every delivery and runs the endpoint's one drain, so the drain can know the whole queue
// and pick each key's head itself instead of asking the database for them every batch.
import type { WebhookDeliveryRow } from '../db/schema';
import type { RecordedAttempt } from './delivery-store';

/** A drain mirrors its endpoint only while this few deliveries wait (a long outage's backlog stays in the database). */
export const MIRROR_LIMIT = 2000;

export class PendingMirror {
  /** Each key's pending deliveries, oldest (lowest seq) first. */
  private readonly byKey = new Map<string, WebhookDeliveryRow[]>();
  private readonly ids = new Set<string>();

  constructor(rows: readonly WebhookDeliveryRow[] = []) {
    this.add(rows);
  }

  get size(): number {
    return this.ids.size;
  }

  /** Adds deliveries not held yet (a row both loaded and handed over is held once), in their key's order. */
  add(rows: readonly WebhookDeliveryRow[]): void {
    for (const row of rows) {
      if (this.ids.has(row.id)) continue;
      this.ids.add(row.id);
      const queue = this.byKey.get(row.orderKey);
      if (!queue) {
        this.byKey.set(row.orderKey, [row]);
        continue;
      }
      let at = queue.length;
      while (at > 0 && queue[at - 1].seq > row.seq) at--;
      queue.splice(at, 0, row);
    }
  }

  /** Up to `limit` key heads that are due, the longest due first (as the database's claim picks them). */
  dueHeads(limit: number, now: Date): WebhookDeliveryRow[] {
    const due: WebhookDeliveryRow[] = [];
    for (const queue of this.byKey.values()) if (queue[0].nextAttemptAt.getTime() <= now.getTime()) due.push(queue[0]);
    return due.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime()).slice(0, limit);
  }

  /** When the next head becomes due (null: nothing held). */
  nextDue(): Date | null {
    let next: number | null = null;
    for (const queue of this.byKey.values()) next = Math.min(next ?? Infinity, queue[0].nextAttemptAt.getTime());
    return next === null ? null : new Date(next);
  }

  /** Applies recorded attempts as the database has them now: sent or failed ones leave, a retry waits for its time. */
  settle(attempts: readonly RecordedAttempt[], now: Date): void {
    for (const { delivery, outcome } of attempts) {
      const queue = this.byKey.get(delivery.orderKey);
      const at = queue?.findIndex((row) => row.id === delivery.id) ?? -1;
      if (!queue || at < 0) continue;
      if (outcome.kind === 'retry') {
        queue[at] = { ...queue[at], attempts: queue[at].attempts + 1, nextAttemptAt: outcome.at, lastAttemptAt: now };
        continue;
      }
      queue.splice(at, 1);
      this.ids.delete(delivery.id);
      if (queue.length === 0) this.byKey.delete(delivery.orderKey);
    }
  }
}
