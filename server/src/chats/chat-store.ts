import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, ne, not, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { ContactDetails } from '../events';
import { isUniqueViolation, rowFromJson, rowsOf } from '../db/json-row';
import { chatMessages, chats, visitors, type ChatMessageRow, type ChatRow, type ChatState } from '../db/schema';
import { markContact } from '../visitors';
import { guestBlockedSql } from '../visitors';

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

/**
 * The open chat of a guest, created pending when there is none; `created` says which, and `newContact`
 * holds the guest's details when this first chat made it a contact.
 */
export async function openOrCreateChat(
  db: Db,
  input: { clientId: string; widgetId: string; visitorRowId: string; visitorId: string; guestId: number; widgetDepartments: string[] },
): Promise<{ chat: ChatRow; created: boolean; newContact?: ContactDetails }> {
  const existing = await openChatOf(db, input.visitorRowId);
  if (existing) return { chat: existing, created: false };
  const [inserted] = await db
    .insert(chats)
    .values({ id: randomUUID(), ...input, state: 'pending' })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { chat: inserted, created: true, newContact: await markContact(db, input.visitorRowId, inserted.createdAt) };
  // Another tab of the guest opened it a moment ago.
  const raced = await openChatOf(db, input.visitorRowId);
  if (!raced) throw new Error('open chat vanished');
  return { chat: raced, created: false };
}

/**
 * A chat an agent starts with a browsing guest: active at once; undefined when the guest already has an
 * open chat. `newContact` as openOrCreateChat's.
 */
export async function createActiveChat(
  db: Db,
  input: { clientId: string; widgetId: string; visitorRowId: string; visitorId: string; guestId: number; widgetDepartments: string[] },
  agent: { id: string; name: string },
): Promise<{ chat: ChatRow; newContact?: ContactDetails } | undefined> {
  const now = new Date();
  const [row] = await db
    .insert(chats)
    .values({ id: randomUUID(), ...input, state: 'active', agentId: agent.id, agentName: agent.name, acceptedAt: now })
    .onConflictDoNothing()
    .returning();
  return row && { chat: row, newContact: await markContact(db, input.visitorRowId, row.createdAt) };
}

export interface NewMessage {
  direction: 'inbound' | 'outbound';
  bodyText: string;
  clientMessageId: string;
  agentId?: string | null;
  agentName?: string | null;
}

/** A stored message with the chat row as it is after storing it (lastSeq = the message's seq). */
export interface Appended {
  chat: ChatRow;
  message: ChatMessageRow;
}

/**
 * One statement, so one round trip and an implicit transaction: bumps the seq of the chat `which`
 * picks (at most one row) and stores the message with it; the UPDATE's row lock keeps seqs from
 * colliding. Nothing (undefined) when no chat matches or the chat already holds the clientMessageId;
 * a concurrent twin loses on the unique key and reads as undefined too. The caller acknowledges only
 * after this resolves, i.e. after the commit.
 */
async function appendWhere(db: Db, which: SQL, input: NewMessage, agentNameFromChat = false): Promise<Appended | undefined> {
  // Passed as text, as drizzle passes its timestamps: a Date object need not be the driver's own class.
  const now = new Date().toISOString();
  const agentName = agentNameFromChat ? sql`bumped.agent_name` : sql`${input.agentName ?? null}::text`;
  const statement = sql`
    with bumped as (
      update ${chats} set last_seq = ${chats.lastSeq} + 1, updated_at = ${now}::timestamptz
      where ${which}
      returning *
    ), stored as (
      insert into ${chatMessages} (id, chat_id, seq, direction, body_text, agent_id, agent_name, client_message_id, created_at)
      select ${randomUUID()}, bumped.id, bumped.last_seq, ${input.direction}::text, ${input.bodyText}::text, ${input.agentId ?? null}::text,
        ${agentName}, ${input.clientMessageId}::text, ${now}::timestamptz
      from bumped
      returning *
    )
    select row_to_json(bumped) as chat, row_to_json(stored) as message from bumped, stored`;
  try {
    // A retry breaks chat_messages' unique (chat, clientMessageId) key, which rolls the seq back with it.
    // Checking first with NOT EXISTS cost a scan of every message once PostgreSQL cached a plan made
    // while the table was still small.
    const [row] = rowsOf<{ chat: Record<string, unknown>; message: Record<string, unknown> }>(await db.execute(statement));
    return row ? { chat: rowFromJson(chats, row.chat), message: rowFromJson(chatMessages, row.message) } : undefined;
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/** The message a chat already holds under a clientMessageId. */
export async function storedMessage(db: Db, chatId: string, clientMessageId: string): Promise<ChatMessageRow | undefined> {
  const [stored] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chatId), eq(chatMessages.clientMessageId, clientMessageId)))
    .limit(1);
  return stored;
}

/**
 * Stores a message with the chat's next seq, committed before the caller acknowledges it; a
 * clientMessageId already stored answers the stored message (created: false).
 */
export async function appendMessage(db: Db, chatId: string, input: NewMessage): Promise<{ message: ChatMessageRow; created: boolean }> {
  const appended = await appendWhere(db, eq(chats.id, chatId), input);
  if (appended) return { message: appended.message, created: true };
  const stored = await storedMessage(db, chatId, input.clientMessageId);
  if (stored) return { message: stored, created: false };
  throw new Error('chat not found');
}

/**
 * The common case of a guest message in one statement: appended to the guest's open chat unless the
 * guest is blocked. Undefined when there is no open chat yet, the guest is blocked or the message is a
 * retry: the caller takes the full path then, which tells these apart.
 */
export function appendToOpenChat(db: Db, guest: { rowId: string; accountId: string }, input: NewMessage): Promise<Appended | undefined> {
  const guestIp = sql`(select ${visitors.ipAddress} from ${visitors} where ${visitors.id} = ${chats.visitorRowId})`;
  const which = and(eq(chats.visitorRowId, guest.rowId), ne(chats.state, 'ended'), not(guestBlockedSql(guest.accountId, chats.visitorRowId, guestIp)))!;
  return appendWhere(db, which, input);
}

/**
 * The common case of an agent message in one statement: appended to the chat that `which` picks (the
 * caller's own active chat, see chat-access), named after the chat's agent as every agent message is.
 * Undefined when `which` picks none, or for a retry: the full path answers then.
 */
export function appendAgentMessage(db: Db, which: SQL, input: Omit<NewMessage, 'agentName'>): Promise<Appended | undefined> {
  return appendWhere(db, which, input, true);
}

/** A chat's messages after a seq, in order. */
export function messagesAfter(db: Db, chatId: string, afterSeq: number): Promise<ChatMessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chatId), gt(chatMessages.seq, afterSeq)))
    .orderBy(asc(chatMessages.seq));
}

/** A chat's last `count` messages, in order: a long chat is not read whole for its end. */
export async function latestMessages(db: Db, chatId: string, count: number): Promise<ChatMessageRow[]> {
  const latestFirst = await db.select().from(chatMessages).where(eq(chatMessages.chatId, chatId)).orderBy(desc(chatMessages.seq)).limit(count);
  return latestFirst.reverse();
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
