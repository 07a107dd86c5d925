// Who may do what to a chat: the one rule every route and event asks (decide, below).
//
// READ (its messages, notes, catch-up, Guest Info, attachments, history), live or ended:
//  - Owners, co-admins and the super admin read every chat of the account.
//  - Everyone else reads only chats of the widget's departments (the spec: non-client agents see only chats
//    whose departments overlap their own), and of those:
//    - the pending chats, offered to them so they can decide to accept;
//    - the chats they hold or held;
//    - for a manager, also the chats the account's agents hold or held (managers manage the agents, see
//      agents/staff-access.ts).
//  - And whoever held a chat that a transfer or take-over moved on reads it still, whatever its departments:
//    they wrote in it (the "waiting for Sales" view, their history); so does a colleague a note mentioned
//    (they were asked to look).
// WRITE TO THE GUEST: only the holder, while the chat is active (the soft lock); a reader who is not the
//   holder hears 403 naming the holder.
// WRITE A NOTE: any reader, while the chat is open.
// SUPERVISE (transfer someone else's chat, take it over, the Active chats view): owners, co-admins and the
//   super admin for the whole account; managers for the chats the account's agents hold.
// TRANSFER: the holder or a supervisor of the chat, while it is active.
// TAKE OVER: a supervisor of the chat who does not hold it, while it is active.
// Everything else (another account's chat, one the caller may not read) answers like an unknown id: 404.
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { TEAMWORK_TEXTS } from 'shared-kernel/contracts';
import { authOf } from '../auth';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { chatHolds, chatMentions, chats, users, type ChatRow, type StoredRole, type VisitorRow } from '../db/schema';
import { HttpError, notFound } from '../http/http-error';
import { messageOf, text, withMessage, type ErrorMessage } from '../http/valued-text';
import { servesEveryDepartment, viewerFor } from '../visitors';
import { departmentsAllow } from '../visitors';
import { agentServesChatSql, visibleOpenChat, type ChatCaller } from './chat-access';
import { accountVisitor } from '../visitors';
import { chatById, openChatOf } from './chat-store';

export const CHAT_NOT_FOUND = 'Chat not found';

/** The caller as the read rule sees them. */
export interface ChatReader {
  userId: string;
  accountId: string;
  /** Owners, co-admins and the super admin. */
  wholeAccount: boolean;
  /** Managers: they also read their agents' chats. */
  readsAgentsChats: boolean;
  /** The caller's department ids (unused for the whole account). */
  departments: readonly string[];
}

/**
 * What the rule needs to know of a chat: its row, the role of the user who holds or held it, and whether
 * the caller held it before another did (false when unknown: it is read only when it matters).
 */
export type ChatFacts = Pick<ChatRow, 'clientId' | 'state' | 'agentId' | 'widgetDepartments'> & {
  holderRole: StoredRole | null;
  agentName?: string | null;
  heldBefore?: boolean;
  /** A note of the chat mentions the caller (false when unknown). */
  mentioned?: boolean;
};

export function requestCaller(request: FastifyRequest): ChatCaller {
  const auth = authOf(request);
  return { userId: auth.user.id, role: auth.user.role, accountId: auth.accountId };
}

/**
 * The caller as the rule sees them. Departments come from the account's agents as guest events read them
 * (account-agents-cache.ts: read once per account per moment, forgotten on every node when they change),
 * so a connection's many events do not each ask the database who the caller is.
 */
export async function chatReaderOf(ctx: Pick<AppContext, 'db' | 'audience'>, caller: ChatCaller): Promise<ChatReader> {
  const wholeAccount = servesEveryDepartment(caller.role);
  const readsAgentsChats = caller.role === 'manager';
  if (wholeAccount) return { userId: caller.userId, accountId: caller.accountId, wholeAccount, readsAgentsChats, departments: [] };
  const known = (await ctx.audience.of(caller.accountId)).find((agent) => agent.userId === caller.userId);
  const departments = known ? known.departments : (await viewerFor(ctx.db, { id: caller.userId, role: caller.role })).departments;
  return { userId: caller.userId, accountId: caller.accountId, wholeAccount, readsAgentsChats, departments };
}

/** The rule, row by row. */
export function mayRead(reader: ChatReader, chat: ChatFacts): boolean {
  if (chat.clientId !== reader.accountId) return false;
  if (reader.wholeAccount) return true;
  if (chat.heldBefore && chat.agentId !== reader.userId) return true;
  if (chat.mentioned) return true;
  if (!departmentsAllow(false, reader.departments, chat.widgetDepartments)) return false;
  if (chat.state === 'pending') return true;
  if (chat.agentId === reader.userId) return true;
  return reader.readsAgentsChats && chat.agentId !== null && chat.holderRole === 'agent';
}

