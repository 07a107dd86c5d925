import { and, eq } from 'drizzle-orm';
import { CHAT_STATUS } from 'shared-kernel/contracts';
import type { AppContext } from '../context';
import { chatMessages, chats, type ChatMessageRow, type ChatRow } from '../db/schema';
import { announceChatEnd } from './chat-events';
import type { ChatJob } from './chat-timers';

/** Job name of an active chat's inactivity check; its singleton key is the chat id. */
export const CHAT_INACTIVITY_JOB = 'chat-inactivity';

type LastMessage = Pick<ChatMessageRow, 'seq' | 'direction' | 'createdAt'>;
type ActiveChat = Pick<ChatRow, 'id' | 'lastSeq' | 'acceptedAt' | 'updatedAt'>;

/** A check that loses its conditional end this many times in a row (messages keep coming) looks again later. */
const CHECK_ATTEMPTS = 3;

/**
 * An accepted chat waits on whoever did not write last: after a guest message the agent has
 * AGENT_INACTIVITY_END_AFTER seconds to answer (else status 1), after an agent message the guest has
 * VISITOR_INACTIVITY_END_AFTER (else status 2). Messages do not move a timer (no job write per message):
 * one waiting check per active chat reads the chat's last message when it runs, ends the chat if that
 * message's deadline has passed, and otherwise waits again. It waits at most the shorter of the two
 * times, and any message written meanwhile has at least that much time left, so no check comes later
 * than the real deadline.
 */
export async function scheduleInactivity(ctx: AppContext, chatId: string, last: Pick<LastMessage, 'direction' | 'createdAt'>): Promise<void> {
  await checkAt(ctx, chatId, Math.min(deadlineOf(ctx, last), Date.now() + shortestWaitMs(ctx)));
}

/** The chat's one waiting check, at `at` (replacing the one waiting, on any node). */
async function checkAt(ctx: AppContext, chatId: string, at: number): Promise<void> {
  const data: ChatJob = { chatId };
  await ctx.jobs.send(CHAT_INACTIVITY_JOB, data, { startAfter: new Date(at), singletonKey: chatId });
}

/** Schedules from the chat's last stored message (when a chat becomes active by an accept). */
export async function restartInactivity(ctx: AppContext, chat: ActiveChat): Promise<void> {
  const [last] = chat.lastSeq > 0 ? await ctx.db.select().from(chatMessages).where(and(eq(chatMessages.chatId, chat.id), eq(chatMessages.seq, chat.lastSeq))) : [];
  await scheduleInactivity(ctx, chat.id, last ?? withoutMessages(chat));
}

/** At start: every active chat's check again, from its last message (a singleton key per chat keeps one across nodes). */
export async function resumeInactivityTimers(ctx: AppContext): Promise<void> {
  const active = await activeChatsWithLastMessage(ctx);
  for (const { chat, last } of active) await scheduleInactivity(ctx, chat.id, last ?? withoutMessages(chat));
}

export function registerInactivityJob(ctx: AppContext): Promise<void> {
  return ctx.jobs.work<ChatJob>(CHAT_INACTIVITY_JOB, ({ chatId }) => checkInactivity(ctx, chatId));
}

/** Ends the chat if its last message's deadline has passed and nobody wrote since; else checks again later. */
async function checkInactivity(ctx: AppContext, chatId: string): Promise<void> {
  for (let attempt = 1; attempt <= CHECK_ATTEMPTS; attempt += 1) {
    const [found] = await activeChatsWithLastMessage(ctx, chatId);
    if (!found) return;
    const last = found.last ?? withoutMessages(found.chat);
    if (Date.now() < deadlineOf(ctx, last)) {
      return scheduleInactivity(ctx, chatId, last);
    }
    const ended = await endInactive(ctx, chatId, found.chat.lastSeq, last);
    if (ended) return announceChatEnd(ctx, ended);
    // A message came (or the chat ended) between the read and the end: read again.
  }
  await checkAt(ctx, chatId, Date.now() + shortestWaitMs(ctx));
}

/** Only if the chat is still active and nobody wrote since the message read (same lastSeq): a conditional UPDATE. */
async function endInactive(ctx: AppContext, chatId: string, seq: number, last: Pick<LastMessage, 'direction'>): Promise<ChatRow | undefined> {
  const status = last.direction === 'inbound' ? CHAT_STATUS.AGENT_INACTIVITY : CHAT_STATUS.VISITOR_INACTIVITY;
  const now = new Date();
  const [ended] = await ctx.db
    .update(chats)
    .set({ state: 'ended', status, endedAt: now, updatedAt: now })
    .where(and(eq(chats.id, chatId), eq(chats.state, 'active'), eq(chats.lastSeq, seq)))
    .returning();
  return ended;
}

/** Active chats (all, or the one named) with their last message, in one query. */
async function activeChatsWithLastMessage(ctx: AppContext, chatId?: string): Promise<Array<{ chat: ActiveChat; last: LastMessage | null }>> {
  const rows = await ctx.db
    .select({
      id: chats.id,
      lastSeq: chats.lastSeq,
      acceptedAt: chats.acceptedAt,
      updatedAt: chats.updatedAt,
      direction: chatMessages.direction,
      messageAt: chatMessages.createdAt,
    })
    .from(chats)
    .leftJoin(chatMessages, and(eq(chatMessages.chatId, chats.id), eq(chatMessages.seq, chats.lastSeq)))
    .where(and(eq(chats.state, 'active'), chatId === undefined ? undefined : eq(chats.id, chatId)));
  return rows.map(({ direction, messageAt, ...chat }) => ({
    chat,
    last: direction && messageAt ? { seq: chat.lastSeq, direction, createdAt: messageAt } : null,
  }));
}

/** A chat without messages waits on the agent from the accept. */
const withoutMessages = (chat: Pick<ActiveChat, 'acceptedAt' | 'updatedAt'>) => ({ direction: 'inbound' as const, createdAt: chat.acceptedAt ?? chat.updatedAt });

const waitSeconds = (ctx: AppContext, last: Pick<LastMessage, 'direction'>) =>
  last.direction === 'inbound' ? ctx.settings.agentInactivityEndAfter : ctx.settings.visitorInactivityEndAfter;

const deadlineOf = (ctx: AppContext, last: Pick<LastMessage, 'direction' | 'createdAt'>) => last.createdAt.getTime() + waitSeconds(ctx, last) * 1000;

const shortestWaitMs = (ctx: AppContext) => Math.min(ctx.settings.agentInactivityEndAfter, ctx.settings.visitorInactivityEndAfter) * 1000;
