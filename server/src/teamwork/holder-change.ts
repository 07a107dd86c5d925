// Telling everyone concerned that a chat changed hands: the staff (chat-holder-changed), the guest (a
// system line and the new agent's name and photo), and the rooms that carry the chat's messages.
import { eq } from 'drizzle-orm';
import { systemLineText } from 'shared-kernel/contracts';
import { photoUrl } from '../profile';
import { appendMessage } from '../chats';
import { toMessageEvent, toWidgetMessage } from '../chats';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { users, type ChatActivityRow, type ChatMessageRow, type ChatRow } from '../db/schema';
import { rooms } from '../realtime/socket-types';
import { visitorNamespace } from '../visitors';
import { visitorRooms } from '../visitors';
import { waitingDepartmentName } from './teamwork-store';
import { toChatActivity, toHolding } from './teamwork-view';

export async function announceHolderChange(ctx: AppContext, chat: ChatRow, activity: ChatActivityRow, previousHolderId: string | null): Promise<void> {
  const holding = toHolding(chat, await waitingDepartmentName(ctx.db, chat));
  const payload = { visitorId: chat.visitorId, guestId: chat.guestId, chatId: chat.id, holding, activity: toChatActivity(activity), previousHolderId };
  const targets = [rooms.chat(chat.id), rooms.following(chat.clientId)];
  if (previousHolderId) targets.push(rooms.actingFor(previousHolderId, chat.clientId));
  if (holding.holderId) targets.push(rooms.actingFor(holding.holderId, chat.clientId));
  ctx.io.to(targets).emit('chat-holder-changed', payload);
}

/** The new holder's consoles follow the chat's messages from now on. */
export function joinHolderToRoom(ctx: AppContext, chat: Pick<ChatRow, 'id' | 'clientId'>, holderId: string): void {
  ctx.io.in(rooms.actingFor(holderId, chat.clientId)).socketsJoin(rooms.chat(chat.id));
}

/** A former holder whose chat went to another agent no longer follows it. */
export function leaveRoom(ctx: AppContext, chat: Pick<ChatRow, 'id' | 'clientId'>, userId: string): void {
  ctx.io.in(rooms.actingFor(userId, chat.clientId)).socketsLeave(rooms.chat(chat.id));
}

/** The widget's header shows the agent who holds the chat now. */
export async function tellGuestNewAgent(ctx: AppContext, chat: ChatRow, agentId: string, agentName: string): Promise<void> {
  const [row] = await ctx.db.select({ photo: users.profilePhoto }).from(users).where(eq(users.id, agentId)).limit(1);
  visitorNamespace(ctx)
    .to(visitorRooms.visitor(chat.visitorId))
    .emit('widget:chat-accepted', { chatId: chat.id, agentName, agentPhotoUrl: photoUrl(row?.photo ?? null) });
}

/** The message id of an activity's system line: a repeat of the move finds it again. */
export const systemLineId = (activityId: string) => `system:${activityId}`;

/**
 * One system line for the guest, stored as a message (so the widget's catch-up and the transcript have it)
 * in the move's own transaction. It has no agent: it answers nobody.
 */
export async function storeSystemLine(tx: Db, chat: ChatRow, activity: ChatActivityRow, line: string): Promise<ChatMessageRow> {
  const { message } = await appendMessage(tx, chat.id, {
    direction: 'outbound',
    bodyText: systemLineText(line),
    clientMessageId: systemLineId(activity.id),
    agentId: null,
    agentName: activity.toAgentName,
  });
  return message;
}

/** The stored line to the guest and to the staff following the chat. */
export function deliverSystemLine(ctx: AppContext, chat: ChatRow, message: ChatMessageRow): void {
  visitorNamespace(ctx).to(visitorRooms.visitor(chat.visitorId)).emit('widget:message', toWidgetMessage(message));
  ctx.io.to(rooms.chat(chat.id)).emit('outbound-agent', toMessageEvent(chat, message));
}
