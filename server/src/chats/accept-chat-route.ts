import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { authGuard, authOf } from '../auth';
import type { AppContext } from '../context';
import { chatEventRef } from './chat-event-ref';
import { chatOffers, chats, users, type ChatRow } from '../db/schema';
import { agentRoom, atChatLimit, isFull, lockAccountRouting } from './agent-room';
import { scheduleReplyCheck } from './escalation-timers';
import { badRequest, HttpError } from '../http/http-error';
import { text } from '../http/valued-text';
import { photoUrl } from '../profile';
import { rooms } from '../realtime/socket-types';
import { tellEligibleAgents, visitorNamespace } from '../visitors';
import { visitorRooms } from '../visitors';
import { visibleOpenChat } from './chat-access';
import { cancelPendingChatJobs } from './chat-jobs';
import { restartInactivity } from './inactivity-timers';
import { visitorIdBody } from '../http/input-schemas';

export const GUEST_LEFT = 'The guest has left the website';

/**
 * The accept itself, under the account's routing lock: refused when the agent is at their chat limit (a
 * chat offered to them is already counted), else the conditional UPDATE on the pending chat; an open
 * offer of the chat is closed with it and the agent's missed offers start afresh.
 */
async function takeChat(ctx: AppContext, chat: ChatRow, agent: { id: string; name: string }) {
  return ctx.db.transaction(async (tx) => {
    await lockAccountRouting(tx, chat.clientId);
    const [current] = await tx.select({ offeredTo: chats.offeredTo }).from(chats).where(eq(chats.id, chat.id));
    const offeredTo = current?.offeredTo ?? null;
    const room = await agentRoom(tx, chat.clientId, agent.id, chat.id);
    if (isFull(room) && offeredTo !== agent.id) return { full: room, accepted: undefined, offeredTo };
    const now = new Date();
    const [accepted] = await tx
      .update(chats)
      // A chat transferred to a department keeps its first accept's time (the agent metrics count each hold apart).
      .set({
        state: 'active',
        agentId: agent.id,
        agentName: agent.name,
        acceptedAt: firstAcceptedAt(now),
        updatedAt: now,
        waitingDepartmentId: null,
        offeredTo: null,
        offerExpiresAt: null,
        queuePosition: null,
      })
      .where(and(eq(chats.id, chat.id), eq(chats.state, 'pending')))
      .returning();
    if (accepted) {
      await tx
        .update(chatOffers)
        .set({ outcome: offeredTo === agent.id ? 'accepted' : 'withdrawn', endedAt: now })
        .where(and(eq(chatOffers.chatId, chat.id), isNull(chatOffers.outcome)));
      await tx.update(users).set({ missedOffers: 0, notRespondingSince: null, lastAssignedAt: now }).where(eq(users.id, agent.id));
    }
    return { full: null, accepted, offeredTo };
  });
}

/** An accept's time, unless the chat was accepted before (a transfer): the agent metrics' start stays the first accept. */
export const firstAcceptedAt = (now: Date) => sql`coalesce(${chats.acceptedAt}, ${now.toISOString()}::timestamptz)`;

/**
 * POST /visitor/accept-chat { visitorId }: the first accept wins (a conditional UPDATE on the pending
 * chat); a later one answers 409 'Chat of Guest{id} is already accepted by {agent}'.
 */
export function registerAcceptChatRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post('/visitor/accept-chat', { onRequest: authGuard(ctx), schema: { body: visitorIdBody } }, async (request) => {
    const auth = authOf(request);
    const body = (request.body ?? {}) as { visitorId?: unknown };
    const caller = { userId: auth.user.id, role: auth.user.role, accountId: auth.accountId };
    const { chat } = await visibleOpenChat(ctx, caller, body.visitorId);
    if (!chat) throw badRequest(GUEST_LEFT);
    const agentName = auth.user.fullName;
    const taken = await takeChat(ctx, chat, { id: auth.user.id, name: agentName });
    if (taken.full) throw new HttpError(409, atChatLimit(taken.full));
    const { accepted } = taken;
    if (!accepted) {
      const [current] = await ctx.db.select().from(chats).where(eq(chats.id, chat.id)).limit(1);
      if (current?.state === 'active') {
        const { guestId } = chat;
        throw new HttpError(
          409,
          current.agentName === null
            ? text('Chat of Guest{guestId} is already accepted by another agent', { guestId })
            : text('Chat of Guest{guestId} is already accepted by {agentName}', { guestId, agentName: current.agentName }),
        );
      }
      throw badRequest(GUEST_LEFT);
    }
    if (taken.offeredTo && taken.offeredTo !== auth.user.id) {
      ctx.io.to(rooms.user(taken.offeredTo)).emit('chat-offer-withdrawn', { visitorId: chat.visitorId, guestId: chat.guestId, chatId: chat.id, reason: 'taken' });
    }
    await Promise.all([cancelPendingChatJobs(ctx, chat.id), restartInactivity(ctx, accepted), scheduleReplyCheck(ctx, accepted)]);
    // The user's consoles acting for this account (not a super admin's tab following another one).
    ctx.io.in(rooms.actingFor(auth.user.id, chat.clientId)).socketsJoin(rooms.chat(chat.id));
    const ref = { visitorId: chat.visitorId, guestId: chat.guestId, chatId: chat.id };
    await tellEligibleAgents(ctx, { accountId: chat.clientId, widgetDepartments: chat.widgetDepartments }, 'chat-accepted', {
      ...ref,
      agentId: auth.user.id,
      agentName,
    });
    // The routing counts the room again; after a transfer to a department, teamwork records whose the chat is now.
    await ctx.events.emit('chat.accepted', { ...chatEventRef(accepted), agentId: auth.user.id, agentName, waitedForDepartmentId: chat.waitingDepartmentId });
    const [me] = await ctx.db.select({ photo: users.profilePhoto }).from(users).where(eq(users.id, auth.user.id));
    visitorNamespace(ctx)
      .to(visitorRooms.visitor(chat.visitorId))
      .emit('widget:chat-accepted', { chatId: chat.id, agentName, agentPhotoUrl: photoUrl(me?.photo ?? null) });
    return { agentId: auth.user.id, agentName, chatId: chat.id };
  });
}
