import { eq } from 'drizzle-orm';
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
/** How long one attempt holds a conversion (another server process waits it out; a killed node's lock lapses). */
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

export const CONVERSION_UPLOAD_JOB = 'conversion-upload';

interface ConversionJob {
  conversionId: string;
}

/**
 * Uploads Scheduled conversions, one `conversion-upload` job per attempt (singleton key: the
 * conversion id). The database holds the claim (status, next attempt, lock), so several server
 * processes never upload one twice; the job queue keeps the attempt due, so on PostgreSQL a killed
 * node's upload runs on another node.
 */
export function registerConversionUploads(ctx: AppContext): Promise<void> {
  return ctx.jobs.work<ConversionJob>(CONVERSION_UPLOAD_JOB, ({ conversionId }) => uploadOnce(ctx, conversionId));
}

/** An upload attempt at `at` (at once by default), replacing the one waiting for that conversion. */
export async function scheduleConversionUpload(ctx: AppContext, conversionId: string, at?: Date): Promise<void> {
  const data: ConversionJob = { conversionId };
  await ctx.jobs.send(CONVERSION_UPLOAD_JOB, data, { startAfter: at, singletonKey: conversionId });
}

/** At start: the conversions left Scheduled (a lost job, or any on the embedded database), each at its due time. */
export async function resumeConversionUploads(ctx: AppContext): Promise<void> {
  for (const row of await scheduledConversions(ctx.db)) await scheduleConversionUpload(ctx, row.id, row.nextAttemptAt);
}

async function uploadOnce(ctx: AppContext, id: string): Promise<void> {
  const claimed = await claimConversion(ctx.db, id, LOCK_MS);
  if (claimed === 'done') return;
  // Another attempt holds it (on another node, or one that died): look again once its lock is over.
  if (claimed === 'busy') {
    return scheduleConversionUpload(ctx, id, new Date(Date.now() + LOCK_MS));
  }
  const outcome = await attemptUpload(ctx, claimed);
  if (outcome.kind === 'retry' && claimed.attempts < MAX_UPLOAD_ATTEMPTS) {
    const retryAt = new Date(Date.now() + ctx.settings.analyticsRetryMs * 2 ** (claimed.attempts - 1));
    const waiting = await settleConversion(ctx.db, id, { status: CONVERSION_STATUS.SCHEDULED, response: outcome.reason, retryAt });
    if (waiting) {
      await scheduleConversionUpload(ctx, id, retryAt);
    }
    return;
  }
  const settled = await settleConversion(
    ctx.db,
    id,
    outcome.kind === 'uploaded' ? { status: CONVERSION_STATUS.UPLOADED, response: BOOKING_TEXTS.uploaded } : { status: CONVERSION_STATUS.FAILED, response: outcome.reason },
  );
  if (settled) announceConversion(ctx, settled);
}
