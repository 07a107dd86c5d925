import { and, eq } from 'drizzle-orm';
import { CHAT_STATUS } from 'shared-kernel/contracts';
import type { AppContext } from '../context';
import { chats } from '../db/schema';
import { announceChat, announceChatEnd } from './chat-events';
import { endChat, messagesAfter } from './chat-store';
import { openingMessage } from './chat-view';

/** A fired timer's work, tracked until it ends so that closing the server waits for it. */
export function run(ctx: AppContext, label: string, task: () => Promise<void>): void {
  const running = task().catch((error: unknown) => console.error(`chat ${label} failed`, error));
  ctx.timerTasks.add(running);
  void running.finally(() => ctx.timerTasks.delete(running));
}

/**
 * A pending chat nobody accepts is announced again as priority after CHAT_PRIORITY_AFTER seconds and
 * ends as unattended (status 4) after CHAT_UNATTENDED_AFTER; each step only applies while still pending.
 */
export function scheduleChatTimers(ctx: AppContext, chatId: string, ageMs = 0, alreadyPriority = false): void {
  clearChatTimers(ctx, chatId);
  if (ctx.closing) return;
  const { chatPriorityAfter, chatUnattendedAfter } = ctx.settings;
  const timers: NodeJS.Timeout[] = [];
  if (!alreadyPriority) {
    timers.push(setTimeout(() => run(ctx, 'priority', () => reannounce(ctx, chatId)), Math.max(0, chatPriorityAfter * 1000 - ageMs)));
  }
  timers.push(setTimeout(() => run(ctx, 'unattended', () => endUnattended(ctx, chatId)), Math.max(0, chatUnattendedAfter * 1000 - ageMs)));
  ctx.chatTimers.set(chatId, timers);
}

/** After a restart: the pending chats' timers continue from the chats' age. */
export async function resumeChatTimers(ctx: AppContext): Promise<void> {
  const pending = await ctx.db
    .select({ id: chats.id, createdAt: chats.createdAt, priority: chats.priority })
    .from(chats)
    .where(eq(chats.state, 'pending'));
  const now = Date.now();
  for (const chat of pending) scheduleChatTimers(ctx, chat.id, now - chat.createdAt.getTime(), chat.priority);
}

export function clearChatTimers(ctx: AppContext, chatId: string): void {
  ctx.chatTimers.get(chatId)?.forEach(clearTimeout);
  ctx.chatTimers.delete(chatId);
}

async function reannounce(ctx: AppContext, chatId: string): Promise<void> {
  const [chat] = await ctx.db
    .update(chats)
    .set({ priority: true, updatedAt: new Date() })
    .where(and(eq(chats.id, chatId), eq(chats.state, 'pending')))
    .returning();
  if (!chat) return;
  await announceChat(ctx, chat, openingMessage(await messagesAfter(ctx.db, chatId, 0)));
}

async function endUnattended(ctx: AppContext, chatId: string): Promise<void> {
  // The priority timer too, when it has not fired (a priority time longer than the unattended one).
  clearChatTimers(ctx, chatId);
  const chat = await endChat(ctx.db, chatId, CHAT_STATUS.UNATTENDED, 'pending');
  if (!chat) return;
  await announceChatEnd(ctx, chat);
}
