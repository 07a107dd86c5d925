import type { AppContext } from '../context';
import { CHAT_PRIORITY_JOB, CHAT_UNATTENDED_JOB, registerPendingChatJobs, resumeChatTimers } from './chat-timers';
import { ESCALATE_PENDING_JOB, REPLY_CHECK_JOB } from './escalation-timers';
import { CHAT_INACTIVITY_JOB, registerInactivityJob, resumeInactivityTimers } from './inactivity-timers';

/** The chat timers' handlers, registered before the job queue starts. */
export async function registerChatJobs(ctx: AppContext): Promise<void> {
  await registerPendingChatJobs(ctx);
  await registerInactivityJob(ctx);
}

/** At start, once the queue runs: pending and active chats get their jobs again (one per chat and name however many nodes start). */
export async function resumeChatJobs(ctx: AppContext): Promise<void> {
  await resumeChatTimers(ctx);
  await resumeInactivityTimers(ctx);
}

/** A pending chat was accepted: its priority and unattended steps are dropped. */
export function cancelPendingChatJobs(ctx: AppContext, chatId: string): Promise<void> {
  return cancelQuietly(ctx, chatId, [CHAT_PRIORITY_JOB, CHAT_UNATTENDED_JOB, ESCALATE_PENDING_JOB]);
}

/** A chat ended: whichever of its jobs still waits is dropped. */
export function cancelChatJobs(ctx: AppContext, chatId: string): Promise<void> {
  return cancelQuietly(ctx, chatId, [CHAT_PRIORITY_JOB, CHAT_UNATTENDED_JOB, CHAT_INACTIVITY_JOB, ESCALATE_PENDING_JOB, REPLY_CHECK_JOB]);
}

/**
 * Only tidies the queue: every chat job is a conditional UPDATE that does nothing once the chat has
 * moved on, so a cancel that fails is logged and the caller's answer stands.
 */
async function cancelQuietly(ctx: AppContext, chatId: string, names: string[]): Promise<void> {
  const outcomes = await Promise.allSettled(names.map((name) => ctx.jobs.cancel(name, chatId)));
  for (const outcome of outcomes) if (outcome.status === 'rejected') console.error('chat job cancel failed', outcome.reason);
}
