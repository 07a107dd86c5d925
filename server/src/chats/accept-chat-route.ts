import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { authGuard, authOf } from '../auth/auth-guard';
import type { AppContext } from '../context';
import { chats, users } from '../db/schema';
import { badRequest, HttpError } from '../http/http-error';
import { rooms } from '../realtime/socket-types';
import { tellEligibleAgents, visitorNamespace } from '../visitors/visitor-broadcast';
import { visitorRooms } from '../visitors/visitor-socket-types';
import { visibleOpenChat } from './chat-access';
import { cancelPendingChatJobs } from './chat-jobs';
import { restartInactivity } from './inactivity-timers';
import { visitorIdBody } from '../http/input-schemas';
import { lastDepartmentTransfer } from '../teamwork/teamwork-store';
import { acceptedAfterTransfer, firstAcceptedAt } from '../teamwork/transfer';

export const GUEST_LEFT = 'The guest has left the website';

/** A profile photo's public URL, '' when none. */
export const photoUrl = (fileName: string | null) => (fileName ? `/api/files/profile-photos/${fileName}` : '');

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
    const now = new Date();
    const [accepted] = await ctx.db
      .update(chats)
      // A chat transferred to a department keeps its first accept's time (the agent metrics count each hold apart).
      .set({ state: 'active', agentId: auth.user.id, agentName, acceptedAt: firstAcceptedAt(now), updatedAt: now, waitingDepartmentId: null })
      .where(and(eq(chats.id, chat.id), eq(chats.state, 'pending')))
      .returning();
    if (!accepted) {
      const [current] = await ctx.db.select().from(chats).where(eq(chats.id, chat.id)).limit(1);
      if (current?.state === 'active') {
        throw new HttpError(409, `Chat of Guest${chat.guestId} is already accepted by ${current.agentName ?? 'another agent'}`);
      }
      throw badRequest(GUEST_LEFT);
    }
    await Promise.all([cancelPendingChatJobs(ctx, chat.id), restartInactivity(ctx, accepted)]);
    // The user's consoles acting for this account (not a super admin's tab following another one).
    ctx.io.in(rooms.actingFor(auth.user.id, chat.clientId)).socketsJoin(rooms.chat(chat.id));
    const ref = { visitorId: chat.visitorId, guestId: chat.guestId, chatId: chat.id };
    await tellEligibleAgents(ctx, { accountId: chat.clientId, widgetDepartments: chat.widgetDepartments }, 'chat-accepted', {
      ...ref,
      agentId: auth.user.id,
      agentName,
    });
    if (chat.waitingDepartmentId) {
      const accepter = { ...caller, fullName: agentName };
      await acceptedAfterTransfer(ctx, accepted, accepter, await lastDepartmentTransfer(ctx.db, chat.id));
    }
    const [me] = await ctx.db.select({ photo: users.profilePhoto }).from(users).where(eq(users.id, auth.user.id));
    visitorNamespace(ctx)
      .to(visitorRooms.visitor(chat.visitorId))
      .emit('widget:chat-accepted', { chatId: chat.id, agentName, agentPhotoUrl: photoUrl(me?.photo ?? null) });
    return { agentId: auth.user.id, agentName, chatId: chat.id };
  });
}
