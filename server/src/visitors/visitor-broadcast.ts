import { and, eq } from 'drizzle-orm';
import type { AgentReceiveEvents } from 'shared-kernel/contracts';
import type { AppContext } from '../context';
import { widgets } from '../db/schema';
import { rooms } from '../realtime/socket-types';
import { eligibleOnlineAgents, mayServe } from './audience';
import { snapshotOf, type LiveVisitor } from './live-visitors';
import { visitorRooms, type VisitorNamespace } from './visitor-socket-types';
import { widgetDepartmentIds } from './widget-departments';
import { isLiveWidget } from '../widgets';

export const VISITOR_NAMESPACE_NAME = '/visitor';

export function visitorNamespace(ctx: AppContext): VisitorNamespace {
  return ctx.io.of(VISITOR_NAMESPACE_NAME) as unknown as VisitorNamespace;
}

/**
 * Sends an agent event about a guest to the online agents allowed to see the guest's widget, to the super
 * admin's consoles following the account (they see every guest, as the owner does) and to any extra rooms
 * (each socket hears it once). No other account's room is ever named.
 */
export async function tellEligibleAgents<K extends keyof AgentReceiveEvents>(
  ctx: AppContext,
  live: Pick<LiveVisitor, 'accountId' | 'widgetDepartments'>,
  event: K,
  payload: AgentReceiveEvents[K],
  extraRooms: string[] = [],
  /** The eligible agents when the caller has just looked them up. */
  knownUserIds?: string[],
): Promise<void> {
  const userIds = knownUserIds ?? (await eligibleOnlineAgents(ctx, live.accountId, live.widgetDepartments));
  const targets = [...userIds.map(rooms.user), rooms.following(live.accountId), ...extraRooms];
  const target = ctx.io.to(targets);
  // The generic event name defeats socket.io's per-event overloads; the map type above keeps callers exact.
  (target.emit as (name: K, body: AgentReceiveEvents[K]) => boolean).call(target, event, payload);
}

/** new-visitor for a first visit, old-visitor for a returning guest (also sent again on a page change). */
export function announceVisitor(ctx: AppContext, live: LiveVisitor, knownUserIds?: string[]): Promise<void> {
  return tellEligibleAgents(ctx, live, live.visitor.oldVisitor ? 'old-visitor' : 'new-visitor', snapshotOf(live), [], knownUserIds);
}

/** widget:availability to every guest of every widget of the account (after an agent went online or offline). */
export async function pushAvailability(ctx: AppContext, accountId: string): Promise<void> {
  const rows = await ctx.db.select().from(widgets).where(and(eq(widgets.clientId, accountId), isLiveWidget));
  const agents = (await ctx.audience.of(accountId)).filter((agent) => agent.isOnline);
  const namespace = visitorNamespace(ctx);
  for (const row of rows) {
    const departments = widgetDepartmentIds(row);
    const online = agents.some((agent) => mayServe(agent, departments));
    namespace.to(visitorRooms.widget(row.id)).emit('widget:availability', { online });
  }
}

/** active-visitors-are: the guests online now, on any node, that this user may see (sent when the user is online). */
export async function sendActiveVisitors(ctx: AppContext, userId: string, accountId: string): Promise<void> {
  const agent = (await ctx.audience.of(accountId)).find((candidate) => candidate.userId === userId);
  if (!agent?.isOnline) return;
  const visitorIds = (await ctx.guests.ofAccount(accountId))
    .filter((live) => mayServe(agent, live.widgetDepartments))
    .map((live) => live.visitor.visitorId);
  ctx.io.to(rooms.user(userId)).emit('active-visitors-are', { visitorIds });
}
