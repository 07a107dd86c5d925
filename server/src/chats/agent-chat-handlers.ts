import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { forgedMarkerError } from 'shared-kernel/contracts';
import { isSendableText } from 'shared-kernel/validation';
import type { AppContext } from '../context';
import { chats, type ChatRow } from '../db/schema';
import { HttpError } from '../http/http-error';
import { withMessage } from '../http/valued-text';
import { onEvent } from '../realtime/on-event';
import { rooms, type AgentSocket } from '../realtime/socket-types';
import { visitorNamespace } from '../visitors';
import { visitorRooms } from '../visitors';
import { messageCreatedEvent } from './chat-event-ref';
import { visibleChat, visibleOpenChat, type ChatCaller } from './chat-access';
import { accountVisitor } from '../visitors';
import { CHAT_NOT_FOUND, chatFor, readableChat } from './chat-policy';
import { appendMessage, messagesAfter, openChatOf, type Appended } from './chat-store';
import { toMessageEvent, toWidgetMessage } from './chat-view';
import { MAX_MESSAGE_LENGTH } from './visitor-chat-handlers';

export const guestUnavailable = (guestId: number) => `Guest${guestId} unavailable, last message not seen. Please end chat.`;

const callerOf = (socket: AgentSocket): ChatCaller => ({ userId: socket.data.userId, role: socket.data.role, accountId: socket.data.accountId });

/** A refused lookup (foreign or unknown id) answers null instead of throwing. */
async function orNull<T>(lookup: Promise<T>): Promise<T | null> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
}

/** The open chat of a guest that this agent accepted. */
async function ownActiveChat(ctx: AppContext, socket: AgentSocket, visitorId: unknown): Promise<ChatRow | null> {
  const found = await orNull(visibleOpenChat(ctx, callerOf(socket), visitorId));
  const chat = found?.chat;
  return chat && chat.state === 'active' && chat.agentId === socket.data.userId ? chat : null;
}

/**
 * Why the caller may not write to this guest: the policy's answer for the guest's open chat (403 naming
 * the holder for a reader, e.g. a stale tab after a transfer), or 'Chat not found'.
 */
async function writeRefusal(ctx: AppContext, socket: AgentSocket, visitorId: unknown): Promise<{ ok: false; status: number; message: string }> {
  const notFound = { ok: false as const, status: 404, message: CHAT_NOT_FOUND };
  // The guest's open chat whatever its departments now (a transfer may have moved it out of the caller's):
  // the policy tells a former holder (403) from a stranger (404).
  const visitor = await orNull(accountVisitor(ctx, socket.data.accountId, visitorId));
  const chat = visitor ? await openChatOf(ctx.db, visitor.id) : undefined;
  if (!chat) return notFound;
  try {
    await chatFor(ctx, callerOf(socket), chat.id, 'write-guest');
    return notFound;
  } catch (error) {
    if (error instanceof HttpError) return withMessage({ ok: false as const, status: error.statusCode }, error.text);
    throw error;
  }
}

