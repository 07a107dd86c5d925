// Moving a chat between people: to an agent, to a department, or to a supervisor who takes it over.
// Each move is one conditional UPDATE on the holder the caller saw (state active, agent_id = that holder)
// with its record in the same transaction, so of concurrent moves exactly one wins; the others hear 409.
import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { TEAMWORK_TEXTS, type ChatActivity, type ChatHolding } from 'shared-kernel/contracts';
import { widgetDepartmentsOf, type ChatCaller } from '../chats';
import { chatFor } from '../chats';
import { agentRoom, isFull, lockAccountRouting } from '../chats';
import { chatById, messagesAfter, storedMessage } from '../chats';
import { announceChat } from '../chats';
import { schedulePendingChat } from '../chats';
import { openingMessage } from '../chats';
import { restartInactivity } from '../chats';
import type { AppContext } from '../context';
import { chatEventRef, messageCreatedEvent } from '../chats';
import { chats, users, USER_STATUS, type ChatActivityRow, type ChatMessageRow, type ChatRow } from '../db/schema';
import { badRequest, HttpError } from '../http/http-error';
import { text } from '../http/valued-text';
import { mayServe } from '../visitors';
import { guestLine } from './guest-lines';
import { announceHolderChange, deliverSystemLine, joinHolderToRoom, leaveRoom, storeSystemLine, systemLineId, tellGuestNewAgent } from './holder-change';
import { accountDepartment, activityOf, recordActivity, type NewActivity } from './teamwork-store';
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

/**
 * The move itself: the conditional UPDATE from the holder seen, its record and, when the guest is told, the
 * system line, together or not at all (a node that dies after the commit loses no part of it).
 */
async function move(
  ctx: AppContext,
  chat: ChatRow,
  set: PgUpdateSetSource<typeof chats>,
  activity: NewActivity,
  guestLine?: string,
  /** Issue 27: the agent who gets the chat must have room for it (under the account's routing lock). */
  roomFor?: { id: string; fullName: string },
): Promise<{ moved: ChatRow; record: ChatActivityRow; line: ChatMessageRow | null }> {
  const done = await ctx.db.transaction(async (tx) => {
    if (roomFor) {
      await lockAccountRouting(tx, chat.clientId);
      const room = await agentRoom(tx, chat.clientId, roomFor.id, chat.id);
      if (isFull(room)) throw badRequest(text('{name} is at their chat limit ({load} / {limit})', { name: roomFor.fullName, load: room.load, limit: room.chatLimit ?? 0 }));
    }
    const [moved] = await tx
      .update(chats)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(chats.id, chat.id), eq(chats.state, 'active'), eq(chats.agentId, chat.agentId ?? '')))
      .returning();
    if (!moved) return null;
    const record = await recordActivity(tx, activity);
    const line = guestLine ? await storeSystemLine(tx, moved, record, guestLine) : null;
    return { moved: line ? { ...moved, lastSeq: line.seq } : moved, record, line };
  });
  if (!done) throw changed();
  return done;
}

function baseActivity(caller: StaffCaller, chat: ChatRow): Omit<NewActivity, 'kind' | 'toAgentId' | 'toAgentName' | 'departmentId' | 'departmentName' | 'note'> {
  return { chatId: chat.id, clientId: chat.clientId, actorId: caller.userId, actorName: caller.fullName, fromAgentId: chat.agentId, fromAgentName: chat.agentName };
}

export async function transferChat(ctx: AppContext, caller: StaffCaller, input: TransferInput): Promise<Moved> {
  if (Boolean(input.agentId) === Boolean(input.departmentId)) throw badRequest(TEAMWORK_TEXTS.oneTarget);
  try {
    // The caller acts on the holder they saw: if another holds the chat by now, nothing moves (409).
    const { chat } = await chatFor(ctx, caller, input.chatId, 'transfer', input.holderId);
    return await (input.agentId ? toAgent(ctx, caller, chat, input.agentId, input.note) : toDepartment(ctx, caller, chat, input.departmentId ?? '', input.note));
  } catch (error) {
    const repeated = isChanged(error) ? await repeatedMove(ctx, caller, input.chatId, (last) => sameTransfer(last, input)) : null;
    if (repeated) return repeated;
    throw error;
  }
}

