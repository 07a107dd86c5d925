import { and, eq } from 'drizzle-orm';
import { CHAT_STATUS } from 'shared-kernel/contracts';
import type { AppContext } from '../context';
import { chatMessages, chats, type ChatMessageRow, type ChatRow } from '../db/schema';
import { announceChatEnd } from './chat-events';
import { messagesAfter } from './chat-store';
import { clearChatTimers, run } from './chat-timers';

type LastMessage = Pick<ChatMessageRow, 'seq' | 'direction' | 'createdAt'>;

/**
 * An accepted chat waits on whoever did not write last: after a guest message the agent has
 * AGENT_INACTIVITY_END_AFTER seconds to answer (else status 1), after an agent message the guest has
 * VISITOR_INACTIVITY_END_AFTER (else status 2). Deadlines come from the stored message times, so they
 * survive a restart; every new message moves the one timer of the chat.
 */
export function scheduleInactivity(ctx: AppContext, chatId: string, last: LastMessage): void {
  clearChatTimers(ctx, chatId);
  if (ctx.closing) return;
  const deadline = last.createdAt.getTime() + waitSeconds(ctx, last) * 1000;
  const timer = setTimeout(() => run(ctx, 'inactivity', () => endInactive(ctx, chatId, last.seq)), Math.max(0, deadline - Date.now()));
  ctx.chatTimers.set(chatId, [timer]);
}

/** Schedules from the chat's last stored message (after an accept, or at start). */
export async function restartInactivity(ctx: AppContext, chat: Pick<ChatRow, 'id' | 'lastSeq' | 'acceptedAt' | 'updatedAt'>): Promise<void> {
  const [last] = chat.lastSeq > 0 ? await messagesAfter(ctx.db, chat.id, chat.lastSeq - 1) : [];
  // A chat without messages waits on the agent from the accept.
  scheduleInactivity(ctx, chat.id, last ?? { seq: 0, direction: 'inbound', createdAt: chat.acceptedAt ?? chat.updatedAt });
}

/** After a restart: every accepted chat's timer continues from its last message. */
export async function resumeInactivityTimers(ctx: AppContext): Promise<void> {
  const active = await ctx.db.select().from(chats).where(eq(chats.state, 'active'));
  for (const chat of active) await restartInactivity(ctx, chat);
}

const waitSeconds = (ctx: AppContext, last: Pick<LastMessage, 'direction'>) =>
  last.direction === 'inbound' ? ctx.settings.agentInactivityEndAfter : ctx.settings.visitorInactivityEndAfter;

/** Ends the chat only if it is still active and nobody wrote since (same lastSeq): a conditional UPDATE. */
async function endInactive(ctx: AppContext, chatId: string, seq: number): Promise<void> {
  ctx.chatTimers.delete(chatId);
  const [last] = seq > 0 ? await ctx.db.select().from(chatMessages).where(and(eq(chatMessages.chatId, chatId), eq(chatMessages.seq, seq))) : [];
  const status = !last || last.direction === 'inbound' ? CHAT_STATUS.AGENT_INACTIVITY : CHAT_STATUS.VISITOR_INACTIVITY;
  const now = new Date();
  const [ended] = await ctx.db
    .update(chats)
    .set({ state: 'ended', status, endedAt: now, updatedAt: now })
    .where(and(eq(chats.id, chatId), eq(chats.state, 'active'), eq(chats.lastSeq, seq)))
    .returning();
  if (ended) return announceChatEnd(ctx, ended);
  // Someone wrote meanwhile without moving this process's timer (another server process): start again from there.
  const [current] = await ctx.db.select().from(chats).where(eq(chats.id, chatId)).limit(1);
  if (current?.state === 'active' && !ctx.chatTimers.has(chatId)) await restartInactivity(ctx, current);
}