export type ChatAction = 'read' | 'write-guest' | 'write-note' | 'transfer' | 'take-over';

/** A refusal's `message` is English; the text it was made from rides along (withMessage, http/valued-text.ts). */
export type Decision = { ok: true } | { ok: false; status: 403 | 404 | 409; message: string };

const ALLOWED: Decision = { ok: true };
/** TEAMWORK_TEXTS.heldBy, word for word, as a text of the error catalogue (answered in the caller's language). */
const heldBy = (name: string) => text('{name} holds this chat: only they can write to the guest', { name });
const refuse = (status: 403 | 404 | 409, message: ErrorMessage): Decision => withMessage({ ok: false as const, status }, message);

/** Supervises the chat: the whole account's readers, and managers for the chats the account's agents hold. */
export function supervises(reader: ChatReader, chat: ChatFacts): boolean {
  if (chat.clientId !== reader.accountId) return false;
  return reader.wholeAccount || (reader.readsAgentsChats && chat.holderRole === 'agent');
}

/** Owners, co-admins, the super admin and managers: the Active chats view. */
export function maySeeActiveChats(reader: ChatReader): boolean {
  return reader.wholeAccount || reader.readsAgentsChats;
}

/** The whole rule: may this caller do this to this chat, and if not, the answer to give. */
export function decide(reader: ChatReader, action: ChatAction, chat: ChatFacts): Decision {
  if (!mayRead(reader, chat)) return refuse(404, CHAT_NOT_FOUND);
  const holds = chat.state === 'active' && chat.agentId === reader.userId;
  switch (action) {
    case 'read':
      return ALLOWED;
    case 'write-guest':
      if (holds) return ALLOWED;
      if (chat.state === 'ended') return refuse(404, CHAT_NOT_FOUND);
      return refuse(403, chat.state === 'active' && chat.agentName ? heldBy(chat.agentName) : TEAMWORK_TEXTS.notHeld);
    case 'write-note':
      return chat.state === 'ended' ? refuse(409, TEAMWORK_TEXTS.chatChanged) : ALLOWED;
    case 'transfer':
      if (chat.state !== 'active') return refuse(409, TEAMWORK_TEXTS.chatChanged);
      return holds || supervises(reader, chat) ? ALLOWED : refuse(403, TEAMWORK_TEXTS.mayNotTransfer);
    case 'take-over':
      if (chat.state !== 'active') return refuse(409, TEAMWORK_TEXTS.chatChanged);
      if (holds) return refuse(409, TEAMWORK_TEXTS.sameHolder);
      return supervises(reader, chat) ? ALLOWED : refuse(403, TEAMWORK_TEXTS.mayNotTakeOver);
  }
}

/**
 * The same rule in SQL, for the `chats` row in scope of a list or a lookup. `ended` narrows it to ended
 * chats (history) and leaves the pending branch out, so that the planner keeps an agent's own index walk.
 */
export function readableChatsWhere(caller: ChatCaller, options: { ended?: boolean } = {}): SQL {
  const scope = and(eq(chats.clientId, caller.accountId), options.ended ? eq(chats.state, 'ended') : undefined)!;
  if (servesEveryDepartment(caller.role)) return scope;
  const agentsChat =
    caller.role === 'manager'
      ? sql`${chats.agentId} in (select ${users.id} from ${users} where ${users.clientId} = ${caller.accountId} and ${users.role} = 'agent')`
      : undefined;
  const offered = options.ended ? undefined : eq(chats.state, 'pending');
  const served = and(agentServesChatSql(caller.userId), or(offered, eq(chats.agentId, caller.userId), agentsChat));
  return and(scope, or(served, heldBeforeSql(caller.userId), mentionedSql(caller.userId)))!;
}

/** The caller held the `chats` row in scope before another holder (or the wait for a department) took it on. */
export function heldBeforeSql(userId: string): SQL {
  // Named in full: drizzle leaves a one-table query's columns unqualified, which the subquery would take as its own.
  return sql`(${chats}.agent_id is distinct from ${userId} and exists (
    select 1 from ${chatHolds} h where h.chat_id = ${chats}.id and h.agent_id = ${userId}
  ))`;
}

/** A note of the `chats` row in scope mentions the caller. */
export function mentionedSql(userId: string): SQL {
  return sql`exists (select 1 from ${chatMentions} mn where mn.chat_id = ${chats}.id and mn.user_id = ${userId})`;
}

async function mentionedIn(db: Db, chatId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: chatMentions.id })
    .from(chatMentions)
    .where(and(eq(chatMentions.chatId, chatId), eq(chatMentions.userId, userId)))
    .limit(1);
  return row !== undefined;
}

