import { eq } from 'drizzle-orm';
import { CHAT_STATUS, forgedMarkerError, VISITOR_BLOCKED, VISITOR_BLOCKED_CODE } from 'shared-kernel/contracts';
import { isSendableText } from 'shared-kernel/validation';
import { chats } from '../db/schema';
import { rooms } from '../realtime/socket-types';
import { isGuestBlocked } from '../visitors';
import type { VisitorEventHandlers } from '../visitors';
import { visitorRooms } from '../visitors';
import { openWithAutoMessage } from './auto-message-opening';
import { announceChatEnd, deliverGuestMessage } from './chat-events';
import { appendMessage, chatById, endChat, messagesAfter, openChatOf, openOrCreateChat, type Appended } from './chat-store';
import { toWidgetMessage } from './chat-view';
import { chatEventRef, contactRef, messageCreatedEvent } from './chat-event-ref';
import { cancelChatJobs } from './chat-jobs';
import { schedulePendingChat } from './chat-timers';

export const MAX_MESSAGE_LENGTH = 5000;
const MAX_CLIENT_ID = 100;

const seqFrom = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null);

/** The guest's chat events: messages (creating the pending chat), sync after a reconnect, typing and read points. */
export const VISITOR_CHAT_EVENTS: VisitorEventHandlers = {
  // While the database is out of reach the widget hears "send again" (the event guard) and sends it again, same id.
  'visitor:message': async (ctx, socket, payload, ack) => {
    const { rowId, visitorId } = socket.data;
    const { clientMessageId, bodyText, autoMessageId } = payload;
    if (typeof clientMessageId !== 'string' || !clientMessageId || clientMessageId.length > MAX_CLIENT_ID) {
      return ack({ ok: false, error: 'A clientMessageId is required' });
    }
    if (typeof bodyText !== 'string' || !isSendableText(bodyText)) return ack({ ok: false, error: 'The message is empty' });
    if (bodyText.length > MAX_MESSAGE_LENGTH) return ack({ ok: false, error: 'The message is too long' });
    const forged = forgedMarkerError(bodyText, 'inbound');
    if (forged) return ack({ ok: false, error: forged });
    const { widgetId, accountId, guestId } = socket.data;
    const live = ctx.live.get(visitorId);
    const input = { direction: 'inbound' as const, bodyText, clientMessageId };
    // Most messages go to a chat that is already open, from a guest not blocked: one statement.
    // The first message, a retry or a blocked guest take the full path.
    // Committed after the sender heard "send again" (a frozen database): delivered as it would have been.
    const deliverLate = (late: Appended) => {
      socket.to(visitorRooms.visitor(visitorId)).emit('widget:message', toWidgetMessage(late.message));
      deliverGuestMessage(ctx, late.chat, late.message).catch((error: unknown) => console.error('late guest message delivery failed', error));
      ctx.events.emit('message.created', messageCreatedEvent(late.chat, late.message));
    };
    const fast = await ctx.appends.append({ kind: 'guest', rowId, accountId }, input, deliverLate);
    if (!fast && (await isGuestBlocked(ctx.db, socket.data))) return ack({ ok: false, error: VISITOR_BLOCKED, code: VISITOR_BLOCKED_CODE });
    const { chat, created: chatCreated, newContact } = fast
      ? { chat: fast.chat, created: false, newContact: undefined }
      : await openOrCreateChat(ctx.db, {
          clientId: accountId,
          widgetId,
          visitorRowId: rowId,
          visitorId,
          guestId,
          widgetDepartments: live?.widgetDepartments ?? [],
        });
    const opening = chatCreated && typeof autoMessageId === 'string' && autoMessageId ? await openWithAutoMessage(ctx, socket, chat.id, autoMessageId) : undefined;
    const { message, created } = fast ? { message: fast.message, created: true } : await appendMessage(ctx.db, chat.id, input);
    if (live) live.lastActivity = Date.now();
    ack({ ok: true, message: toWidgetMessage(message) });
    // The guest's other tabs show it too.
    socket.to(visitorRooms.visitor(visitorId)).emit('widget:message', toWidgetMessage(message));
    // A retry of a stored message is pushed again: the node that stored it may have died before pushing it,
    // and a console that never lost its connection would not catch up. Both sides merge messages by seq.
    if (!created) {
      // The node that opened the chat may have died before routing it (issue 27).
      if (chat.state === 'pending' && chat.queuePosition === 0) ctx.events.emit('chat.pending', { ...chatEventRef(chat), reason: 'retried' });
      return deliverGuestMessage(ctx, chat, message);
    }
    // A message moves no timer: the chat's inactivity check reads the last message when it runs.
    if (chatCreated) {
      ctx.events.emit('chat.opened', { ...chatEventRef(chat), startedBy: 'guest', agentId: null });
      if (newContact) ctx.events.emit('contact.created', { ...contactRef(chat), source: 'chat', contact: newContact });
      if (opening) ctx.events.emit('message.created', messageCreatedEvent(chat, opening));
      ctx.events.emit('message.created', messageCreatedEvent(chat, message));
      // Offered to the agents (or queued) by the routing's listener.
      ctx.events.emit('chat.pending', { ...chatEventRef(chat), reason: 'new' });
      await schedulePendingChat(ctx, chat);
    } else {
      ctx.events.emit('message.created', messageCreatedEvent(chat, message));
      await deliverGuestMessage(ctx, chat, message);
    }
  },

  // The guest closes its chat; there is no guest end reason among statuses 1-4, so it reads as ended (5).
  'visitor:end-chat': async (ctx, socket, _payload, ack) => {
    const { rowId } = socket.data;
    const chat = await openChatOf(ctx.db, rowId);
    const ended = chat ? await endChat(ctx.db, chat.id, CHAT_STATUS.ENDED_BY_AGENT) : undefined;
    ack({ ok: Boolean(ended) });
    if (!ended) return;
    await Promise.all([cancelChatJobs(ctx, ended.id), announceChatEnd(ctx, ended)]);
  },

  'visitor:sync': async (ctx, socket, payload, ack) => {
    const { rowId } = socket.data;
    const afterSeq = seqFrom(payload.afterSeq);
    const chat = typeof payload.chatId === 'string' ? await chatById(ctx.db, payload.chatId) : undefined;
    if (!chat || chat.visitorRowId !== rowId || afterSeq === null) return ack({ ok: false, error: 'Chat not found' });
    ack({ ok: true, messages: (await messagesAfter(ctx.db, chat.id, afterSeq)).map(toWidgetMessage) });
  },

  'visitor:typing': async (ctx, socket, payload, ack) => {
    const { rowId, visitorId } = socket.data;
    const chat = await openChatOf(ctx.db, rowId);
    if (!chat || typeof payload.typing !== 'boolean') return ack({ ok: false });
    ack({ ok: true });
    ctx.io.to(rooms.chat(chat.id)).emit('display-typing', { visitorId, guestId: chat.guestId, typing: payload.typing });
  },

  'visitor:read': async (ctx, socket, payload, ack) => {
    const { rowId, visitorId } = socket.data;
    const seq = seqFrom(payload.seq);
    const chat = typeof payload.chatId === 'string' ? await chatById(ctx.db, payload.chatId) : undefined;
    if (!chat || chat.visitorRowId !== rowId || seq === null || seq > chat.lastSeq) return ack({ ok: false });
    if (seq > chat.visitorReadSeq) await ctx.db.update(chats).set({ visitorReadSeq: seq }).where(eq(chats.id, chat.id));
    ack({ ok: true });
    const [read] = await messagesAfter(ctx.db, chat.id, seq - 1);
    ctx.io.to(rooms.chat(chat.id)).emit('marked-as-read', {
      visitorId,
      guestId: chat.guestId,
      chatId: chat.id,
      readUpTo: (read?.createdAt ?? new Date()).toISOString(),
    });
  },
};
