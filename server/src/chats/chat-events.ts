import type { AppContext } from '../context';
import type { ChatMessageRow, ChatRow } from '../db/schema';
import { rooms } from '../realtime/socket-types';
import { ratingEnabledFor } from '../widgets';
import { agentTookPart } from '../ratings';
import { tellEligibleAgents, visitorNamespace } from '../visitors';
import { visitorRooms } from '../visitors';
import { pluginIdOf } from './chat-access';
import { announceHistory } from './chat-history-events';
import { chatEventRef } from './chat-event-ref';
import { toIncomingChat, toMessageEvent } from './chat-view';

const audienceOf = (chat: ChatRow) => ({ accountId: chat.clientId, widgetDepartments: chat.widgetDepartments });

/** chat-initialized (or chat-not-accepted when re-announced as priority) to the eligible online agents. */
export async function announceChat(ctx: AppContext, chat: ChatRow, first: ChatMessageRow | undefined): Promise<void> {
  const incoming = toIncomingChat(chat, first, await pluginIdOf(ctx, chat.widgetId));
  await tellEligibleAgents(ctx, audienceOf(chat), chat.priority ? 'chat-not-accepted' : 'chat-initialized', incoming);
}

/** A guest message: to the chat room once accepted, to everyone who may accept it while pending. */
export async function deliverGuestMessage(ctx: AppContext, chat: ChatRow, message: ChatMessageRow): Promise<void> {
  const event = toMessageEvent(chat, message);
  if (chat.state === 'active') ctx.io.to(rooms.chat(chat.id)).emit('outbound-agent', event);
  // Pending: the agents it is offered to, and its room (whoever transferred it follows it while it waits).
  else await tellEligibleAgents(ctx, audienceOf(chat), 'outbound-agent', event, [rooms.chat(chat.id)]);
}

/** chat-ended to the agents, widget:chat-ended to the guest, the room emptied, chat.ended told; then new-chat-history. */
export async function announceChatEnd(ctx: AppContext, chat: ChatRow): Promise<void> {
  const status = (chat.status ?? 5) as 1 | 2 | 3 | 4 | 5;
  const payload = { visitorId: chat.visitorId, guestId: chat.guestId, chatId: chat.id, status, agentId: chat.agentId };
  // The room, and the agents who were offered the chat (they drop it from their pending list).
  await tellEligibleAgents(ctx, audienceOf(chat), 'chat-ended', payload, [rooms.chat(chat.id)]);
  // Issue 28: the widget asks for a rating when an agent took part and the widget has ratings on.
  const rateable = agentTookPart(chat) && (await ratingEnabledFor(ctx.db, chat.widgetId));
  visitorNamespace(ctx).to(visitorRooms.visitor(chat.visitorId)).emit('widget:chat-ended', { chatId: chat.id, status, rateable });
  ctx.io.in(rooms.chat(chat.id)).socketsLeave(rooms.chat(chat.id));
  // The queue moves on, the reports count it, the transcript is mailed: each its module's listener. Awaited:
  // their jobs are queued before the end is answered, so a node that dies after answering loses none.
  await ctx.events.emit('chat.ended', chatEndedEvent(chat));
  await announceHistory(ctx, chat);
}

export function chatEndedEvent(chat: ChatRow) {
  const status = (chat.status ?? 5) as 1 | 2 | 3 | 4 | 5;
  return { ...chatEventRef(chat), status, agentId: chat.agentId, endedAt: (chat.endedAt ?? new Date()).toISOString() };
}