const isChanged = (error: unknown) => error instanceof HttpError && error.statusCode === 409;

const sameTransfer = (last: ChatActivityRow, input: TransferInput) =>
  (input.holderId === undefined || last.fromAgentId === input.holderId) &&
  (input.agentId
    ? last.kind === 'transfer-agent' && last.toAgentId === input.agentId
    : last.kind === 'transfer-department' && last.departmentId === (input.departmentId ?? ''));

/**
 * A call repeated after its answer was lost (its node died after the commit, the console asked again
 * elsewhere): when the chat's last move is this caller's same move and the chat is still where it left it,
 * the move is announced again and answered as done instead of 409. Every receiver takes it once.
 */
async function repeatedMove(ctx: AppContext, caller: StaffCaller, chatId: string, same: (last: ChatActivityRow) => boolean): Promise<Moved | null> {
  const chat = await chatById(ctx.db, chatId);
  if (!chat || chat.clientId !== caller.accountId) return null;
  const last = (await activityOf(ctx.db, [chat.id])).at(-1);
  if (!last || last.actorId !== caller.userId || !same(last)) return null;
  const line = await storedMessage(ctx.db, chat.id, systemLineId(last.id));
  if (last.kind === 'transfer-department') {
    if (chat.state !== 'pending' || chat.waitingDepartmentId !== last.departmentId) return null;
    await announceDepartmentTransfer(ctx, chat, last, line ?? null);
    return { holding: toHolding(chat, last.departmentName), activity: toChatActivity(last) };
  }
  if (chat.state !== 'active' || chat.agentId !== last.toAgentId) return null;
  if (last.kind === 'transfer-agent') await announceAgentTransfer(ctx, chat, last, line ?? null);
  else await announceTakeOver(ctx, chat, last);
  return { holding: toHolding(chat, null), activity: toChatActivity(last) };
}

async function toAgent(ctx: AppContext, caller: StaffCaller, chat: ChatRow, agentId: string, note: string): Promise<Moved> {
  if (agentId === chat.agentId) throw badRequest(TEAMWORK_TEXTS.sameHolder);
  const target = await eligibleTarget(ctx, chat, agentId);
  if (!target) throw badRequest(TEAMWORK_TEXTS.targetUnavailable);
  const { moved, record, line } = await move(
    ctx,
    chat,
    { agentId: target.id, agentName: target.fullName, waitingDepartmentId: null },
    { ...baseActivity(caller, chat), kind: 'transfer-agent', toAgentId: target.id, toAgentName: target.fullName, departmentId: null, departmentName: null, note },
    await guestLine(ctx.db, chat, 'guestLine.nowChattingWith', { name: target.fullName }),
    target,
  );
  await announceAgentTransfer(ctx, moved, record, line);
  await restartInactivity(ctx, moved);
  tellTransferred(ctx, moved, record, line);
  return { holding: toHolding(moved, null), activity: toChatActivity(record) };
}

async function toDepartment(ctx: AppContext, caller: StaffCaller, chat: ChatRow, departmentId: string, note: string): Promise<Moved> {
  const department = await accountDepartment(ctx.db, chat.clientId, departmentId);
  if (!department) throw badRequest(TEAMWORK_TEXTS.departmentUnknown);
  const { moved, record, line } = await move(
    ctx,
    chat,
    // Pending again, for that department only, and not yet priority: the spec's timers start over.
    {
      state: 'pending',
      agentId: null,
      agentName: null,
      waitingDepartmentId: department.id,
      widgetDepartments: [department.id],
      priority: false,
      // Issue 27: a new wait, at the back of the department's queue (announced here; the routing pass queues it when no one has room).
      pendingSince: new Date(),
      queueEntry: sql`nextval('chat_queue_entry_seq')`,
      queuePosition: null,
    },
    { ...baseActivity(caller, chat), kind: 'transfer-department', toAgentId: null, toAgentName: null, departmentId: department.id, departmentName: department.title, note },
    await guestLine(ctx.db, chat, 'guestLine.passedToTeam', { department: department.title }),
  );
  await announceDepartmentTransfer(ctx, moved, record, line);
  await schedulePendingChat(ctx, { id: moved.id, createdAt: record.createdAt, priority: false, widgetId: moved.widgetId });
  tellTransferred(ctx, moved, record, line);
  return { holding: toHolding(moved, department.title), activity: toChatActivity(record) };
}

