// The job that sends an endpoint's deliveries: each key's oldest pending one at a time (a chat's events
// arrive in order), several keys at once, until none is due; then it wakes itself for the next retry.
import { and, eq, lt, ne, notInArray } from 'drizzle-orm';
import { WEBHOOK_LOG_DAYS } from 'shared-kernel/integrations';
import type { AppContext } from '../context';
import { englishOf } from '../http/valued-text';
import { webhookDeliveries, webhookEndpoints, type WebhookDeliveryRow, type WebhookEndpointRow } from '../db/schema';
import { deliveryOutcome } from './delivery-outcome';
import { claimDueHeads, endpointsWithPending, loadPending, nextWakeOf, recordAttempts, type RecordedAttempt } from './delivery-store';
import { MIRROR_LIMIT, PendingMirror } from './pending-mirror';
import { recordStreak } from './endpoint-streak';
import { sendDeliveries, type DeliveryAttempt } from './webhook-send';
import { signedHeaders } from './webhook-signature';
import { checkWebhookTarget, isCheckedTarget } from './webhook-target';

export const WEBHOOK_DRAIN_JOB = 'webhook-drain';
/** A separate key for the retry wake-up: a new event's immediate drain must not replace it, nor it the drain. */
const WAKE_KEY_SUFFIX = ':wake';
/** Keys sent to at once per endpoint. */
const PARALLEL_KEYS = 64;
/** A drain hands over to a new job after this long, so one endpoint never holds a worker for ever. */
const DRAIN_RUN_MS = 30_000;
/** Under steady traffic the drain lingers this long for new deliveries rather than wait for the next job. */
const LINGER_MS = 1000;
/**
 * A batch that did not fill is followed by the next one no sooner than this: fewer, larger batches, each
 * two statements, rather than a trickle of small ones the message path would queue behind. It is most of
 * the delay a delivery has on a quiet receiver.
 */
const BATCH_EVERY_MS = 250;

interface DrainJob {
  endpointId: string;
}

/** Starts (or restarts) an endpoint's drain now. */
export function kickDrain(ctx: AppContext, endpointId: string): Promise<unknown> {
  return ctx.jobs.send<DrainJob>(WEBHOOK_DRAIN_JOB, { endpointId }, { singletonKey: endpointId });
}

const endpointById = async (ctx: AppContext, id: string): Promise<WebhookEndpointRow | undefined> =>
  (await ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).limit(1))[0];

/**
 * Sends a batch at once (the target checked once for all of it, just before); records the attempts, and
 * the endpoint's run of failures, in one statement each.
 */
async function attemptAll(ctx: AppContext, endpoint: WebhookEndpointRow, claimed: WebhookDeliveryRow[]): Promise<RecordedAttempt[]> {
  const target = await checkWebhookTarget(endpoint.url, ctx.settings);
  const now = new Date();
  const { answers, endOrder } =
    !isCheckedTarget(target)
      ? { answers: claimed.map((): DeliveryAttempt => ({ status: null, durationMs: 0, answer: `Not sent: ${englishOf(target)}` })), endOrder: claimed.map((_, n) => n) }
      : await sendDeliveries(claimed.map((delivery) => ({ target, body: delivery.body, headers: signedHeaders(delivery.id, delivery.body, endpoint, now) })));
  const ended: RecordedAttempt[] = endOrder.map((n) => ({
    delivery: claimed[n],
    attempt: answers[n],
    outcome: deliveryOutcome(answers[n].status, claimed[n].attempts + 1, claimed[n].dueAt, new Date(), Math.random, ctx.settings.webhookFirstRetryMs),
  }));
  await recordAttempts(await ctx.webhookDeliveries.db(), ended);
  await recordStreak(
    ctx,
    endpoint,
    ended.map((entry) => entry.outcome.kind === 'delivered'),
  );
  return ended;
}

/**
 * Tells this node's running drains about their endpoints: `notify` when the database changed under them (a
 * route, a job), so a drain that just ran dry looks again at once and a mirroring drain reads the database
 * afresh; `handOff` gives a mirroring drain the deliveries just written (another node's drain hears of
 * them through its job, as every drain does).
 */
