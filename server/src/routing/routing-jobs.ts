// The routing's timers (issue 27), as jobs so that one node runs each: an offer's accept window, a queued
// guest's longest wait, and a sweep that re-runs the pass of any account whose queue or offers a lost
// node left waiting.
import { and, eq, gt, isNotNull, lt, or, sql } from 'drizzle-orm';
import { CHAT_STATUS } from 'shared-kernel/contracts';
import { announceChatEnd } from '../chats';
import type { AppContext } from '../context';
import { chats } from '../db/schema';
import { visitorNamespace } from '../visitors';
import { visitorRooms } from '../visitors';
import { resumeEscalations, widgetRouting } from '../chats';
import { registerEscalationJobs } from './escalations';
import { ROUTING_OFFER_JOB, ROUTING_WAIT_JOB, type RoutingJob } from './routing-publish';
import { listenForRoutingChanges } from './routing-listeners';

const SWEEP_JOB = 'routing-sweep';

export async function registerRoutingJobs(ctx: AppContext): Promise<void> {
  listenForRoutingChanges(ctx);
  await ctx.jobs.work<RoutingJob>(ROUTING_OFFER_JOB, async ({ accountId }) => ctx.routing.kick(accountId));
  await ctx.jobs.work<RoutingJob>(ROUTING_WAIT_JOB, ({ accountId, chatId }) => closeLongWait(ctx, accountId, chatId));
  await ctx.jobs.every(SWEEP_JOB, 1, () => sweep(ctx));
  await registerEscalationJobs(ctx);
}

/** At start, once the queue runs: escalation timers from the rows, and a pass for every account with a queue or offers. */
export async function resumeRouting(ctx: AppContext): Promise<void> {
  await resumeEscalations(ctx);
  await sweep(ctx);
}

async function sweep(ctx: AppContext): Promise<void> {
  const accounts = await ctx.db
    .selectDistinct({ accountId: chats.clientId })
    .from(chats)
    // Queued, offered, or opened but never routed (its node died before its pass; accounts without
    // routing answer no to the pass's first question).
    .where(and(eq(chats.state, 'pending'), or(gt(chats.queuePosition, 0), isNotNull(chats.offeredTo), and(eq(chats.queuePosition, 0), lt(chats.createdAt, new Date(Date.now() - 5_000))))));
  for (const { accountId } of accounts) ctx.routing.kick(accountId);
}

/** A guest still queued past the widget's longest wait is offered the offline form; the chat counts as missed. */
async function closeLongWait(ctx: AppContext, accountId: string, chatId: string): Promise<void> {
  const [chat] = await ctx.db.select().from(chats).where(eq(chats.id, chatId)).limit(1);
  if (chat?.state !== 'pending' || !(chat.queuePosition && chat.queuePosition > 0)) return;
  const { maxQueueWaitSeconds } = await widgetRouting(ctx, chat.widgetId);
  if (maxQueueWaitSeconds === null) return;
  const due = chat.pendingSince.getTime() + maxQueueWaitSeconds * 1000;
  if (Date.now() < due - 1000) {
    await ctx.jobs.send<RoutingJob>(ROUTING_WAIT_JOB, { accountId, chatId }, { startAfter: new Date(due), singletonKey: chatId });
    return;
  }
  // Only while still queued: an agent who found room meanwhile keeps the chat.
  const [ended] = await ctx.db
    .update(chats)
    .set({ state: 'ended', status: CHAT_STATUS.UNATTENDED, endedAt: new Date(), updatedAt: new Date(), queuePosition: null })
    .where(and(eq(chats.id, chatId), eq(chats.state, 'pending'), gt(chats.queuePosition, 0), sql`${chats.offeredTo} is null`))
    .returning();
  if (!ended) return;
  visitorNamespace(ctx).to(visitorRooms.visitor(ended.visitorId)).emit('widget:queue-closed', { chatId, reason: 'wait-too-long' });
  await announceChatEnd(ctx, ended);
}

