// The deliveries table as the drain uses it: claiming each key's oldest pending delivery, recording
// attempts, and when to look again. Every statement serves many deliveries: the message path shares the
// database, and each statement here is one it waits behind. Times come from this process's clock.
import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowFromJson, rowsOf } from '../db/json-row';
import { webhookDeliveries, type WebhookDeliveryRow } from '../db/schema';
import type { DeliveryOutcome } from './delivery-outcome';
import type { DeliveryAttempt } from './webhook-send';

/** A claimed delivery is this worker's for this long; a worker that died frees it when it runs out. */
export const LEASE_MS = 60_000;
/** Test events have keys of their own, so they go out even while the endpoint is paused. */
export const TEST_KEY_PREFIX = 'test:';
/**
 * New deliveries an insert takes at most. A group's rows in one statement would hold the database for
 * milliseconds, and a chat message arriving meanwhile waits for all of it; in chunks, its statement goes
 * between two (they queue in turn). Measured: the message path's p99 at 400 messages a second
 * (docs/benchmarks.md).
 */
export const ROWS_PER_INSERT = 16;

const testsOnly = (onlyTests: boolean) => (onlyTests ? sql`AND order_key LIKE ${`${TEST_KEY_PREFIX}%`}` : sql``);

/**
 * Leases up to `limit` deliveries that are due and head their key (the oldest pending one of it), in one
 * statement. The outer conditions are checked again on each row as it is locked, so two workers never
 * both take one, and a retry another worker just put off is not sent early. Without `lease` (one process
 * serves the database, and runs one drain per endpoint) it only reads them: a write fewer per batch.
 */
export async function claimDueHeads(db: Db, endpointId: string, onlyTests: boolean, limit: number, options: { lease: boolean }, now = new Date()): Promise<WebhookDeliveryRow[]> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + LEASE_MS).toISOString();
  const due = sql`
      SELECT id FROM (
        SELECT DISTINCT ON (order_key) id, next_attempt_at, leased_until
        FROM webhook_deliveries
        WHERE endpoint_id = ${endpointId} AND state = 'pending' ${testsOnly(onlyTests)}
        ORDER BY order_key, seq
      ) AS heads
      WHERE next_attempt_at <= ${at} AND (leased_until IS NULL OR leased_until < ${at})
      ORDER BY next_attempt_at
      LIMIT ${limit}`;
  if (!options.lease) {
    const rows = await db.execute(sql`SELECT row_to_json(d.*) AS row FROM webhook_deliveries AS d WHERE d.id IN (${due})`);
    return rowsOf<{ row: Record<string, unknown> }>(rows).map(({ row }) => rowFromJson(webhookDeliveries, row));
  }
  const result = await db.execute(sql`
    UPDATE webhook_deliveries SET leased_until = ${until}
    WHERE id IN (${due})
    AND state = 'pending' AND next_attempt_at <= ${at} AND (leased_until IS NULL OR leased_until < ${at})
    RETURNING row_to_json(webhook_deliveries.*) AS row`);
  return rowsOf<{ row: Record<string, unknown> }>(result).map(({ row }) => rowFromJson(webhookDeliveries, row));
}

/** When a head next becomes due or free (null: nothing pending), to wake the drain then. */
export async function nextWakeOf(db: Db, endpointId: string, onlyTests: boolean): Promise<Date | null> {
  const heads = await db
    .selectDistinctOn([webhookDeliveries.orderKey], { nextAttemptAt: webhookDeliveries.nextAttemptAt, leasedUntil: webhookDeliveries.leasedUntil })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.state, 'pending'), onlyTests ? like(webhookDeliveries.orderKey, `${TEST_KEY_PREFIX}%`) : undefined))
    .orderBy(asc(webhookDeliveries.orderKey), asc(webhookDeliveries.seq));
  const times = heads.map((head) => Math.max(head.nextAttemptAt.getTime(), head.leasedUntil?.getTime() ?? 0));
  return times.length ? new Date(Math.min(...times)) : null;
}

export interface RecordedAttempt {
  delivery: WebhookDeliveryRow;
  attempt: DeliveryAttempt;
  outcome: DeliveryOutcome;
}

/**
 * Writes a batch's attempts in one statement, each row its own values (not in chunks: the drain waits for
 * each, and a drain slowed below the arrival rate falls behind). The rows travel as one JSON parameter
 * (unpacked by the database): building hundreds of bound values costs the busy server more. The ids also
 * as an array, so the planner finds the rows by key (it cannot tell how many the JSON holds).
 */