export interface DrainSignal {
  notify(endpointId: string): void;
  /** False when no drain here mirrors the endpoint (the writer then starts its drain job). */
  handOff(endpointId: string, rows: WebhookDeliveryRow[]): boolean;
  /** Resolves true when the endpoint is notified or handed deliveries, false after `ms` without either. */
  wait(endpointId: string, ms: number): Promise<boolean>;
  /** A mirroring drain's inbox, open until closed: opened before the drain reads the queue, so nothing written meanwhile is missed. */
  inbox(endpointId: string): DrainInbox;
}

export interface DrainInbox {
  /** The deliveries handed over since the last take, and whether the database changed otherwise. */
  take(): { rows: WebhookDeliveryRow[]; stale: boolean };
  close(): void;
}

export function createDrainSignal(): DrainSignal {
  const waiting = new Map<string, Set<(notified: boolean) => void>>();
  const inboxes = new Map<string, { rows: WebhookDeliveryRow[]; stale: boolean }>();
  const wake = (endpointId: string) => {
    const list = waiting.get(endpointId);
    waiting.delete(endpointId);
    for (const done of list ?? []) done(true);
  };
  return {
    notify(endpointId) {
      const inbox = inboxes.get(endpointId);
      if (inbox) inbox.stale = true;
      wake(endpointId);
    },
    handOff(endpointId, rows) {
      const inbox = inboxes.get(endpointId);
      if (!inbox || inbox.stale) return false;
      inbox.rows.push(...rows);
      wake(endpointId);
      return true;
    },
    wait(endpointId, ms) {
      return new Promise<boolean>((resolve) => {
        const list = waiting.get(endpointId) ?? new Set<(notified: boolean) => void>();
        waiting.set(endpointId, list);
        const done = (notified: boolean) => {
          clearTimeout(timer);
          list.delete(done);
          resolve(notified);
        };
        const timer = setTimeout(() => done(false), ms);
        list.add(done);
      });
    },
    inbox(endpointId) {
      const box = { rows: [] as WebhookDeliveryRow[], stale: false };
      inboxes.set(endpointId, box);
      return {
        take() {
          const taken = { rows: box.rows, stale: box.stale };
          box.rows = [];
          return taken;
        },
        close() {
          if (inboxes.get(endpointId) === box) inboxes.delete(endpointId);
        },
      };
    },
  };
}

/**
 * A drain's source of key heads: the database's claim, or on the embedded database (one process writes
 * every delivery and runs the endpoint's one drain) its own mirror of the queue, fed by the intake; the
 * mirror is dropped, and the queue read again, whenever anything else changed it.
 */
class HeadSource {
  private inbox: DrainInbox | null = null;
  private mirror: PendingMirror | null = null;

  constructor(
    private readonly ctx: AppContext,
    private readonly signal: DrainSignal,
    private readonly endpointId: string,
  ) {}

  async next(endpoint: WebhookEndpointRow): Promise<WebhookDeliveryRow[]> {
    const paused = endpoint.pausedAt !== null;
    if (this.inbox && this.mirror) {
      const { rows, stale } = this.inbox.take();
      if (stale || paused) this.close();
      else this.mirror.add(rows);
    }
    if (!this.mirror && !paused && this.ctx.jobs.kind === 'in-process') await this.load();
    if (this.mirror) return this.mirror.dueHeads(PARALLEL_KEYS, new Date());
    // The embedded database serves one process, where one drain per endpoint runs: nothing to lease against.
    return claimDueHeads(await this.ctx.webhookDeliveries.db(), endpoint.id, paused, PARALLEL_KEYS, { lease: this.ctx.jobs.kind !== 'in-process' });
  }

  settle(ended: RecordedAttempt[]): void {
    this.mirror?.settle(ended, new Date());
  }

  close(): void {
    this.inbox?.close();
    this.inbox = null;
    this.mirror = null;
  }

  private async load(): Promise<void> {
    this.inbox = this.signal.inbox(this.endpointId);
    const loaded = await loadPending(await this.ctx.webhookDeliveries.db(), this.endpointId, MIRROR_LIMIT);
    const { rows, stale } = this.inbox.take();
    if (!loaded || stale) return this.close();
    this.mirror = new PendingMirror(loaded);
    this.mirror.add(rows);
  }
}

