// Moving a chat between people: to an agent, to a department, or to a supervisor who takes it over.
// Each move is one conditional UPDATE on the holder the caller saw (state active, agent_id = that holder)
// with its record in the same transaction, so of concurrent moves exactly one wins; the others hear 409.
import { and, eq, sql } from 'drizzle-orm';
import { TEAMWORK_TEXTS, type ChatActivity, type ChatHolding } from 'shared-kernel/contracts';
import { widgetDepartmentsOf, type ChatCaller } from '../chats/chat-access';
import { chatFor } from '../chats/chat-policy';
import { messagesAfter } from '../chats/chat-store';
import { announceChat } from '../chats/chat-events';
import { schedulePendingChat } from '../chats/chat-timers';
import { openingMessage } from '../chats/chat-view';
import { restartInactivity } from '../chats/inactivity-timers';
import type { AppContext } from '../context';
import { chats, users, USER_STATUS, type ChatActivityRow, type ChatRow } from '../db/schema';
import { badRequest, HttpError } from '../http/http-error';
import { mayServe } from '../visitors/audience';
import { announceHolderChange, joinHolderToRoom, leaveRoom, postSystemLine, tellGuestNewAgent } from './holder-change';
import { accountDepartment, recordActivity, type NewActivity } from './teamwork-store';
import { toChatActivity, toHolding } from './teamwork-view';

export interface StaffCaller extends ChatCaller {
  fullName: string;
}

export interface TransferInput {
  chatId: string;
  agentId?: string;
  departmentId?: string;
  note: string;
  holderId?: string;
}

export interface Moved {
  holding: ChatHolding;
  activity: ChatActivity;
}

const changed = () => new HttpError(409, TEAMWORK_TEXTS.chatChanged);

/** An active staff member of the account who is online and may serve the chat (its departments or its widget's). */
export async function eligibleTarget(ctx: AppContext, chat: ChatRow, agentId: string): Promise<{ id: string; fullName: string } | null> {
  const agent = (await ctx.audience.of(chat.clientId)).find((candidate) => candidate.userId === agentId);
  if (!agent?.isOnline) return null;
  const serves = mayServe(agent, chat.widgetDepartments) || mayServe(agent, await widgetDepartmentsOf(ctx, chat.widgetId));
  if (!serves) return null;
  const [row] = await ctx.db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(and(eq(users.id, agentId), eq(users.status, USER_STATUS.active)))
    .limit(1);
  return row ?? null;
}

/** The move itself: the conditional UPDATE from the holder seen, and its record, together or not at all. */
async function move(ctx: AppContext, chat: ChatRow, set: Partial<typeof chats.$inferInsert>, activity: NewActivity): Promise<{ moved: ChatRow; record: ChatActivityRow }> {
  const done = await ctx.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(chats)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(chats.id, chat.id), eq(chats.state, 'active'), eq(chats.agentId, chat.agentId ?? '')))
      .returning();
    if (!moved) return null;
    return { moved, record: await recordActivity(tx, activity) };
  });
  if (!done) throw changed();
  return done;
}

function baseActivity(caller: StaffCaller, chat: ChatRow): Omit<NewActivity, 'kind' | 'toAgentId' | 'toAgentName' | 'departmentId' | 'departmentName' | 'note'> {
  return { chatId: chat.id, clientId: chat.clientId, actorId: caller.userId, actorName: caller.fullName, fromAgentId: chat.agentId, fromAgentName: chat.agentName };
}

export async function transferChat(ctx: AppContext, caller: StaffCaller, input: TransferInput): Promise<Moved> {
  if (Boolean(input.agentId) === Boolean(input.departmentId)) throw badRequest(TEAMWORK_TEXTS.oneTarget);
  // The caller acts on the holder they saw: if another holds the chat by now, nothing moves (409).
  const { chat } = await chatFor(ctx, caller, input.chatId, 'transfer', input.holderId);
  return input.agentId ? toAgent(ctx, caller, chat, input.agentId, input.note) : toDepartment(ctx, caller, chat, input.departmentId ?? '', input.note);
}

