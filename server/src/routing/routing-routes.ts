// HTTP calls of routing (issue 27): the queues, declining an offer, an agent's chat limit.
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { QueueDepartment, RoutingAgent, RoutingOverview } from 'shared-kernel/contracts';
import { CHAT_LIMIT_MAX, CHAT_LIMIT_MIN } from 'shared-kernel/queue';
import { number, object, string } from 'yup';
import { authGuard, authOf } from '../auth';
import { manageableStaff } from '../agents';
import type { AppContext } from '../context';
import { chatOffers, chats, departments, users } from '../db/schema';
import { forbidden, notFound } from '../http/http-error';
import { NO_INPUT } from '../http/route-input';
import { rooms } from '../realtime/socket-types';
import { roleFlags } from '../auth';
import { viewerFor, type GuestViewer } from '../visitors';
import { departmentsAllow } from '../visitors';
import { lockAccountRouting } from '../chats';
import { CHAT_LIMIT_INVALID, chatLimitOf, setChatLimit } from '../agents';

export const ROUTING_MESSAGES = {
  chatNotFound: 'Chat not found',
  mayNotSetLimit: 'Only an admin, co-admin or manager of the account can set chat limits',
} as const;

const id = () => string().trim().max(100, 'An id is too long');
const declineBody = object({ chatId: id().required('chatId is required') });
const limitRule = number()
  .typeError(CHAT_LIMIT_INVALID)
  .integer(CHAT_LIMIT_INVALID)
  .min(CHAT_LIMIT_MIN, CHAT_LIMIT_INVALID)
  .max(CHAT_LIMIT_MAX, CHAT_LIMIT_INVALID);
const chatLimitBody = object({ agentId: id().required('agentId is required'), chatLimit: limitRule.nullable().defined('chatLimit is required (null for no limit)') });

/** Owners, co-admins, the super admin and managers. */
function isSupervisor(user: Parameters<typeof roleFlags>[0]): boolean {
  const { isAdmin, isClient } = roleFlags(user);
  return isAdmin || isClient || user.role === 'manager';
}

export function registerRoutingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const onRequest = authGuard(ctx);

  app.get('/chat/queue', { onRequest, schema: NO_INPUT }, async (request): Promise<RoutingOverview> => {
    const { user, accountId } = authOf(request);
    const viewer = await viewerFor(ctx.db, user);
    const [queues, agents] = await Promise.all([queuesOf(ctx, accountId, viewer), isSupervisor(user) ? agentsOf(ctx, accountId, viewer) : []]);
    return { departments: queues, agents };
  });

  app.post('/chat/decline-offer', { onRequest, schema: { body: declineBody } }, async (request) => {
    const { user, accountId } = authOf(request);
    const { chatId } = request.body as { chatId: string };
    const declined = await ctx.db.transaction(async (tx) => {
      await lockAccountRouting(tx, accountId);
      const [chat] = await tx
        .update(chats)
        .set({ offeredTo: null, offerExpiresAt: null })
        .where(and(eq(chats.id, chatId), eq(chats.clientId, accountId), eq(chats.state, 'pending'), eq(chats.offeredTo, user.id)))
        .returning();
      if (!chat) return null;
      const now = new Date();
      await tx.update(chatOffers).set({ outcome: 'declined', endedAt: now }).where(and(eq(chatOffers.chatId, chatId), isNull(chatOffers.outcome)));
      // Turning an offer down is an answer: the agent is responding.
      await tx.update(users).set({ missedOffers: 0, notRespondingSince: null }).where(eq(users.id, user.id));
      return chat;
    });
    if (!declined) throw notFound(ROUTING_MESSAGES.chatNotFound);
    ctx.io.to(rooms.user(user.id)).emit('chat-offer-withdrawn', { visitorId: declined.visitorId, guestId: declined.guestId, chatId, reason: 'declined' });
    ctx.routing.kick(accountId);
    return { ok: true as const };
  });

  app.patch('/users/chat-limit', { onRequest, schema: { body: chatLimitBody } }, async (request) => {
    const { user, accountId } = authOf(request);
    const body = request.body as { agentId: string; chatLimit: unknown };
    if (!isSupervisor(user)) throw forbidden(ROUTING_MESSAGES.mayNotSetLimit);
    const chatLimit = chatLimitOf(body.chatLimit) ?? null;
    // Owners, co-admins and managers may set their own; anyone else's only as the agents area's staff rule
    // says (staff-access.ts, the one rule the agent form's chatLimit also goes through): managers any agent
    // of the account, in their departments or not, never a co-admin or another manager. README and the
    // setChatLimit contract state the same.
    const agentId = body.agentId === user.id ? user.id : (await manageableStaff(ctx, request, body.agentId)).id;
    await setChatLimit(ctx, accountId, agentId, chatLimit);
    return { agentId, chatLimit };
  });
}

