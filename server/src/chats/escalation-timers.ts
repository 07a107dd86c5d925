// The timers of the escalation of waiting guests (issue 27): when a pending chat's escalation and an
// active chat's reply check run. The routing module runs them (routing/escalations.ts).
import { eq, sql } from 'drizzle-orm';
import type { WidgetRouting } from 'shared-kernel/contracts';
import type { AppContext } from '../context';
import { chats, widgets, type ChatRow } from '../db/schema';
import { routingOf } from '../widgets';

export const ESCALATE_PENDING_JOB = 'chat-escalate-pending';
export const REPLY_CHECK_JOB = 'chat-reply-check';

export interface EscalationJob {
  chatId: string;
}

/** Widget routing read at most every few seconds per widget (a chat's timers read it, not every message). */
const ROUTING_TTL_MS = 5_000;
const routingCache = new Map<string, { at: number; routing: WidgetRouting }>();

export async function widgetRouting(ctx: AppContext, widgetId: string): Promise<WidgetRouting> {
  const cached = routingCache.get(widgetId);
  if (cached && Date.now() - cached.at < ROUTING_TTL_MS) return cached.routing;
  const [row] = await ctx.db.select({ settings: widgets.settings }).from(widgets).where(eq(widgets.id, widgetId)).limit(1);
  const routing = routingOf(row?.settings?.routing);
  routingCache.set(widgetId, { at: Date.now(), routing });
  return routing;
}

/** A pending chat's escalation, N seconds after the guest started waiting. */
export async function schedulePendingEscalation(ctx: AppContext, chat: Pick<ChatRow, 'id' | 'widgetId'>, pendingSince: Date): Promise<void> {
  const { escalatePendingAfterSeconds } = await widgetRouting(ctx, chat.widgetId);
  const startAfter = new Date(pendingSince.getTime() + escalatePendingAfterSeconds * 1000);
  await ctx.jobs.send<EscalationJob>(ESCALATE_PENDING_JOB, { chatId: chat.id }, { startAfter, singletonKey: chat.id });
}

/**
 * An active chat's one waiting reply check, like its inactivity check: it reads the guest's first
 * unanswered message when it runs, escalates it when it has waited M seconds, and waits again (at most M
 * seconds, so no check comes later than a real deadline).
 */
export async function scheduleReplyCheck(ctx: AppContext, chat: Pick<ChatRow, 'id' | 'widgetId'>, at?: Date): Promise<void> {
  const startAfter = at ?? new Date(Date.now() + (await widgetRouting(ctx, chat.widgetId)).escalateReplyAfterSeconds * 1000);
  await ctx.jobs.send<EscalationJob>(REPLY_CHECK_JOB, { chatId: chat.id }, { startAfter, singletonKey: chat.id });
}

/** At start: every pending chat's escalation and every active chat's reply check (a singleton key per chat keeps one across nodes). */
export async function resumeEscalations(ctx: AppContext): Promise<void> {
  const open = await ctx.db
    .select({ id: chats.id, widgetId: chats.widgetId, state: chats.state, pendingSince: chats.pendingSince })
    .from(chats)
    .where(sql`${chats.state} <> 'ended'`);
  for (const chat of open) {
    if (chat.state === 'pending') await schedulePendingEscalation(ctx, chat, chat.pendingSince);
    else await scheduleReplyCheck(ctx, chat, new Date());
  }
}
