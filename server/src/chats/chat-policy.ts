// Who may read a chat (its messages, catch-up, Guest Info, attachments, history): the one rule every route
// and event that hands out chat content asks, live or ended.
//  - Owners, co-admins and the super admin read every chat of the account.
//  - Everyone else reads only chats of the widget's departments (the spec: non-client agents see only chats
//    whose departments overlap their own), and of those:
//    - the pending chats, offered to them so they can decide to accept;
//    - the chats they hold or held;
//    - for a manager, also the chats the account's agents hold or held (managers manage the agents, see
//      agents/staff-access.ts).
// Writing to a chat has stricter rules of its own (chat-access.ts: only the agent in an active chat).
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { authOf } from '../auth/auth-guard';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { chats, users, type ChatRow, type StoredRole } from '../db/schema';
import { notFound } from '../http/http-error';
import { servesEveryDepartment, viewerFor } from '../visitors/audience';
import { departmentsAllow } from '../visitors/widget-departments';
import { agentServesChatSql, type ChatCaller } from './chat-access';
import { chatById } from './chat-store';

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

/** What the rule needs to know of a chat: its row and the role of the user who holds or held it. */
export type ChatFacts = Pick<ChatRow, 'clientId' | 'state' | 'agentId' | 'widgetDepartments'> & { holderRole: StoredRole | null };

export function requestCaller(request: FastifyRequest): ChatCaller {
  const auth = authOf(request);
  return { userId: auth.user.id, role: auth.user.role, accountId: auth.accountId };
}

export async function chatReaderOf(db: Db, caller: ChatCaller): Promise<ChatReader> {
  const wholeAccount = servesEveryDepartment(caller.role);
  const { departments } = await viewerFor(db, { id: caller.userId, role: caller.role });
  return { userId: caller.userId, accountId: caller.accountId, wholeAccount, readsAgentsChats: caller.role === 'manager', departments };
}

/** The rule, row by row. */
export function mayRead(reader: ChatReader, chat: ChatFacts): boolean {
  if (chat.clientId !== reader.accountId) return false;
  if (reader.wholeAccount) return true;
  if (!departmentsAllow(false, reader.departments, chat.widgetDepartments)) return false;
  if (chat.state === 'pending') return true;
  if (chat.agentId === reader.userId) return true;
  return reader.readsAgentsChats && chat.agentId !== null && chat.holderRole === 'agent';
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
  return and(scope, agentServesChatSql(caller.userId), or(offered, eq(chats.agentId, caller.userId), agentsChat))!;
}

async function holderRoleOf(db: Db, agentId: string | null): Promise<StoredRole | null> {
  if (!agentId) return null;
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, agentId)).limit(1);
  return row?.role ?? null;
}

/** Whether the caller may read a chat row already in hand (the holder's role is read only when it matters). */
export async function mayReadChat(ctx: AppContext, caller: ChatCaller, chat: ChatRow): Promise<boolean> {
  if (chat.clientId !== caller.accountId) return false;
  const reader = await chatReaderOf(ctx.db, caller);
  const asksHolder = reader.readsAgentsChats && chat.agentId !== null && chat.agentId !== caller.userId;
  return mayRead(reader, { ...chat, holderRole: asksHolder ? await holderRoleOf(ctx.db, chat.agentId) : null });
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
  const chat = typeof chatId === 'string' && chatId ? await chatById(ctx.db, chatId) : undefined;
  if (!chat || !(await mayReadChat(ctx, caller, chat))) throw notFound(CHAT_NOT_FOUND);
  return chat;
}
