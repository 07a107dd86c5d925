import type { AppContext } from '../context';
import type { LiveVisitor } from './live-visitors';
import { announceVisitor, visitorNamespace } from './visitor-broadcast';
import type { GuestDetails } from './visitor-socket-types';

function applyHere(ctx: AppContext, visitorId: string, details: GuestDetails): LiveVisitor | undefined {
  const live = ctx.live.get(visitorId);
  // Assigning `visitor` marks the guest for the directory (live-visitors.ts).
  if (live) live.visitor = { ...live.visitor, ...details };
  return live;
}

/**
 * Keeps the live copies of a guest (what current-visitors and the announcements show) in step with its
 * stored details: this node's now, and on several nodes every other node's too, since the guest may be
 * connected there (or to both). With `announce`, each node holding the guest tells the consoles
 * (old-visitor / new-visitor). Answers this node's copy.
 */
export async function updateGuestDetails(
  ctx: AppContext,
  visitorId: string,
  details: GuestDetails,
  { announce }: { announce: boolean },
): Promise<LiveVisitor | undefined> {
  const live = applyHere(ctx, visitorId, details);
  if (ctx.settings.severalNodes) visitorNamespace(ctx).serverSideEmit('guest:details', visitorId, details, announce);
  if (live && announce) await announceVisitor(ctx, live);
  return live;
}

/** Takes the details other nodes send (several nodes only: one process has nobody to hear from). */
export function listenForGuestDetails(ctx: AppContext): void {
  if (!ctx.settings.severalNodes) return;
  visitorNamespace(ctx).on('guest:details', (visitorId, details, announce) => {
    if (typeof visitorId !== 'string' || typeof details !== 'object' || details === null) return;
    const live = applyHere(ctx, visitorId, details);
    if (live && announce) void announceVisitor(ctx, live).catch((error: unknown) => console.error('guest announcement failed', error));
  });
}