export async function recordAttempts(db: Db, attempts: RecordedAttempt[], now = new Date()): Promise<void> {
  if (attempts.length === 0) return;
  const rows = attempts.map(({ delivery, attempt, outcome }) => ({
    id: delivery.id,
    state: outcome.kind === 'retry' ? 'pending' : outcome.kind,
    status: attempt.status,
    duration: attempt.durationMs,
    answer: outcome.kind === 'failed' && attempt.status === null ? `${attempt.answer} (${outcome.why})` : attempt.answer,
    next: (outcome.kind === 'retry' ? outcome.at : now).toISOString(),
  }));
  await db.execute(sql`
    UPDATE webhook_deliveries AS d SET
      state = v.state, attempts = d.attempts + 1, last_status = v.status, last_duration_ms = v.duration,
      last_answer = v.answer, last_attempt_at = ${now.toISOString()}::timestamptz, next_attempt_at = v.next, leased_until = NULL
    FROM json_to_recordset(${JSON.stringify(rows)}::json) AS v(id text, state text, status integer, duration integer, answer text, next timestamptz)
    WHERE d.id = ANY(${`{${rows.map((row) => row.id).join(',')}}`}::text[]) AND d.id = v.id`);
}

export interface NewDelivery {
  id: string;
  endpointId: string;
  clientId: string;
  event: string;
  orderKey: string;
  body: string;
}

/**
 * Stores new deliveries, ROWS_PER_INSERT a statement, numbered in the order given (a key's order is theirs);
 * answers those it stored (the database gives each its number and time). One already stored (the same
 * list written again after a failure part-way) is left as it is and not answered. `endpointsHere`: the
 * endpoints' table is in this database (the main one), and a delivery whose endpoint was deleted since the
 * list was made is dropped (its foreign key would refuse the list each time it is written again, holding
 * up every later one); a separate deliveries database has no such key, and its purge removes the rest.
 */
export async function insertDeliveries(db: Db, deliveries: NewDelivery[], { endpointsHere }: { endpointsHere: boolean }): Promise<WebhookDeliveryRow[]> {
  const stored: WebhookDeliveryRow[] = [];
  for (let start = 0; start < deliveries.length; start += ROWS_PER_INSERT) stored.push(...(await insertChunk(db, deliveries.slice(start, start + ROWS_PER_INSERT), endpointsHere)));
  return stored;
}

async function insertChunk(db: Db, deliveries: NewDelivery[], endpointsHere: boolean): Promise<WebhookDeliveryRow[]> {
  const rows = deliveries.map((d, n) => ({ n, id: d.id, endpoint_id: d.endpointId, client_id: d.clientId, event: d.event, order_key: d.orderKey, body: d.body }));
  const result = await db.execute(sql`
    INSERT INTO webhook_deliveries (id, endpoint_id, client_id, event, order_key, body)
    SELECT id, endpoint_id, client_id, event, order_key, body
    FROM json_to_recordset(${JSON.stringify(rows)}::json) AS x(n integer, id text, endpoint_id text, client_id text, event text, order_key text, body text)
    ${endpointsHere ? sql`WHERE EXISTS (SELECT 1 FROM webhook_endpoints AS e WHERE e.id = x.endpoint_id)` : sql``}
    ORDER BY n
    ON CONFLICT (id) DO NOTHING
    RETURNING id, seq, created_at`);
  const stored = new Map(rowsOf<{ id: string; seq: string | number; created_at: string | Date }>(result).map((row) => [row.id, row]));
  return deliveries.flatMap((d) => {
    const row = stored.get(d.id);
    if (!row) return [];
    const at = new Date(row.created_at);
    // Each field named, not `{ ...d, seq, … }`: on this V8 a spread followed by new fields gives every row a
    // shape of its own (about 15 µs a row, and every later read of the rows slower).
    return [
      { id: d.id, endpointId: d.endpointId, clientId: d.clientId, event: d.event, orderKey: d.orderKey, body: d.body, seq: Number(row.seq), state: 'pending', attempts: 0, dueAt: at, nextAttemptAt: at, lastStatus: null, lastDurationMs: null, lastAnswer: null, lastAttemptAt: null, leasedUntil: null, createdAt: at },
    ];
  });
}

/** Every pending delivery of an endpoint, when there are at most `limit` (null: more). */
export async function loadPending(db: Db, endpointId: string, limit: number): Promise<WebhookDeliveryRow[] | null> {
  const result = await db.execute(sql`
    SELECT row_to_json(d.*) AS row FROM webhook_deliveries AS d
    WHERE d.endpoint_id = ${endpointId} AND d.state = 'pending'
    ORDER BY d.order_key, d.seq
    LIMIT ${limit + 1}`);
  const rows = rowsOf<{ row: Record<string, unknown> }>(result).map(({ row }) => rowFromJson(webhookDeliveries, row));
  return rows.length > limit ? null : rows;
}

/** The endpoints with pending deliveries (to start their drains again after a restart). */
export async function endpointsWithPending(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ endpointId: webhookDeliveries.endpointId }).from(webhookDeliveries).where(eq(webhookDeliveries.state, 'pending'));
  return rows.map((row) => row.endpointId);
}