/** Agent messages (inbound-agent, acked after commit), sync-chat, typing and mark-as-read. */
export function registerAgentChatHandlers(socket: AgentSocket, ctx: AppContext): void {
  // While the database is out of reach the console hears "send again" (onEvent) and sends it again, same id.
  onEvent(socket, 'inbound-agent', async (payload, ack) => {
    const bodyText = payload?.bodyText;
    if (typeof bodyText !== 'string' || !isSendableText(bodyText) || bodyText.length > MAX_MESSAGE_LENGTH) {
      return ack?.({ ok: false, message: 'The message is empty or too long' });
    }
    const forged = forgedMarkerError(bodyText, 'outbound');
    if (forged) return ack?.({ ok: false, message: forged });
    const messageId = typeof payload?.messageId === 'string' && payload.messageId ? payload.messageId.slice(0, 100) : randomUUID();
    const input = { direction: 'outbound' as const, bodyText, clientMessageId: messageId, agentId: socket.data.userId };
    // The common case in one statement; a refusal or a retry takes the full path, which answers it exactly.
    const visitorId: unknown = payload?.visitorId;
    // Committed after the sender heard "send again" (a frozen database): delivered as it would have been.
    const deliverLate = ({ chat, message }: Appended) => {
      visitorNamespace(ctx).to(visitorRooms.visitor(chat.visitorId)).emit('widget:message', toWidgetMessage(message));
      socket.to(rooms.chat(chat.id)).emit('outbound-agent', toMessageEvent(chat, message));
      ctx.events.emit('message.created', messageCreatedEvent(chat, message));
    };
    const fast =
      typeof visitorId === 'string' && visitorId
        ? await ctx.appends.append({ kind: 'agent', ...callerOf(socket), visitorId }, input, deliverLate)
        : undefined;
    const chat = fast?.chat ?? (await ownActiveChat(ctx, socket, payload?.visitorId));
    if (!chat) return ack?.(await writeRefusal(ctx, socket, payload?.visitorId));
    const { message, created } = fast ? { message: fast.message, created: true } : await appendMessage(ctx.db, chat.id, { ...input, agentName: chat.agentName });
    ack?.({ ok: true, seq: message.seq, chatTime: message.createdAt.toISOString() });
    // No timer moves (the chat's inactivity check reads the last message when it runs).
    // A retry of a stored message is pushed again: the node that stored it may have died before pushing it,
    // and a widget that never lost its connection would not catch up. Both sides merge messages by seq.
    visitorNamespace(ctx).to(visitorRooms.visitor(chat.visitorId)).emit('widget:message', toWidgetMessage(message));
    if (!created) return void socket.to(rooms.chat(chat.id)).emit('outbound-agent', toMessageEvent(chat, message));
    ctx.events.emit('message.created', messageCreatedEvent(chat, message));
    // This node's guests first: only a guest connected elsewhere costs a look at the other nodes.
    if (!ctx.live.get(chat.visitorId) && !(await ctx.guests.find(chat.visitorId))) {
      // Nobody will see it now: the owning agent is told so it can end the chat.
      const ref = { visitorId: chat.visitorId, guestId: chat.guestId, chatId: chat.id };
      const ownConsoles = ctx.io.to(rooms.actingFor(socket.data.userId, chat.clientId));
      ownConsoles.emit('visitor-not-available', ref);
      ownConsoles.emit('message', { type: 'info', message: guestUnavailable(chat.guestId) });
    }
    // The agent's other tabs (and consoles following the chat) show it too.
    socket.to(rooms.chat(chat.id)).emit('outbound-agent', toMessageEvent(chat, message));
  });

  onEvent(socket, 'sync-chat', async (payload, ack) => {
    const afterSeq = payload?.afterSeq;
    // Catch-up hands out the chat's messages: the read rule decides, not mere sight of the guest.
    const chat = await orNull(readableChat(ctx, callerOf(socket), payload?.chatId));
    if (!chat || typeof afterSeq !== 'number' || !Number.isInteger(afterSeq) || afterSeq < 0) {
      return ack?.({ ok: false, messages: [], message: 'Chat not found' });
    }
    const rows = await messagesAfter(ctx.db, chat.id, afterSeq);
    ack?.({ ok: true, messages: rows.map((row) => toMessageEvent(chat, row)) });
  });

  onEvent(socket, 'typing', async (payload, ack) => {
    const chat = await ownActiveChat(ctx, socket, payload?.visitor);
    if (!chat || typeof payload?.typing !== 'boolean') return ack?.({ ok: false });
    ack?.({ ok: true });
    visitorNamespace(ctx)
      .to(visitorRooms.visitor(chat.visitorId))
      .emit('widget:typing', { typing: payload.typing, agentName: chat.agentName ?? '' });
  });

  onEvent(socket, 'mark-as-read', async (payload, ack) => {
    const chat = await orNull(visibleChat(ctx, callerOf(socket), payload?.chatId));
    if (!chat || chat.visitorId !== payload?.visitorId || chat.state === 'ended') return ack?.({ ok: false });
    // Only the agent in the chat reads for the guest: a colleague looking in must not turn the guest's ticks to Read.
    if (chat.state === 'active' && chat.agentId !== socket.data.userId) return ack?.({ ok: false });
    await ctx.db.update(chats).set({ agentReadSeq: chat.lastSeq }).where(eq(chats.id, chat.id));
    ack?.({ ok: true });
    visitorNamespace(ctx).to(visitorRooms.visitor(chat.visitorId)).emit('widget:read', { chatId: chat.id, seq: chat.lastSeq });
  });
}