/** Everyone told of a transfer to an agent (again, for a repeated call: every receiver takes it once). */
async function announceAgentTransfer(ctx: AppContext, moved: ChatRow, record: ChatActivityRow, line: ChatMessageRow | null): Promise<void> {
  const target = record.toAgentId ?? '';
  joinHolderToRoom(ctx, moved, target);
  await announceHolderChange(ctx, moved, record, record.fromAgentId);
  if (record.fromAgentId && record.fromAgentId !== target) leaveRoom(ctx, moved, record.fromAgentId);
  await tellGuestNewAgent(ctx, moved, target, record.toAgentName ?? '');
  if (line) deliverSystemLine(ctx, moved, line);
}

async function announceDepartmentTransfer(ctx: AppContext, moved: ChatRow, record: ChatActivityRow, line: ChatMessageRow | null): Promise<void> {
  await announceHolderChange(ctx, moved, record, record.fromAgentId);
  if (line) deliverSystemLine(ctx, moved, line);
  await announceChat(ctx, moved, openingMessage(await messagesAfter(ctx.db, moved.id, 0)));
}

export async function takeOverChat(ctx: AppContext, caller: StaffCaller, chatId: unknown, holderId?: string): Promise<Moved> {
  try {
    const { chat } = await chatFor(ctx, caller, chatId, 'take-over', holderId);
    const { moved, record } = await move(
      ctx,
      chat,
      { agentId: caller.userId, agentName: caller.fullName, waitingDepartmentId: null },
      { ...baseActivity(caller, chat), kind: 'take-over', toAgentId: caller.userId, toAgentName: caller.fullName, departmentId: null, departmentName: null, note: '' },
    );
    await announceTakeOver(ctx, moved, record);
    await restartInactivity(ctx, moved);
    tellTransferred(ctx, moved, record);
    return { holding: toHolding(moved, null), activity: toChatActivity(record) };
  } catch (error) {
    const sameTakeOver = (last: ChatActivityRow) => last.kind === 'take-over' && (holderId === undefined || last.fromAgentId === holderId);
    const repeated = isChanged(error) && typeof chatId === 'string' ? await repeatedMove(ctx, caller, chatId, sameTakeOver) : null;
    if (repeated) return repeated;
    throw error;
  }
}

/** chat.transferred (the routing pass counts the rooms again), and message.created for the guest's line. */
function tellTransferred(ctx: AppContext, moved: ChatRow, record: ChatActivityRow, line: ChatMessageRow | null = null): void {
  ctx.events.emit('chat.transferred', { ...chatEventRef(moved), fromAgentId: record.fromAgentId, toAgentId: record.toAgentId, toDepartmentId: record.departmentId });
  if (line) ctx.events.emit('message.created', messageCreatedEvent(moved, line));
}

/** The former holder keeps following it, read-only ("Taken over by Anna"). */
async function announceTakeOver(ctx: AppContext, moved: ChatRow, record: ChatActivityRow): Promise<void> {
  joinHolderToRoom(ctx, moved, record.toAgentId ?? '');
  await announceHolderChange(ctx, moved, record, record.fromAgentId);
  await tellGuestNewAgent(ctx, moved, record.toAgentId ?? '', record.toAgentName ?? '');
}

/**
 * The accept of a chat that waited for a department after a transfer: its record, and the former holder's
 * read-only panel told that the wait is over.
 */
export async function acceptedAfterTransfer(
  ctx: AppContext,
  accepted: ChatRow,
  accepter: Pick<StaffCaller, 'userId' | 'fullName'>,
  from: ChatActivityRow | undefined,
): Promise<void> {
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


