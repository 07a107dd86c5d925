import { and, eq, ne, sql } from 'drizzle-orm';
import type { WidgetChatState } from 'shared-kernel/contracts';
import type { AppContext } from '../context';
import { chatEventRef } from './chat-event-ref';
import { chats, users, type ChatRow } from '../db/schema';
import { photoUrl } from '../profile';
import { messagesAfter, openChatOf } from './chat-store';
import { toWidgetMessage } from './chat-view';

/** The guest left: its open chat is flagged visitorLeft (spec 000 §4). */
export async function markVisitorLeft(ctx: AppContext, visitorRowId: string): Promise<void> {
  const [left] = await ctx.db
    .update(chats)
    .set({ visitorLeft: true, visitorIsBack: false })
    .where(and(eq(chats.visitorRowId, visitorRowId), ne(chats.state, 'ended')))
    .returning();
  // A guest gone past the grace time drops out of the queue (issue 27).
  if (left && left.state !== 'ended') ctx.events.emit('chat.guest-left', { ...chatEventRef(left), state: left.state });
}

export function listenForGuestDepartures(ctx: AppContext): void {
  ctx.events.on('guest.departed', ({ visitorRowId }) => markVisitorLeft(ctx, visitorRowId));
}

/** The open chat as widget:hello gives it, less what other modules add (its payments and queue place). */
export type ReturningChatState = Omit<WidgetChatState, 'payments' | 'queue'>;

/** The guest came back: visitorIsBack on an open chat it had left; answers the chat for widget:hello. */
export async function openChatOnReturn(ctx: AppContext, visitorRowId: string): Promise<{ chat: ChatRow; state: ReturningChatState } | null> {
  let chat = await openChatOf(ctx.db, visitorRowId);
  if (!chat) return null;
  if (chat.visitorLeft) {
    // Back after leaving: a waiting guest queues again from the back (within the grace time it never left).
    const requeue = chat.state === 'pending' ? { queueEntry: sql`nextval('chat_queue_entry_seq')`, queuePosition: 0 } : {};
    [chat] = await ctx.db
      .update(chats)
      .set({ visitorLeft: false, visitorIsBack: true, ...requeue })
      .where(eq(chats.id, chat.id))
      .returning();
    if (chat.state === 'pending') ctx.events.emit('chat.pending', { ...chatEventRef(chat), reason: 'returned' });
  }
  const messages = (await messagesAfter(ctx.db, chat.id, 0)).map(toWidgetMessage);
  const state: ReturningChatState = {
    chatId: chat.id,
    status: chat.state === 'active' ? 'active' : 'pending',
    messages,
    lastSeq: chat.lastSeq,
  };
  if (chat.state === 'active' && chat.agentId) {
    const [agent] = await ctx.db.select({ photo: users.profilePhoto }).from(users).where(eq(users.id, chat.agentId));
    state.agentName = chat.agentName ?? '';
    state.agentPhotoUrl = photoUrl(agent?.photo ?? null);
  }
  return { chat, state };
}