async function drain(ctx: AppContext, signal: DrainSignal, endpointId: string): Promise<void> {
  const started = Date.now();
  const heads = new HeadSource(ctx, signal, endpointId);
  try {
    for (;;) {
      const endpoint = await endpointById(ctx, endpointId);
      if (!endpoint) return;
      const batchStarted = Date.now();
      const claimed = await heads.next(endpoint);
      if (claimed.length > 0) {
        heads.settle(await attemptAll(ctx, endpoint, claimed));
        const rest = BATCH_EVERY_MS - (Date.now() - batchStarted);
        if (claimed.length < PARALLEL_KEYS && rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
      } else {
        // Dry: under steady traffic more comes within moments; one more look after a notice (or the linger).
        if (!(await signal.wait(endpointId, LINGER_MS))) break;
      }
      if (Date.now() - started > DRAIN_RUN_MS) {
        heads.close();
        await kickDrain(ctx, endpointId);
        return;
      }
    }
  } finally {
    // Closed before the last look below: what is written from now on starts the drain job again.
    heads.close();
  }
  const endpoint = await endpointById(ctx, endpointId);
  if (!endpoint) return;
  const wake = await nextWakeOf(await ctx.webhookDeliveries.db(), endpointId, endpoint.pausedAt !== null);
  if (wake) await ctx.jobs.send<DrainJob>(WEBHOOK_DRAIN_JOB, { endpointId }, { singletonKey: `${endpointId}${WAKE_KEY_SUFFIX}`, startAfter: wake });
}

export async function registerWebhookDrain(ctx: AppContext, signal: DrainSignal): Promise<void> {
  // One drain per endpoint on this node: a job for an endpoint already draining here only tells that drain
  // (each new delivery sends a job, and the in-process queue would otherwise run them side by side). A drain
  // that is finishing looks once more before it stops, so nothing sent meanwhile waits.
  const draining = new Set<string>();
  await ctx.jobs.work<DrainJob>(WEBHOOK_DRAIN_JOB, async ({ endpointId }) => {
    if (draining.has(endpointId)) return signal.notify(endpointId);
    draining.add(endpointId);
    try {
      await drain(ctx, signal, endpointId);
    } finally {
      draining.delete(endpointId);
    }
  });
}

/** After a start: drains for every endpoint with something pending (the embedded database's jobs do not outlive a restart). */
export async function resumeWebhookDrains(ctx: AppContext): Promise<void> {
  // Without an endpoint there is nothing to send (and a separate deliveries database stays closed).
  if (!(await anyEndpoint(ctx))) return;
  for (const endpointId of await endpointsWithPending(await ctx.webhookDeliveries.db())) await kickDrain(ctx, endpointId);
}

const anyEndpoint = async (ctx: AppContext): Promise<boolean> => (await ctx.db.select({ id: webhookEndpoints.id }).from(webhookEndpoints).limit(1)).length > 0;

export const WEBHOOK_LOG_PURGE_JOB = 'webhook-log-purge';

/** The log keeps WEBHOOK_LOG_DAYS days; what still waits (an endpoint paused for long) is kept until sent. */
export async function scheduleWebhookLogPurge(ctx: AppContext): Promise<void> {
  await ctx.jobs.every(WEBHOOK_LOG_PURGE_JOB, 60, async () => {
    if (!(await anyEndpoint(ctx)) && !ctx.webhookDeliveries.shared) return;
    const before = new Date(Date.now() - WEBHOOK_LOG_DAYS * 24 * 60 * 60 * 1000);
    const deliveries = await ctx.webhookDeliveries.db();
    await deliveries.delete(webhookDeliveries).where(and(lt(webhookDeliveries.createdAt, before), ne(webhookDeliveries.state, 'pending')));
    // A separate database has no foreign key: a group written just as its endpoint was deleted leaves rows behind.
    if (!ctx.webhookDeliveries.shared) {
      const endpoints = (await ctx.db.select({ id: webhookEndpoints.id }).from(webhookEndpoints)).map((row) => row.id);
      await deliveries.delete(webhookDeliveries).where(notInArray(webhookDeliveries.endpointId, endpoints));
    }
  });
}
