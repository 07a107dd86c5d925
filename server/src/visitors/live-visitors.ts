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

/** What the guest feed shows of a guest, wherever it is connected (guest-directory.ts). */
export type ListedGuest = Pick<LiveVisitor, 'visitor' | 'accountId' | 'widgetDepartments' | 'connectedAt' | 'lastActivity'>;

/**
 * The visitor as sent to the console: lastSeen is the last activity, so the shared guestStatus rule
 * (New / Returning / Idle after 12 minutes, spec 000 §4) gives the same answer on both sides.
 */
export function snapshotOf(live: Pick<LiveVisitor, 'visitor' | 'lastActivity'>, now = Date.now()): Visitor {
  const lastSeen = new Date(live.lastActivity).toISOString();
  return {
    ...live.visitor,
    lastSeen,
    idleTimer: Math.floor((now - live.lastActivity) / 60_000),
    status: guestStatus({ oldVisitor: live.visitor.oldVisitor, lastSeen }, now),
  };
}

/**
 * `listing`: the guest arrived, left, or what the feed shows of it changed (details, page, block state);
 * `activity`: only its last activity moved (a message, the widget opened), which may be written later.
 */
export type LiveChange = 'listing' | 'activity';
export type LiveChangeListener = (visitorId: string, change: LiveChange) => void;

/**
 * A LiveVisitor that reports its own changes: every handler (here and in chats, payments...) keeps
 * assigning `live.visitor` and `live.lastActivity`, and the guest directory still hears of each one.
 */
class TrackedLiveVisitor implements LiveVisitor {
  accountId: string;
  widgetId: string;
  widgetDepartments: string[];
  sockets: Set<string>;
  connectedAt: number;
  widgetOpen: boolean;
  leaveTimer: NodeJS.Timeout | null;
  #visitor: Visitor;
  #lastActivity: number;

  constructor(
    fields: LiveVisitor,
    private readonly registry: LiveVisitors,
  ) {
    this.accountId = fields.accountId;
    this.widgetId = fields.widgetId;
    this.widgetDepartments = fields.widgetDepartments;
    this.sockets = fields.sockets;
    this.connectedAt = fields.connectedAt;
    this.widgetOpen = fields.widgetOpen;
    this.leaveTimer = fields.leaveTimer;
    this.#visitor = fields.visitor;
    this.#lastActivity = fields.lastActivity;
  }

  get visitor(): Visitor {
    return this.#visitor;
  }

  set visitor(visitor: Visitor) {
    this.#visitor = visitor;
    this.registry.changed(visitor.visitorId, 'listing');
  }

  get lastActivity(): number {
    return this.#lastActivity;
  }

  set lastActivity(at: number) {
    this.#lastActivity = at;
    this.registry.changed(this.#visitor.visitorId, 'activity');
  }
}

/** Registry of the guests online on this process, keyed by visitorId. */
export class LiveVisitors {
  private readonly byVisitorId = new Map<string, LiveVisitor>();
  private listener: LiveChangeListener = () => undefined;

  /** The one listener of every change (the guest directory on several nodes). */
  watch(listener: LiveChangeListener): void {
    this.listener = listener;
  }

  changed(visitorId: string, change: LiveChange): void {
    this.listener(visitorId, change);
  }

  get(visitorId: string): LiveVisitor | undefined {
    return this.byVisitorId.get(visitorId);
  }

  /** Stores the guest (replacing its entry); answers the stored entry, whose changes are reported. */
  set(fields: LiveVisitor): LiveVisitor {
    const live = new TrackedLiveVisitor(fields, this);
    this.byVisitorId.set(live.visitor.visitorId, live);
    this.changed(live.visitor.visitorId, 'listing');
    return live;
  }

  delete(visitorId: string): void {
    const live = this.byVisitorId.get(visitorId);
    if (!live) return;
    if (live.leaveTimer) clearTimeout(live.leaveTimer);
    this.byVisitorId.delete(visitorId);
    this.changed(visitorId, 'listing');
  }

  ofAccount(accountId: string): LiveVisitor[] {
    return [...this.byVisitorId.values()].filter((live) => live.accountId === accountId);
  }

  all(): LiveVisitor[] {
    return [...this.byVisitorId.values()];
  }

  clear(): void {
    for (const visitorId of [...this.byVisitorId.keys()]) this.delete(visitorId);
  }
}
