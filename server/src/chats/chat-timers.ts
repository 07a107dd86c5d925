import { and, eq, sql } from 'drizzle-orm';
import { CHAT_STATUS } from 'shared-kernel/contracts';
import type { AppContext } from '../context';
import { chatActivity, chats, type ChatRow } from '../db/schema';
import { announceChat, announceChatEnd } from './chat-events';
import { endChat, messagesAfter } from './chat-store';
import { openingMessage, toIncomingChat } from './chat-view';
import { pluginIdOf } from './chat-access';
import { rooms } from '../realtime/socket-types';
import { schedulePendingEscalation } from './escalation-timers';

/** Job names of a pending chat's two steps; each job's singleton key is the chat id. */
export const CHAT_PRIORITY_JOB = 'chat-priority';
export const CHAT_UNATTENDED_JOB = 'chat-unattended';

export interface ChatJob {
  chatId: string;
}

type PendingChat = Pick<ChatRow, 'id' | 'createdAt' | 'priority' | 'widgetId'>;

/**
 * A pending chat nobody accepts is announced again as priority CHAT_PRIORITY_AFTER seconds after it
 * was created and ends as unattended (status 4) after CHAT_UNATTENDED_AFTER. Both are jobs, so on
 * several nodes one node runs each step once; each step is a conditional UPDATE that only applies while
 * the chat is still pending, so a late, repeated or uncancelled job does nothing.
 */
export async function schedulePendingChat(ctx: AppContext, chat: PendingChat): Promise<void> {
  const { chatPriorityAfter, chatUnattendedAfter } = ctx.settings;
  const after = (seconds: number) => new Date(chat.createdAt.getTime() + seconds * 1000);
  const data: ChatJob = { chatId: chat.id };
  await Promise.all([
    chat.priority ? null : ctx.jobs.send(CHAT_PRIORITY_JOB, data, { startAfter: after(chatPriorityAfter), singletonKey: chat.id }),
    ctx.jobs.send(CHAT_UNATTENDED_JOB, data, { startAfter: after(chatUnattendedAfter), singletonKey: chat.id }),
    schedulePendingEscalation(ctx, chat, chat.createdAt),
  ]);
}

/** At start: the pending chats' steps again, from the chats' age (a singleton key per chat keeps one of each across nodes). */
export async function resumeChatTimers(ctx: AppContext): Promise<void> {
  // A chat transferred to a department is pending since its transfer, not since it opened.
  const pendingSince = sql<Date>`coalesce((
    select max(${chatActivity.createdAt}) from ${chatActivity}
    where ${chatActivity.chatId} = ${chats.id} and ${chatActivity.kind} = 'transfer-department'
  ), ${chats.createdAt})`.mapWith(chats.createdAt);
  const pending = await ctx.db
    .select({ id: chats.id, createdAt: pendingSince, priority: chats.priority, widgetId: chats.widgetId })
    .from(chats)
    .where(eq(chats.state, 'pending'));
  for (const chat of pending) await schedulePendingChat(ctx, chat);
}

export async function registerPendingChatJobs(ctx: AppContext): Promise<void> {
  await ctx.jobs.work<ChatJob>(CHAT_PRIORITY_JOB, ({ chatId }) => reannounce(ctx, chatId));
  await ctx.jobs.work<ChatJob>(CHAT_UNATTENDED_JOB, ({ chatId }) => endUnattended(ctx, chatId));
}

/** Marks the chat priority once (a second run finds it so) and offers it again as chat-not-accepted. */
async function reannounce(ctx: AppContext, chatId: string): Promise<void> {
  const [chat] = await ctx.db
    .update(chats)
    .set({ priority: true, updatedAt: new Date() })
    .where(and(eq(chats.id, chatId), eq(chats.state, 'pending'), eq(chats.priority, false)))
    .returning();
  if (!chat) return;
  // Issue 27: a queued chat is offered to nobody yet (no agent has room), an automatic assignment only to its agent.
  if (chat.queuePosition !== null && chat.queuePosition > 0) return;
  const first = openingMessage(await messagesAfter(ctx.db, chatId, 0));
  if (chat.offeredTo) {
    ctx.io.to(rooms.user(chat.offeredTo)).emit('chat-not-accepted', toIncomingChat(chat, first, await pluginIdOf(ctx, chat.widgetId)));
    return;
  }
  await announceChat(ctx, chat, first);
}

async function endUnattended(ctx: AppContext, chatId: string): Promise<void> {
  const chat = await endChat(ctx.db, chatId, CHAT_STATUS.UNATTENDED, 'pending');
  if (!chat) return;
  await announceChatEnd(ctx, chat);
}
