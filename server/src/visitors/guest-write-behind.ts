import type { liveGuests } from '../db/schema';
import type { LiveChange, LiveVisitor, LiveVisitors } from './live-visitors';

export type NewLiveGuestRow = typeof liveGuests.$inferInsert;

/** One flush: rows of the changed guests still here (one multi-row upsert), ids of those gone (one delete). */
export interface WriteBatch {
  upserts: NewLiveGuestRow[];
  removals: string[];
}

/** This node's row of a guest, as the shared directory stores it. */
export function rowOf(live: LiveVisitor, nodeId: string): NewLiveGuestRow {
  return {
    visitorId: live.visitor.visitorId,
    nodeId,
    accountId: live.accountId,
    widgetDepartments: live.widgetDepartments,
    visitor: live.visitor,
    connectedAt: new Date(live.connectedAt),
    lastActivity: new Date(live.lastActivity),
    updatedAt: new Date(),
  };
}

/**
 * The guests of this node whose rows are out of date. A change only marks the guest; a flush reads each
 * marked guest as it is then, so a burst of changes costs one row. Listing changes (arrivals, details,
 * departures) go with the next flush; a move of the last activity alone waits for one that includes
 * activity (the heartbeat's), unless a listing change of the same guest writes it sooner.
 */
export class GuestWriteBehind {
  private readonly listing = new Set<string>();
  private readonly activity = new Set<string>();

  constructor(
    private readonly live: Pick<LiveVisitors, 'get'>,
    private readonly nodeId: string,
  ) {}

  mark(visitorId: string, change: LiveChange): void {
    (change === 'listing' ? this.listing : this.activity).add(visitorId);
  }

  get hasListingChanges(): boolean {
    return this.listing.size > 0;
  }

  /** Takes what is marked (activity too when asked) as the statements to run; the marks are cleared. */
  take({ withActivity }: { withActivity: boolean }): WriteBatch {
    const ids = new Set(this.listing);
    this.listing.clear();
    if (withActivity) {
      for (const id of this.activity) ids.add(id);
      this.activity.clear();
    } else {
      // A guest's row written now carries its last activity as well.
      for (const id of ids) this.activity.delete(id);
    }
    const batch: WriteBatch = { upserts: [], removals: [] };
    for (const id of ids) {
      const live = this.live.get(id);
      if (live) batch.upserts.push(rowOf(live, this.nodeId));
      else batch.removals.push(id);
    }
    return batch;
  }

  /** A batch that could not be written is marked again: the next flush reads those guests afresh. */
  restore(batch: WriteBatch): void {
    for (const row of batch.upserts) this.listing.add(row.visitorId);
    for (const id of batch.removals) this.listing.add(id);
  }
}
