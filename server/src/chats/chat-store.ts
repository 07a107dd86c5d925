import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../db/database';
import { chatMessages, chats, type ChatMessageRow, type ChatRow, type ChatState } from '../db/schema';

/** The guest's chat that has not ended, if any (at most one by the partial unique index). */
export async function openChatOf(db: Db, visitorRowId: string): Promise<ChatRow | undefined> {
  const [row] = await db
    .select()
    .from(chats)
    .where(and(eq(chats.visitorRowId, visitorRowId), ne(chats.state, 'ended')))
    .limit(1);
  return row;
}

export async function chatById(db: Db, chatId: string): Promise<ChatRow | undefined> {
  const [row] = await db.select().from(chats).where(eq(chats.id, chatId)).limit(1);
  return row;
}

/** The open chat of a guest, created pending when there is none; `created` says which. */
export async function openOrCreateChat(
  db: Db,
  input: { clientId: string; widgetId: string; visitorRowId: string; visitorId: string; guestId: number; widgetDepartments: string[] },
): Promise<{ chat: ChatRow; created: boolean }> {
  const existing = await openChatOf(db, input.visitorRowId);
  if (existing) return { chat: existing, created: false };
  const [inserted] = await db
    .insert(chats)
    .values({ id: randomUUID(), ...input, state: 'pending' })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { chat: inserted, created: true };
  // Another tab of the guest opened it a moment ago.
  const raced = await openChatOf(db, input.visitorRowId);
  if (!raced) throw new Error('open chat vanished');
  return { chat: raced, created: false };
}

/** A chat an agent starts with a browsing guest: active at once; undefined when the guest already has an open chat. */
export async function createActiveChat(
  db: Db,
  input: { clientId: string; widgetId: string; visitorRowId: string; visitorId: string; guestId: number; widgetDepartments: string[] },
  agent: { id: string; name: string },
): Promise<ChatRow | undefined> {
  const now = new Date();
  const [row] = await db
    .insert(chats)
    .values({ id: randomUUID(), ...input, state: 'active', agentId: agent.id, agentName: agent.name, acceptedAt: now })
    .onConflictDoNothing()
    .returning();
  return row;
}

export interface NewMessage {
  direction: 'inbound' | 'outbound';
  bodyText: string;
  clientMessageId: string;
  agentId?: string | null;
  agentName?: string | null;
}

/**
 * Stores a message with the chat's next seq, committed before the caller acknowledges it. The chat
 * row is locked, so seqs never collide; a clientMessageId already stored answers the stored message.
 */
export async function appendMessage(db: Db, chatId: string, input: NewMessage): Promise<{ message: ChatMessageRow; created: boolean }> {
  return db.transaction(async (tx) => {
    const [chat] = await tx.select({ lastSeq: chats.lastSeq }).from(chats).where(eq(chats.id, chatId)).for('update');
    if (!chat) throw new Error('chat not found');
    const [stored] = await tx
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.chatId, chatId), eq(chatMessages.clientMessageId, input.clientMessageId)))
      .limit(1);
    if (stored) return { message: stored, created: false };
    const seq = chat.lastSeq + 1;
    const now = new Date();
    await tx.update(chats).set({ lastSeq: seq, updatedAt: now }).where(eq(chats.id, chatId));
    const [message] = await tx
      .insert(chatMessages)
      .values({
        id: randomUUID(),
        chatId,
        seq,
        direction: input.direction,
        bodyText: input.bodyText,
        agentId: input.agentId ?? null,
        agentName: input.agentName ?? null,
        clientMessageId: input.clientMessageId,
        createdAt: now,
      })
      .returning();
    return { message, created: true };
  });
}

/** A chat's messages after a seq, in order. */
export function messagesAfter(db: Db, chatId: string, afterSeq: number): Promise<ChatMessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chatId), gt(chatMessages.seq, afterSeq)))
    .orderBy(asc(chatMessages.seq));
}

/** Ends a chat unless it already ended (or is not in `onlyFrom`), by a conditional UPDATE; answers the ended row. */
export async function endChat(db: Db, chatId: string, status: number, onlyFrom?: ChatState): Promise<ChatRow | undefined> {
  const now = new Date();
  const [row] = await db
    .update(chats)
    .set({ state: 'ended', status, endedAt: now, updatedAt: now })
    .where(and(eq(chats.id, chatId), onlyFrom ? eq(chats.state, onlyFrom) : ne(chats.state, 'ended')))
    .returning();
  return row;
}
