import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context';
import { chats, departmentMembers, visitors, widgets, type ChatRow, type VisitorRow } from '../db/schema';
import { notFound } from '../http/http-error';
import { mayServe, servesEveryDepartment, viewerFor, type GuestViewer } from '../visitors';
import { widgetDepartmentIds } from '../visitors';
import { accountVisitor, VISITOR_NOT_FOUND } from '../visitors';
import { chatById, openChatOf } from './chat-store';

/** The caller of a chat call or event: who, for which account. */
export interface ChatCaller {
  userId: string;
  role: string;
  accountId: string;
}

export async function callerViewer(ctx: AppContext, caller: ChatCaller): Promise<GuestViewer> {
  return viewerFor(ctx.db, { id: caller.userId, role: caller.role });
}

export function mayHandle(viewer: GuestViewer, chat: Pick<ChatRow, 'widgetDepartments'>): boolean {
  return mayServe(viewer, chat.widgetDepartments);
}

/**
 * Refuses a guest outside the viewer's departments exactly as an unknown visitorId, so that the answer
 * does not tell which guest ids exist in the account.
 */
export function assertServes(viewer: GuestViewer, widgetDepartments: string[]): void {
  if (!mayServe(viewer, widgetDepartments)) throw notFound(VISITOR_NOT_FOUND);
}

/**
 * A chat of the caller's account within the caller's departments (404 otherwise: foreign ids look unknown),
 * for calls that act on the caller's own chat and check that themselves. Handing out its content is the
 * read rule's call (chat-policy.ts readableChat), not this one's.
 */
export async function visibleChat(ctx: AppContext, caller: ChatCaller, chatId: unknown): Promise<ChatRow> {
  const chat = typeof chatId === 'string' && chatId ? await chatById(ctx.db, chatId) : undefined;
  if (!chat || chat.clientId !== caller.accountId || !mayHandle(await callerViewer(ctx, caller), chat)) throw notFound('Chat not found');
  return chat;
}

/**
 * The open chat of a guest of the caller's account, visible to the caller; null when the guest has none.
 * Without an open chat the guest's widget decides, so a guest outside the caller's departments (and its
 * past chats) stays out of reach either way, answered as an unknown visitorId (assertServes).
 */
export async function visibleOpenChat(ctx: AppContext, caller: ChatCaller, visitorId: unknown): Promise<{ visitor: VisitorRow; chat: ChatRow | null }> {
  const visitor = await accountVisitor(ctx, caller.accountId, visitorId);
  const chat = (await openChatOf(ctx.db, visitor.id)) ?? null;
  const viewer = await callerViewer(ctx, caller);
  if (chat) assertServes(viewer, chat.widgetDepartments);
  else if (!viewer.unrestricted) assertServes(viewer, await widgetDepartmentsOf(ctx, visitor.widgetId));
  return { visitor, chat };
}

export async function widgetDepartmentsOf(ctx: AppContext, widgetId: string): Promise<string[]> {
  const [widget] = await ctx.db.select({ settings: widgets.settings }).from(widgets).where(eq(widgets.id, widgetId)).limit(1);
  return widget ? widgetDepartmentIds(widget) : [];
}

export async function pluginIdOf(ctx: AppContext, widgetId: string): Promise<string> {
  const [row] = await ctx.db.select({ pluginId: widgets.pluginId }).from(widgets).where(eq(widgets.id, widgetId)).limit(1);
  return row?.pluginId ?? '';
}

/**
 * The caller's own active chat with a guest of the caller's account, as SQL for a statement that acts on
 * it in one go: the rules of visibleOpenChat (account, departments) plus state active and agent = caller.
 * Null for a visitorId that cannot name a guest.
 */
export function ownActiveChatWhere(caller: ChatCaller, visitorId: unknown): SQL | null {
  if (typeof visitorId !== 'string' || !visitorId) return null;
  return and(
    sql`${chats.visitorRowId} = (select ${visitors.id} from ${visitors} where ${visitors.visitorId} = ${visitorId} and ${visitors.clientId} = ${caller.accountId})`,
    eq(chats.clientId, caller.accountId),
    // Redundant with 'active', but lets the planner use the one-open-chat-per-guest index.
    ne(chats.state, 'ended'),
    eq(chats.state, 'active'),
    eq(chats.agentId, caller.userId),
    servesEveryDepartment(caller.role) ? undefined : agentServesChatSql(caller.userId),
  )!;
}

/** departmentsAllow in SQL for the `chats` row in scope: a widget without departments is open to the account, else one must be the agent's. */
export function agentServesChatSql(userId: string | SQL): SQL {
  return sql`(jsonb_array_length(${chats.widgetDepartments}) = 0 or exists (
    select 1 from ${departmentMembers}
    where ${departmentMembers.userId} = ${userId} and ${chats.widgetDepartments} @> jsonb_build_array(${departmentMembers.departmentId})
  ))`;
}
