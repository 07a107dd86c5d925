import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { chats } from '../db/schema';
import { HttpError } from '../http/http-error';
import { onEvent } from '../realtime/on-event';
import { rooms, type AgentSocket } from '../realtime/socket-types';
import { mayJoinChatRoom, readableOpenChat } from './chat-policy';

const MAX_BULK = 500;

/**
 * The open chat's id when the guest belongs to the caller's account and the caller may see it; for a join,
 * also follow it (the room carries the chat's messages), so nobody joins the room of a colleague's chat.
 */
async function roomChatId(ctx: AppContext, socket: AgentSocket, visitorId: unknown, joining = true): Promise<string | null> {
  try {
    const { chat } = await readableOpenChat(ctx, socket.data, visitorId);
    if (!chat || (joining && !(await mayJoinChatRoom(ctx, socket.data, chat)))) return null;
    return chat.id;
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
}

/** Joins the rooms of the active chats the socket's user accepted in the account it acts for. */
export async function joinOwnChatRooms(ctx: AppContext, socket: AgentSocket): Promise<void> {
  const { userId, accountId } = socket.data;
  const rows = await ctx.db
    .select({ id: chats.id })
    .from(chats)
    .where(and(eq(chats.agentId, userId), eq(chats.clientId, accountId), eq(chats.state, 'active')));
  // A super admin may have moved to another account meanwhile: those rooms are no longer its.
  if (socket.data.accountId === accountId) await socket.join(rows.map((row) => rooms.chat(row.id)));
}

/** join-chat-room / bulk-join-chat-room / leave-chat-room, answered with join-status (and the ack). */
export function registerChatRoomHandlers(socket: AgentSocket, ctx: AppContext): void {
  // A reconnecting console is back in the rooms of the chats its user accepted at once.
  joinOwnChatRooms(ctx, socket).catch((error: unknown) => console.error('joining own chat rooms failed', error));

  onEvent(socket, 'join-chat-room', async (payload, ack) => {
    const chatId = await roomChatId(ctx, socket, payload?.visitorId);
    if (chatId) await socket.join(rooms.chat(chatId));
    socket.emit('join-status', { visitorIds: chatId ? [String(payload?.visitorId)] : [], joined: Boolean(chatId) });
    ack?.({ ok: Boolean(chatId) });
  });

  onEvent(socket, 'bulk-join-chat-room', async (payload, ack) => {
    const asked = Array.isArray(payload?.visitorIds) ? payload.visitorIds.slice(0, MAX_BULK) : [];
    const joined: string[] = [];
    for (const visitorId of asked) {
      const chatId = await roomChatId(ctx, socket, visitorId);
      if (!chatId) continue;
      await socket.join(rooms.chat(chatId));
      joined.push(visitorId);
    }
    socket.emit('join-status', { visitorIds: joined, joined: joined.length > 0 });
    ack?.({ ok: true, joined });
  });

  onEvent(socket, 'leave-chat-room', async (payload, ack) => {
    const chatId = await roomChatId(ctx, socket, payload?.visitorId, false);
    if (chatId) await socket.leave(rooms.chat(chatId));
    socket.emit('join-status', { visitorIds: chatId ? [String(payload?.visitorId)] : [], joined: false });
    ack?.({ ok: Boolean(chatId) });
  });
}
