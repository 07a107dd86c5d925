// Console events of teamwork: notes (chat-note) and who has a chat open and types in it (chat-viewing).
import { eq } from 'drizzle-orm';
import type { ChatTypingMode, ChatViewer } from 'shared-kernel/contracts';
import type { ChatCaller } from '../chats';
import { chatFor } from '../chats';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { HttpError } from '../http/http-error';
import { refusal } from '../http/valued-text';
import { onEvent } from '../realtime/on-event';
import { rooms, type AgentSocket } from '../realtime/socket-types';
import { addNote } from './notes';

const callerOf = (socket: AgentSocket): ChatCaller => ({ userId: socket.data.userId, role: socket.data.role, accountId: socket.data.accountId });

const TYPING_MODES = new Set<ChatTypingMode>(['message', 'note', null]);
const VIEWERS_PREFIX = rooms.viewers('');

/** The socket user's name and photo, read once per connection (they label notes and the viewing avatars). */
function profileReader(ctx: AppContext, socket: AgentSocket): () => Promise<{ fullName: string; photo: string | null }> {
  let profile: Promise<{ fullName: string; photo: string | null }> | null = null;
  return () => {
    profile ??= ctx.db
      .select({ fullName: users.fullName, photo: users.profilePhoto })
      .from(users)
      .where(eq(users.id, socket.data.userId))
      .limit(1)
      .then(([row]) => row ?? { fullName: '', photo: null });
    profile.catch(() => {
      profile = null;
    });
    return profile;
  };
}

export function registerTeamworkHandlers(socket: AgentSocket, ctx: AppContext): void {
  const profile = profileReader(ctx, socket);
  // Chats this socket was allowed to view: its repeats every few seconds do not ask the database again.
  const viewing = new Set<string>();

  onEvent(socket, 'chat-note', async (payload, ack) => {
    try {
      const note = await addNote(ctx, { ...callerOf(socket), fullName: (await profile()).fullName }, payload ?? {});
      ack?.({ ok: true, note });
    } catch (error) {
      if (error instanceof HttpError) return ack?.(refusal(error.text));
      throw error;
    }
  });

  onEvent(socket, 'chat-viewing', async (payload, ack) => {
    const chatId = payload?.chatId;
    const typing = payload?.typing ?? null;
    if (typeof chatId !== 'string' || !chatId || typeof payload?.viewing !== 'boolean' || !TYPING_MODES.has(typing as ChatTypingMode)) return ack?.({ ok: false });
    if (!payload.viewing) {
      if (viewing.delete(chatId)) await tellViewers(socket, chatId, false, null);
      await socket.leave(rooms.viewers(chatId));
      return ack?.({ ok: true });
    }
    if (!viewing.has(chatId)) {
      try {
        await chatFor(ctx, callerOf(socket), chatId, 'read');
      } catch (error) {
        if (error instanceof HttpError) return ack?.({ ok: false });
        throw error;
      }
      viewing.add(chatId);
      await socket.join(rooms.viewers(chatId));
    }
    ack?.({ ok: true });
    await tellViewers(socket, chatId, true, typing as ChatTypingMode);
  });

  const tellViewers = async (from: AgentSocket, chatId: string, isViewing: boolean, typing: ChatTypingMode) => {
    const { fullName, photo } = await profile();
    const viewer: ChatViewer = { userId: from.data.userId, fullName, photo, typing };
    from.nsp.to(rooms.viewers(chatId)).except(from.id).emit('chat-presence', { chatId, viewer, viewing: isViewing });
  };

  // A closed tab or a lost connection: the others hear it at once (a dead node's consoles expire on their own).
  socket.on('disconnecting', () => {
    for (const room of socket.rooms) {
      if (!room.startsWith(VIEWERS_PREFIX)) continue;
      tellViewers(socket, room.slice(VIEWERS_PREFIX.length), false, null).catch(() => undefined);
    }
  });
}
