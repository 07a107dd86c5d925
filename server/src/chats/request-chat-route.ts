import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { forgedMarkerError } from 'shared-kernel/contracts';
import { isSendableText } from 'shared-kernel/validation';
import { authGuard, authOf } from '../auth';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { badRequest, HttpError } from '../http/http-error';
import { text } from '../http/valued-text';
import { agentRoom, atChatLimit, isFull } from './agent-room';
import { scheduleReplyCheck } from './escalation-timers';
import { rooms } from '../realtime/socket-types';
import { viewerFor } from '../visitors';
import { isGuestBlocked } from '../visitors';
import { tellEligibleAgents, visitorNamespace } from '../visitors';
import { visitorRooms } from '../visitors';
import { photoUrl } from '../profile';
import { GUEST_LEFT } from './accept-chat-route';
import { assertServes, widgetDepartmentsOf } from './chat-access';
import { accountVisitor } from '../visitors';
import { appendMessage, createActiveChat } from './chat-store';
import { chatEventRef, contactRef, messageCreatedEvent } from './chat-event-ref';
import { toWidgetMessage } from './chat-view';
import { scheduleInactivity } from './inactivity-timers';
import { MAX_MESSAGE_LENGTH } from './visitor-chat-handlers';
import { string } from 'yup';
import { visitorIdBody } from '../http/input-schemas';

/**
 * POST /chat/request-chat { visitorId, bodyText }: an agent starts a chat with a guest browsing now;
 * the chat is active at once with the agent's first message.
 */
export function registerRequestChatRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post('/chat/request-chat', { onRequest: authGuard(ctx), schema: { body: visitorIdBody.shape({ bodyText: string() }) } }, async (request) => {
    const auth = authOf(request);
    const body = (request.body ?? {}) as { visitorId?: unknown; bodyText?: unknown };
    const visitor = await accountVisitor(ctx, auth.accountId, body.visitorId);
    // Connected to any node (several nodes share the guests' directory).
    const live = await ctx.guests.find(visitor.visitorId);
    // Departments first: a guest outside them is answered as an unknown id whether present or gone.
    assertServes(await viewerFor(ctx.db, auth.user), live ? live.widgetDepartments : await widgetDepartmentsOf(ctx, visitor.widgetId));
    if (!live) throw badRequest(GUEST_LEFT);
    if (typeof body.bodyText !== 'string' || !isSendableText(body.bodyText) || body.bodyText.length > MAX_MESSAGE_LENGTH) {
      throw badRequest('The message is empty or too long');
    }
    const forged = forgedMarkerError(body.bodyText, 'outbound');
    if (forged) throw badRequest(forged);
    if (await isGuestBlocked(ctx.db, { rowId: visitor.id, accountId: auth.accountId })) throw badRequest('This guest is blocked');
    const agentName = auth.user.fullName;
    // Issue 27: a chat the agent starts counts against their chat limit as an accepted one does.
    const room = await agentRoom(ctx.db, auth.accountId, auth.user.id, '');
    if (isFull(room)) throw new HttpError(409, atChatLimit(room));
    const created = await createActiveChat(
      ctx.db,
      {
        clientId: auth.accountId,
        widgetId: visitor.widgetId,
        visitorRowId: visitor.id,
        visitorId: visitor.visitorId,
        guestId: visitor.guestId,
        widgetDepartments: live.widgetDepartments,
      },
      { id: auth.user.id, name: agentName },
    );
    if (!created) throw badRequest(text('Guest{guestId} has already initiated a chat', { guestId: visitor.guestId }));
    const { chat, newContact } = created;
    ctx.events.emit('chat.opened', { ...chatEventRef(chat), startedBy: 'agent', agentId: auth.user.id });
    if (newContact) ctx.events.emit('contact.created', { ...contactRef(chat), source: 'chat', contact: newContact });
    const { message } = await appendMessage(ctx.db, chat.id, {
      direction: 'outbound',
      bodyText: body.bodyText,
      clientMessageId: `request-${chat.id}`,
      agentId: auth.user.id,
      agentName,
    });
    ctx.events.emit('message.created', messageCreatedEvent(chat, message));
    await Promise.all([scheduleInactivity(ctx, chat.id, message), scheduleReplyCheck(ctx, chat)]);
    ctx.io.in(rooms.actingFor(auth.user.id, chat.clientId)).socketsJoin(rooms.chat(chat.id));
    const [me] = await ctx.db.select({ photo: users.profilePhoto }).from(users).where(eq(users.id, auth.user.id));
    const guestSockets = visitorNamespace(ctx).to(visitorRooms.visitor(visitor.visitorId));
    guestSockets.emit('widget:chat-accepted', { chatId: chat.id, agentName, agentPhotoUrl: photoUrl(me?.photo ?? null) });
    guestSockets.emit('widget:message', toWidgetMessage(message));
    // Other consoles mark the guest as in a chat.
    await tellEligibleAgents(ctx, live, 'chat-accepted', {
      visitorId: visitor.visitorId,
      guestId: visitor.guestId,
      chatId: chat.id,
      agentId: auth.user.id,
      agentName,
    });
    return { acknowledged: true, visitorId: visitor.visitorId, chatId: chat.id };
  });
}
