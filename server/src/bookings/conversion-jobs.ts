import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CONVERSION_STATUS } from 'shared-kernel/contracts';
import type { AppContext } from '../context';
import { widgets, type ConversionRow } from '../db/schema';
import { rooms } from '../realtime/socket-types';
import { analyticsClientId, analyticsConfigOf, uploadConversionEvent, type UploadOutcome } from './analytics-upload';
import { BOOKING_TEXTS } from './booking-texts';
import { claimConversion, scheduledConversions, settleConversion } from './conversion-store';
import { toBookingResponse } from './conversion-view';

/** Attempts per confirmation before a network failure counts as Failed. */
export const MAX_UPLOAD_ATTEMPTS = 3;
/** How long one attempt holds a conversion (another server process waits it out). */
const LOCK_MS = 60_000;

/** booking-response with the final state: to the agent who owns the chat and any console following it. */
export function announceConversion(ctx: AppContext, row: ConversionRow): void {
  const targets = [rooms.chat(row.chatId), ...(row.agentId ? [rooms.actingFor(row.agentId, row.clientId)] : [])];
  ctx.io.to(targets).emit('booking-response', toBookingResponse(row));
}

async function attemptUpload(ctx: AppContext, row: ConversionRow): Promise<UploadOutcome> {
  const [widget] = await ctx.db.select({ settings: widgets.settings }).from(widgets).where(eq(widgets.id, row.widgetId)).limit(1);
  const config = analyticsConfigOf(widget?.settings);
  if (!config) return { kind: 'failed', reason: BOOKING_TEXTS.notConfigured };
  return uploadConversionEvent(ctx.settings.gaCollectBase, config, {
    clientId: analyticsClientId(row.visitorId),
    params: { guest_id: row.guestId, chat_id: row.chatId },
  });
}

/**
 * Uploads Scheduled conversions, one timer per conversion. The database holds the queue (status,
 * next attempt, lock), so a restart resumes it and several server processes never upload one twice.
 */
export class ConversionJobs {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private stopped = false;

  constructor(private readonly ctx: AppContext) {}

  schedule(id: string, delayMs = 0): void {
    if (this.stopped) return;
    clearTimeout(this.timers.get(id));
    const timer = setTimeout(
      () => {
        this.timers.delete(id);
        const task: Promise<void> = this.run(id)
          .catch((error: unknown) => console.error('conversion upload failed', error))
          .finally(() => this.running.delete(task));
        this.running.add(task);
      },
      Math.max(0, delayMs),
    );
    this.timers.set(id, timer);
  }

  /** The conversions left Scheduled by an earlier run, each at its due time. */
  async resume(): Promise<void> {
    const now = Date.now();
    for (const row of await scheduledConversions(this.ctx.db)) this.schedule(row.id, row.nextAttemptAt.getTime() - now);
  }

  /** No new attempts; the ones under way finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }

  private async run(id: string): Promise<void> {
    const claimed = await claimConversion(this.ctx.db, id, LOCK_MS);
    if (claimed === 'done') return;
    if (claimed === 'busy') return this.schedule(id, LOCK_MS);
    const outcome = await attemptUpload(this.ctx, claimed);
    if (outcome.kind === 'retry' && claimed.attempts < MAX_UPLOAD_ATTEMPTS) {
      const delay = this.ctx.settings.analyticsRetryMs * 2 ** (claimed.attempts - 1);
      const waiting = await settleConversion(this.ctx.db, id, { status: CONVERSION_STATUS.SCHEDULED, response: outcome.reason, retryAt: new Date(Date.now() + delay) });
      if (waiting) this.schedule(id, delay);
      return;
    }
    const settled = await settleConversion(
      this.ctx.db,
      id,
      outcome.kind === 'uploaded' ? { status: CONVERSION_STATUS.UPLOADED, response: BOOKING_TEXTS.uploaded } : { status: CONVERSION_STATUS.FAILED, response: outcome.reason },
    );
    if (settled) announceConversion(this.ctx, settled);
  }
}

const jobsByContext = new WeakMap<AppContext, ConversionJobs>();

/** The server's conversion job runner. */
export function conversionJobs(ctx: AppContext): ConversionJobs {
  let jobs = jobsByContext.get(ctx);
  if (!jobs) {
    jobs = new ConversionJobs(ctx);
    jobsByContext.set(ctx, jobs);
  }
  return jobs;
}

/** Ties the runner to the server's life: leftovers resume once it is ready, attempts stop when it closes. */
export function registerConversionJobs(api: FastifyInstance, ctx: AppContext): void {
  api.addHook('onReady', () => conversionJobs(ctx).resume());
  api.addHook('onClose', () => conversionJobs(ctx).stop());
}