async function heldBefore(db: Db, chat: Pick<ChatRow, 'id' | 'agentId'>, userId: string): Promise<boolean> {
  if (chat.agentId === userId) return false;
  const [row] = await db
    .select({ id: chatHolds.id })
    .from(chatHolds)
    .where(and(eq(chatHolds.chatId, chat.id), eq(chatHolds.agentId, userId)))
    .limit(1);
  return row !== undefined;
}

async function holderRoleOf(db: Db, agentId: string | null): Promise<StoredRole | null> {
  if (!agentId) return null;
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, agentId)).limit(1);
  return row?.role ?? null;
}

/** The facts the rule needs about a chat row in hand, for this reader (the holder's role and past holds only when they matter). */
export async function chatFactsFor(db: Db, reader: ChatReader, chat: ChatRow, action: ChatAction = 'read'): Promise<ChatFacts> {
  const asksHolder = (reader.readsAgentsChats || action === 'transfer' || action === 'take-over') && chat.agentId !== null && chat.agentId !== reader.userId;
  const facts: ChatFacts = { ...chat, holderRole: asksHolder ? await holderRoleOf(db, chat.agentId) : null };
  if (!reader.wholeAccount && !mayRead(reader, facts)) {
    facts.heldBefore = await heldBefore(db, chat, reader.userId);
    if (!facts.heldBefore) facts.mentioned = await mentionedIn(db, chat.id, reader.userId);
  }
  return facts;
}

/** Whether the caller may read a chat row already in hand. */
export async function mayReadChat(ctx: AppContext, caller: ChatCaller, chat: ChatRow): Promise<boolean> {
  if (chat.clientId !== caller.accountId) return false;
  const reader = await chatReaderOf(ctx, caller);
  return mayRead(reader, await chatFactsFor(ctx.db, reader, chat));
}

/**
 * The chat named by `chatId` if the caller may do `action` to it; otherwise the rule's answer is thrown as
 * an HttpError (404 for an id the caller may not know, 403 or 409 for a chat they see but may not touch).
 */
export async function chatFor(
  ctx: AppContext,
  caller: ChatCaller,
  chatId: unknown,
  action: ChatAction,
  /** The holder the caller saw (a move): a reader told 409 when another holds it by now. */
  seenHolderId?: string,
): Promise<{ chat: ChatRow; reader: ChatReader; facts: ChatFacts }> {
  const chat = typeof chatId === 'string' && chatId ? await chatById(ctx.db, chatId) : undefined;
  if (!chat || chat.clientId !== caller.accountId) throw notFound(CHAT_NOT_FOUND);
  const reader = await chatReaderOf(ctx, caller);
  const facts = await chatFactsFor(ctx.db, reader, chat, action);
  if (seenHolderId !== undefined && seenHolderId !== chat.agentId && mayRead(reader, facts)) throw new HttpError(409, TEAMWORK_TEXTS.chatChanged);
  const decision = decide(reader, action, facts);
  if (!decision.ok) throw new HttpError(decision.status, messageOf(decision) ?? decision.message);
  return { chat, reader, facts };
}

/**
 * Whether the caller may follow the chat's room, which carries its messages for as long as the socket stays
 * in it: a chat they may read, but a pending one only for the whole account's readers, since whoever
 * accepts it next may be a colleague whose chat the caller must not read.
 */
export async function mayJoinChatRoom(ctx: AppContext, caller: ChatCaller, chat: ChatRow): Promise<boolean> {
  if (chat.state === 'pending' && !servesEveryDepartment(caller.role)) return false;
  return mayReadChat(ctx, caller, chat);
}

/** A chat the caller may read, by id (404 'Chat not found' otherwise: another's chat looks unknown). */
export async function readableChat(ctx: AppContext, caller: ChatCaller, chatId: unknown): Promise<ChatRow> {
  return (await chatFor(ctx, caller, chatId, 'read')).chat;
}

/**
 * The guest's open chat when the rule lets the caller read it (a former holder, a mentioned colleague, a
 * supervisor: whatever the guest's departments), else visibleOpenChat's answer and refusals, which do not
 * tell which guest ids exist.
 */
export async function readableOpenChat(ctx: AppContext, caller: ChatCaller, visitorId: unknown): Promise<{ visitor: VisitorRow; chat: ChatRow | null }> {
  const visitor = await accountVisitor(ctx, caller.accountId, visitorId);
  const open = await openChatOf(ctx.db, visitor.id);
  if (open && (await mayReadChat(ctx, caller, open))) return { visitor, chat: open };
  const seen = await visibleOpenChat(ctx, caller, visitorId);
  if (seen.chat && !(await mayReadChat(ctx, caller, seen.chat))) throw notFound(CHAT_NOT_FOUND);
  return seen;
}
