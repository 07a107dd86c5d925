// The job that sends an endpoint's deliveries: each key's oldest pending one at a time (a chat's events
// arrive in order), several keys at once, until none is due; then it wakes itself for the next retry.
import { and, eq, lt, ne } from 'drizzle-orm';
import { WEBHOOK_LOG_DAYS } from 'shared-kernel/contracts';
import type { AppContext } from '../context';
import { webhookDeliveries, webhookEndpoints, type WebhookDeliveryRow, type WebhookEndpointRow } from '../db/schema';
import { deliveryOutcome } from './delivery-outcome';
import { claimDueHeads, endpointsWithPending, nextWakeOf, recordAttempt } from './delivery-store';
import { recordStreak } from './endpoint-streak';
import { sendDelivery, type DeliveryAttempt } from './webhook-send';
import { signedHeaders } from './webhook-signature';
import { checkWebhookTarget } from './webhook-target';

export const WEBHOOK_DRAIN_JOB = 'webhook-drain';
/** A separate key for the retry wake-up: a new event's immediate drain must not replace it, nor it the drain. */
const WAKE_KEY_SUFFIX = ':wake';
/** Keys sent to at once per endpoint. */
const PARALLEL_KEYS = 16;
/** A drain hands over to a new job after this long, so one endpoint never holds a worker for ever. */
const DRAIN_RUN_MS = 30_000;
/** Under steady traffic the drain lingers this long for new deliveries rather than wait for the next job. */
const LINGER_MS = 500;
const LINGER_POLL_MS = 50;

interface DrainJob {
  endpointId: string;
}

/** Starts (or restarts) an endpoint's drain now. */
export function kickDrain(ctx: AppContext, endpointId: string): Promise<unknown> {
  return ctx.jobs.send<DrainJob>(WEBHOOK_DRAIN_JOB, { endpointId }, { singletonKey: endpointId });
}

const endpointById = async (ctx: AppContext, id: string): Promise<WebhookEndpointRow | undefined> =>
  (await ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).limit(1))[0];

async function attempt(ctx: AppContext, endpoint: WebhookEndpointRow, delivery: WebhookDeliveryRow): Promise<void> {
  const now = new Date();
  const target = await checkWebhookTarget(endpoint.url, ctx.settings);
  const result: DeliveryAttempt =
    typeof target === 'string'
      ? { status: null, durationMs: 0, answer: `Not sent: ${target}` }
      : await sendDelivery(target, delivery.body, signedHeaders(delivery.id, delivery.body, endpoint, now));
  const outcome = deliveryOutcome(result.status, delivery.attempts + 1, delivery.dueAt, new Date(), Math.random, ctx.settings.webhookFirstRetryMs);
  await recordAttempt(ctx.db, delivery, result, outcome);
  await recordStreak(ctx, endpoint, outcome.kind === 'delivered');
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function drain(ctx: AppContext, endpointId: string): Promise<void> {
  const started = Date.now();
  let idleSince: number | null = null;
  for (;;) {
    const endpoint = await endpointById(ctx, endpointId);
    if (!endpoint) return;
    const onlyTests = endpoint.pausedAt !== null;
    const claimed = await claimDueHeads(ctx.db, endpoint.id, onlyTests, PARALLEL_KEYS);
    if (claimed.length > 0) {
      idleSince = null;
      await Promise.all(claimed.map((delivery) => attempt(ctx, endpoint, delivery)));
    } else {
      idleSince ??= Date.now();
      if (Date.now() - idleSince >= LINGER_MS) break;
      await pause(LINGER_POLL_MS);
    }
    if (Date.now() - started > DRAIN_RUN_MS) {
      await kickDrain(ctx, endpointId);
      return;
    }
  }
  const endpoint = await endpointById(ctx, endpointId);
  if (!endpoint) return;
  const wake = await nextWakeOf(ctx.db, endpointId, endpoint.pausedAt !== null);
  if (wake) await ctx.jobs.send<DrainJob>(WEBHOOK_DRAIN_JOB, { endpointId }, { singletonKey: `${endpointId}${WAKE_KEY_SUFFIX}`, startAfter: wake });
}

export async function registerWebhookDrain(ctx: AppContext): Promise<void> {
  await ctx.jobs.work<DrainJob>(WEBHOOK_DRAIN_JOB, ({ endpointId }) => drain(ctx, endpointId));
}

/** After a start: drains for every endpoint with something pending (the embedded database's jobs do not outlive a restart). */
export async function resumeWebhookDrains(ctx: AppContext): Promise<void> {
  for (const endpointId of await endpointsWithPending(ctx.db)) await kickDrain(ctx, endpointId);
}

export const WEBHOOK_LOG_PURGE_JOB = 'webhook-log-purge';

/** The log keeps WEBHOOK_LOG_DAYS days; what still waits (an endpoint paused for long) is kept until sent. */
export async function scheduleWebhookLogPurge(ctx: AppContext): Promise<void> {
  await ctx.jobs.every(WEBHOOK_LOG_PURGE_JOB, 60, async () => {
    const before = new Date(Date.now() - WEBHOOK_LOG_DAYS * 24 * 60 * 60 * 1000);
    await ctx.db.delete(webhookDeliveries).where(and(lt(webhookDeliveries.createdAt, before), ne(webhookDeliveries.state, 'pending')));
  });
}