/** Each department the caller serves with its queue; chats of widgets without departments in a row of their own. */
async function queuesOf(ctx: AppContext, accountId: string, viewer: GuestViewer): Promise<QueueDepartment[]> {
  const queued = await ctx.db
    .select({ widgetDepartments: chats.widgetDepartments, waitingDepartmentId: chats.waitingDepartmentId, pendingSince: chats.pendingSince })
    .from(chats)
    .where(and(eq(chats.clientId, accountId), eq(chats.state, 'pending'), gt(chats.queuePosition, 0)));
  const rows = await ctx.db.select({ id: departments.id, title: departments.title }).from(departments).where(eq(departments.clientId, accountId));
  const served = rows.filter((row) => viewer.unrestricted || viewer.departments.includes(row.id));
  const of = (chat: (typeof queued)[number]) => (chat.waitingDepartmentId ? [chat.waitingDepartmentId] : chat.widgetDepartments);
  const line = (departmentId: string | null, name: string, members: typeof queued): QueueDepartment => ({
    departmentId,
    name,
    length: members.length,
    oldestSince: members.length ? new Date(Math.min(...members.map((chat) => chat.pendingSince.getTime()))).toISOString() : null,
  });
  const lines = served.map((row) => line(row.id, row.title, queued.filter((chat) => of(chat).includes(row.id))));
  const everyone = queued.filter((chat) => of(chat).length === 0);
  if (everyone.length || rows.length === 0) lines.push(line(null, 'All departments', everyone));
  return lines.sort((a, b) => a.name.localeCompare(b.name));
}

/** The routable agents the caller supervises (a manager: those who share a department), with their load. */
async function agentsOf(ctx: AppContext, accountId: string, viewer: GuestViewer): Promise<RoutingAgent[]> {
  const agents = (await ctx.audience.of(accountId)).filter((agent) => agent.routable && (viewer.unrestricted || departmentsAllow(false, viewer.departments, agent.departments)));
  if (agents.length === 0) return [];
  const ids = agents.map((agent) => agent.userId);
  const [people, open] = await Promise.all([
    ctx.db.select({ id: users.id, fullName: users.fullName, notRespondingSince: users.notRespondingSince }).from(users).where(inArray(users.id, ids)),
    ctx.db.select({ agentId: chats.agentId, offeredTo: chats.offeredTo, state: chats.state }).from(chats).where(and(eq(chats.clientId, accountId), inArray(chats.state, ['pending', 'active']))),
  ]);
  const load = (agentId: string) => open.filter((chat) => (chat.state === 'active' && chat.agentId === agentId) || (chat.state === 'pending' && chat.offeredTo === agentId)).length;
  const byId = new Map(people.map((person) => [person.id, person]));
  return agents
    .map((agent) => ({
      agentId: agent.userId,
      fullName: byId.get(agent.userId)?.fullName ?? '',
      isOnline: agent.isOnline,
      chatLimit: agent.chatLimit,
      load: load(agent.userId),
      notRespondingSince: byId.get(agent.userId)?.notRespondingSince?.toISOString() ?? null,
    }))
    .sort((a, b) => a.fullName.localeCompare(b.fullName));
}
