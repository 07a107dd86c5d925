import type { ListedGuest, LiveVisitor, LiveVisitors } from './live-visitors';

/**
 * The guests connected to any server process now, for the guest feed (current-visitors,
 * active-visitors-are). One process (the embedded database, or PostgreSQL without SEVERAL_NODES) reads
 * its own registry (LocalGuestDirectory); several nodes share tables that each writes its own guests to
 * (shared-guest-directory.ts). ctx.live stays this process's guests either way: sockets, timers and
 * handlers work on it, and the directory follows it.
 */
export interface GuestDirectory {
  readonly kind: 'local' | 'shared';
  start(events: DirectoryEvents): Promise<void>;
  /** Stops writing and takes this process's guests out of the directory (a graceful close). */
  stop(): Promise<void>;
  /** The guests of the account connected to any node, one entry per guest, in no particular order. */
  ofAccount(accountId: string): Promise<ListedGuest[]>;
  /** The guest if it is connected to any node now (this one first). */
  find(visitorId: string): Promise<ListedGuest | undefined>;
  /** Whether the guest is still connected to another node: asked when its last socket here has left. */
  liveElsewhere(visitorId: string): Promise<boolean>;
}

/** What the directory asks of the rest of the server (the consoles are told through these). */
export interface DirectoryEvents {
  /** Guests of a node that died without saying so, connected nowhere else: each has left. */
  departed(guests: ListedGuest[]): Promise<void>;
  /** This node had been taken for dead (its rows removed, its guests announced gone): they are here after all. */
  relisted(guests: LiveVisitor[]): Promise<void>;
}

/**
 * One entry per guest from the lists of several nodes (a guest with tabs on two of them): the one with
 * the newest activity, with the earliest arrival (the visit began with the first tab).
 */
export function mergeGuests(...lists: ListedGuest[][]): ListedGuest[] {
  const byVisitorId = new Map<string, ListedGuest>();
  for (const guest of lists.flat()) {
    const id = guest.visitor.visitorId;
    const seen = byVisitorId.get(id);
    if (!seen) {
      byVisitorId.set(id, guest);
      continue;
    }
    const newer = guest.lastActivity > seen.lastActivity ? guest : seen;
    const connectedAt = Math.min(seen.connectedAt, guest.connectedAt);
    byVisitorId.set(id, newer.connectedAt === connectedAt ? newer : { ...pickListed(newer), connectedAt });
  }
  return [...byVisitorId.values()];
}

/** The listed fields alone (a LiveVisitor also carries its sockets and timers). */
export function pickListed(guest: ListedGuest): ListedGuest {
  const { visitor, accountId, widgetDepartments, connectedAt, lastActivity } = guest;
  return { visitor, accountId, widgetDepartments, connectedAt, lastActivity };
}

/** One process: the directory is this process's registry, and nothing is written anywhere. */
export class LocalGuestDirectory implements GuestDirectory {
  readonly kind = 'local';

  constructor(private readonly live: LiveVisitors) {}

  async start(): Promise<void> {}

  async stop(): Promise<void> {}

  async ofAccount(accountId: string): Promise<ListedGuest[]> {
    return this.live.ofAccount(accountId);
  }

  async find(visitorId: string): Promise<ListedGuest | undefined> {
    return this.live.get(visitorId);
  }

  async liveElsewhere(): Promise<boolean> {
    return false;
  }
}
