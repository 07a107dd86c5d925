import { and, eq, ne, sql } from 'drizzle-orm';
import { queueStateOf } from '../routing/queue-state';
import type { WidgetChatState } from 'shared-kernel/contracts';
import type { AppContext } from '../context';
import { chats, users } from '../db/schema';
import { paymentsOfChat } from '../payments/payment-store';
import { photoUrl } from '../profile/photo-files';
import { messagesAfter, openChatOf } from './chat-store';
import { toWidgetMessage } from './chat-view';

/** The guest left: its open chat is flagged visitorLeft (spec 000 §4). */
export async function markVisitorLeft(ctx: AppContext, visitorRowId: string): Promise<void> {
  const [left] = await ctx.db
    .update(chats)
    .set({ visitorLeft: true, visitorIsBack: false })
    .where(and(eq(chats.visitorRowId, visitorRowId), ne(chats.state, 'ended')))
    .returning({ state: chats.state, clientId: chats.clientId });
  // A guest gone past the grace time drops out of the queue (issue 27).
  if (left?.state === 'pending') ctx.routing.kick(left.clientId);
}

/** The guest came back: visitorIsBack on an open chat it had left; answers the chat for widget:hello. */
export async function openChatOnReturn(ctx: AppContext, visitorRowId: string, publishableKey: string | null): Promise<WidgetChatState | null> {
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
    if (chat.state === 'pending') ctx.routing.kick(chat.clientId);
  }
  const messages = (await messagesAfter(ctx.db, chat.id, 0)).map(toWidgetMessage);
  const state: WidgetChatState = {
    chatId: chat.id,
    status: chat.state === 'active' ? 'active' : 'pending',
    messages,
    lastSeq: chat.lastSeq,
    payments: await paymentsOfChat(ctx.db, chat, publishableKey),
  };
  if (chat.state === 'pending' && chat.queuePosition && chat.queuePosition > 0) state.queue = await queueStateOf(ctx, chat);
  if (chat.state === 'active' && chat.agentId) {
    const [agent] = await ctx.db.select({ photo: users.profilePhoto }).from(users).where(eq(users.id, chat.agentId));
    state.agentName = chat.agentName ?? '';
    state.agentPhotoUrl = photoUrl(agent?.photo ?? null);
  }
  return state;
}
