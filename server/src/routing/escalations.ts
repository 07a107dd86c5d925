// Escalation of waiting guests (issue 27): a chat pending longer than the widget's N seconds, and an
// accepted chat whose guest has waited longer than M seconds for a reply, notify the supervisors (their
// consoles; by mail when none of them is online) and stay in the chat's history. Each waiting period is
// escalated once however many nodes notice it: its row has a unique key per chat.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, max, sql } from 'drizzle-orm';
import type { ChatEscalation, EscalationKind } from 'shared-kernel/contracts';
import { waitClock } from 'shared-kernel/queue';
import type { AppContext } from '../context';
import { chatActivity, chatMessages, chats, type ChatActivityRow, type ChatRow } from '../db/schema';
import { supervisorsOf, tellSupervisors } from './supervisors';
import { ESCALATE_PENDING_JOB, REPLY_CHECK_JOB, schedulePendingEscalation, scheduleReplyCheck, widgetRouting, type EscalationJob } from '../chats';

export async function registerEscalationJobs(ctx: AppContext): Promise<void> {
  await ctx.jobs.work<EscalationJob>(ESCALATE_PENDING_JOB, ({ chatId }) => escalatePending(ctx, chatId));
  await ctx.jobs.work<EscalationJob>(REPLY_CHECK_JOB, ({ chatId }) => checkReply(ctx, chatId));
}

async function escalatePending(ctx: AppContext, chatId: string): Promise<void> {
  const [chat] = await ctx.db.select().from(chats).where(eq(chats.id, chatId)).limit(1);
  if (chat?.state !== 'pending') return;
  const { escalatePendingAfterSeconds } = await widgetRouting(ctx, chat.widgetId);
  const waitedMs = Date.now() - chat.pendingSince.getTime();
  // The widget's N grew since this was scheduled: wait on.
  if (waitedMs < escalatePendingAfterSeconds * 1000 - 1000) return schedulePendingEscalation(ctx, chat, chat.pendingSince);
  await escalate(ctx, chat, 'pending', chat.pendingSince, `pending:${chat.pendingSince.toISOString()}`);
}

async function checkReply(ctx: AppContext, chatId: string): Promise<void> {
  const [chat] = await ctx.db.select().from(chats).where(eq(chats.id, chatId)).limit(1);
  if (chat?.state !== 'active') return;
  const afterMs = (await widgetRouting(ctx, chat.widgetId)).escalateReplyAfterSeconds * 1000;
  const waiting = await firstUnanswered(ctx, chatId);
  if (!waiting) return scheduleReplyCheck(ctx, chat, new Date(Date.now() + afterMs));
  const due = waiting.createdAt.getTime() + afterMs;
  if (Date.now() < due) return scheduleReplyCheck(ctx, chat, new Date(due));
  await escalate(ctx, chat, 'reply', waiting.createdAt, `reply:${waiting.seq}`);
  await scheduleReplyCheck(ctx, chat, new Date(Date.now() + afterMs));
}

/** The guest's first message after the last agent message: what the guest has been waiting on since. */
async function firstUnanswered(ctx: AppContext, chatId: string): Promise<{ seq: number; createdAt: Date } | undefined> {
  const lastReply = ctx.db
    .select({ seq: max(chatMessages.seq) })
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chatId), eq(chatMessages.direction, 'outbound')));
  const [row] = await ctx.db
    .select({ seq: chatMessages.seq, createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chatId), eq(chatMessages.direction, 'inbound'), gt(chatMessages.seq, sql`coalesce((${lastReply}), 0)`)))
    .orderBy(asc(chatMessages.seq))
    .limit(1);
  return row;
}

const waitSentence = (kind: EscalationKind, seconds: number, agentName: string | null) =>
  kind === 'pending' ? `Waited ${waitClock(seconds)} for an agent` : `Waited ${waitClock(seconds)} for a reply from ${agentName ?? 'the agent'}`;

/** Keeps the escalation once (its key) and tells the supervisors, or mails them when none is online. */
async function escalate(ctx: AppContext, chat: ChatRow, kind: EscalationKind, waitingSince: Date, key: string): Promise<void> {
  const waitedSeconds = Math.round((Date.now() - waitingSince.getTime()) / 1000);
  const [record] = await ctx.db
    .insert(chatActivity)
    .values({
      id: randomUUID(),
      chatId: chat.id,
      clientId: chat.clientId,
      kind: kind === 'pending' ? 'escalation-pending' : 'escalation-reply',
      actorId: null,
      actorName: 'System',
      fromAgentId: chat.agentId,
      fromAgentName: chat.agentName,
      note: waitSentence(kind, waitedSeconds, chat.agentName),
      escalationKey: key,
    })
    .onConflictDoNothing()
    .returning();
  if (!record) return;
  const departments = chat.waitingDepartmentId ? [chat.waitingDepartmentId] : chat.widgetDepartments;
  const supervisors = await supervisorsOf(ctx, chat.clientId, departments);
  const escalation = toEscalation(chat, record, kind, waitedSeconds, waitingSince);
  tellSupervisors(ctx, chat.clientId, supervisors, 'chat-escalated', escalation, kind === 'reply' && chat.agentId ? [chat.agentId] : []);
  if (supervisors.some((supervisor) => supervisor.isOnline)) return;
  await mailSupervisors(ctx, supervisors, escalation, record.note);
}

function toEscalation(chat: ChatRow, record: ChatActivityRow, kind: EscalationKind, waitedSeconds: number, waitingSince: Date): ChatEscalation {
  return {
    id: record.id,
    chatId: chat.id,
    visitorId: chat.visitorId,
    guestId: chat.guestId,
    kind,
    waitedSeconds,
    agentId: chat.agentId,
    agentName: chat.agentName,
    waitingSince: waitingSince.toISOString(),
    chatTime: record.createdAt.toISOString(),
  };
}

async function mailSupervisors(ctx: AppContext, supervisors: Array<{ email: string; fullName: string }>, escalation: ChatEscalation, sentence: string): Promise<void> {
  const subject = `Guest ${escalation.guestId} is waiting`;
  const text = `Guest ${escalation.guestId} needs attention: ${sentence}.\nNone of the account's supervisors is online. Open the console's Active Chats to see the chat.`;
  for (const supervisor of supervisors) {
    await ctx.mailer.send({ to: supervisor.email, subject, text }).catch((error: unknown) => console.error('escalation mail failed', error));
  }
}