async function toAgent(ctx: AppContext, caller: StaffCaller, chat: ChatRow, agentId: string, note: string): Promise<Moved> {
  if (agentId === chat.agentId) throw badRequest(TEAMWORK_TEXTS.sameHolder);
  const target = await eligibleTarget(ctx, chat, agentId);
  if (!target) throw badRequest(TEAMWORK_TEXTS.targetUnavailable);
  const { moved, record } = await move(
    ctx,
    chat,
    { agentId: target.id, agentName: target.fullName, waitingDepartmentId: null },
    { ...baseActivity(caller, chat), kind: 'transfer-agent', toAgentId: target.id, toAgentName: target.fullName, departmentId: null, departmentName: null, note },
  );
  joinHolderToRoom(ctx, moved, target.id);
  await announceHolderChange(ctx, moved, record, chat.agentId);
  if (chat.agentId) leaveRoom(ctx, moved, chat.agentId);
  await Promise.all([
    tellGuestNewAgent(ctx, moved, target.id, target.fullName),
    postSystemLine(ctx, moved, record, TEAMWORK_TEXTS.nowChattingWith(target.fullName)),
    restartInactivity(ctx, moved),
  ]);
  return { holding: toHolding(moved, null), activity: toChatActivity(record) };
}

async function toDepartment(ctx: AppContext, caller: StaffCaller, chat: ChatRow, departmentId: string, note: string): Promise<Moved> {
  const department = await accountDepartment(ctx.db, chat.clientId, departmentId);
  if (!department) throw badRequest(TEAMWORK_TEXTS.departmentUnknown);
  const { moved, record } = await move(
    ctx,
    chat,
    // Pending again, for that department only, and not yet priority: the spec's timers start over.
    { state: 'pending', agentId: null, agentName: null, waitingDepartmentId: department.id, widgetDepartments: [department.id], priority: false },
    { ...baseActivity(caller, chat), kind: 'transfer-department', toAgentId: null, toAgentName: null, departmentId: department.id, departmentName: department.title, note },
  );
  await announceHolderChange(ctx, moved, record, chat.agentId);
  await Promise.all([
    schedulePendingChat(ctx, { id: moved.id, createdAt: record.createdAt, priority: false }),
    postSystemLine(ctx, moved, record, TEAMWORK_TEXTS.passedToTeam(department.title)),
    announceChat(ctx, moved, openingMessage(await messagesAfter(ctx.db, moved.id, 0))),
  ]);
  return { holding: toHolding(moved, department.title), activity: toChatActivity(record) };
}

export async function takeOverChat(ctx: AppContext, caller: StaffCaller, chatId: unknown, holderId?: string): Promise<Moved> {
  const { chat } = await chatFor(ctx, caller, chatId, 'take-over', holderId);
  const { moved, record } = await move(
    ctx,
    chat,
    { agentId: caller.userId, agentName: caller.fullName, waitingDepartmentId: null },
    { ...baseActivity(caller, chat), kind: 'take-over', toAgentId: caller.userId, toAgentName: caller.fullName, departmentId: null, departmentName: null, note: '' },
  );
  joinHolderToRoom(ctx, moved, caller.userId);
  // The former holder keeps following it, read-only ("Taken over by Anna").
  await announceHolderChange(ctx, moved, record, chat.agentId);
  await Promise.all([tellGuestNewAgent(ctx, moved, caller.userId, caller.fullName), restartInactivity(ctx, moved)]);
  return { holding: toHolding(moved, null), activity: toChatActivity(record) };
}

/**
 * The accept of a chat that waited for a department after a transfer: its record, and the former holder's
 * read-only panel told that the wait is over.
 */
export async function acceptedAfterTransfer(ctx: AppContext, accepted: ChatRow, accepter: StaffCaller, from: ChatActivityRow | undefined): Promise<void> {
  const record = await recordActivity(ctx.db, {
    chatId: accepted.id,
    clientId: accepted.clientId,
    kind: 'accept-transfer',
    actorId: accepter.userId,
    actorName: accepter.fullName,
    fromAgentId: from?.fromAgentId ?? null,
    fromAgentName: from?.fromAgentName ?? null,
    toAgentId: accepter.userId,
    toAgentName: accepter.fullName,
    departmentId: from?.departmentId ?? null,
    departmentName: from?.departmentName ?? null,
    note: '',
  });
  const previous = from?.fromAgentId ?? null;
  await announceHolderChange(ctx, accepted, record, previous);
  if (previous && previous !== accepter.userId) leaveRoom(ctx, accepted, previous);
}

/** Kept for the accept route: its UPDATE leaves the first accept's time (the agent metrics' start) alone. */
export const firstAcceptedAt = (now: Date) => sql`coalesce(${chats.acceptedAt}, ${now.toISOString()}::timestamptz)`;
