import type { AppContext } from '../context';
import type { ListedGuest } from './live-visitors';
import { announceVisitor, tellEligibleAgents } from './visitor-broadcast';
import { touchLastSeen } from './visitor-store';

/** The guest has gone from every node: its last visit stored, the consoles told (visitor-disconnected), guest.departed told. */
export function announceDeparture(ctx: AppContext, guest: ListedGuest): Promise<unknown> {
  const { _id: rowId, visitorId, guestId } = guest.visitor;
  // Its open chat is flagged by the chats' listener.
  ctx.events.emit('guest.departed', { accountId: guest.accountId, visitorId, guestId, visitorRowId: rowId });
  return Promise.all([
    touchLastSeen(ctx.db, rowId).catch(() => undefined),
    tellEligibleAgents(ctx, guest, 'visitor-disconnected', { visitorId, guestId }).catch((error: unknown) => console.error('visitor-disconnected failed', error)),
  ]);
}

/**
 * The guest's last socket on this node has gone: it has left unless it is still connected to another
 * node (a tab there) or came back here while that was asked.
 */
export async function departUnlessElsewhere(ctx: AppContext, guest: ListedGuest): Promise<void> {
  const { visitorId } = guest.visitor;
  if (await ctx.guests.liveElsewhere(visitorId)) return;
  if (ctx.live.get(visitorId)) return;
  await announceDeparture(ctx, guest);
}

/** Starts the directory, telling the consoles of guests that left with a dead node, or were taken for gone with this one. */
export function startGuestDirectory(ctx: AppContext): Promise<void> {
  return ctx.guests.start({
    departed: async (guests) => {
      await Promise.all(guests.map((guest) => announceDeparture(ctx, guest)));
    },
    relisted: async (guests) => {
      await Promise.all(guests.map((live) => announceVisitor(ctx, live)));
    },
  });
}
