import { guestStatus, type Visitor } from 'shared-kernel/contracts';

/** A guest connected now (this process's sockets). */
export interface LiveVisitor {
  visitor: Visitor;
  accountId: string;
  widgetId: string;
  widgetDepartments: string[];
  sockets: Set<string>;
  connectedAt: number;
  lastActivity: number;
  widgetOpen: boolean;
  /** Pending removal after the last socket left (a page change reconnects within the grace time). */
  leaveTimer: NodeJS.Timeout | null;
}

/**
 * The visitor as sent to the console: lastSeen is the last activity, so the shared guestStatus rule
 * (New / Returning / Idle after 12 minutes, spec 000 §4) gives the same answer on both sides.
 */
export function snapshotOf(live: LiveVisitor, now = Date.now()): Visitor {
  const lastSeen = new Date(live.lastActivity).toISOString();
  return {
    ...live.visitor,
    lastSeen,
    idleTimer: Math.floor((now - live.lastActivity) / 60_000),
    status: guestStatus({ oldVisitor: live.visitor.oldVisitor, lastSeen }, now),
  };
}

/** Registry of the guests online, keyed by visitorId. */
export class LiveVisitors {
  private readonly byVisitorId = new Map<string, LiveVisitor>();

  get(visitorId: string): LiveVisitor | undefined {
    return this.byVisitorId.get(visitorId);
  }

  set(live: LiveVisitor): void {
    this.byVisitorId.set(live.visitor.visitorId, live);
  }

  delete(visitorId: string): void {
    const live = this.byVisitorId.get(visitorId);
    if (live?.leaveTimer) clearTimeout(live.leaveTimer);
    this.byVisitorId.delete(visitorId);
  }

  ofAccount(accountId: string): LiveVisitor[] {
    return [...this.byVisitorId.values()].filter((live) => live.accountId === accountId);
  }

  clear(): void {
    for (const visitorId of [...this.byVisitorId.keys()]) this.delete(visitorId);
  }
}
