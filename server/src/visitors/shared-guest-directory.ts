import { ServerNode } from '../db/server-node';
import type { Db } from '../db/database';
import type { JobLog } from '../jobs/job-queue';
import { mergeGuests, pickListed, type DirectoryEvents, type GuestDirectory } from './guest-directory';
import { GuestWriteBehind, type WriteBatch } from './guest-write-behind';
import {
  accountGuestsElsewhere,
  connectedElsewhere,
  deleteLiveGuests,
  deleteNodeGuests,
  deleteOrphanGuests,
  guestElsewhere,
  sweepDeadNodes,
  upsertLiveGuests,
} from './live-guest-store';
import type { ListedGuest, LiveVisitors } from './live-visitors';

export interface DirectoryTimings {
  /** How soon a listing change (arrival, details, departure) is written. */
  flushMs: number;
  /** How often the node's heartbeat is written, with the last-activity moves and a sweep of dead nodes. */
  heartbeatMs: number;
  /** A node whose heartbeat is this old is dead (several heartbeats missed). */
  deadAfterMs: number;
}

export const DIRECTORY_TIMINGS: DirectoryTimings = { flushMs: 250, heartbeatMs: 5_000, deadAfterMs: 15_000 };

/**
 * The guest directory of several nodes on one PostgreSQL (SEVERAL_NODES): each node writes its own guests
 * (ctx.live) to `live_guests` behind the sockets' backs (handlers never wait for it), keeps a heartbeat
 * in `server_nodes`, and reads the rows of the nodes alive now merged with its own registry, which is
 * fresher than its rows. A node that stops beating is swept by one of the others, whose consoles then
 * hear its guests leave (those not connected to another node by then).
 */
export class SharedGuestDirectory implements GuestDirectory {
  readonly kind = 'shared';
  private readonly node: ServerNode;
  private readonly writes: GuestWriteBehind;
  private events: DirectoryEvents | null = null;
  private flushTimer: NodeJS.Timeout | null = null;
  private heartbeatTimer: NodeJS.Timeout | null = null;
  /** Flushes and heartbeats, one at a time: a guest's delete never overtakes its earlier upsert. */
  private queue: Promise<void> = Promise.resolve();
  /** liveElsewhere questions waiting for the next flush, answered together by one query. */
  private readonly pendingChecks = new Map<string, Array<(elsewhere: boolean) => void>>();
  /** Departures being told (a node's worth of guests): outside the queue, so heartbeats keep their pace. */
  private readonly telling = new Set<Promise<void>>();
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly live: LiveVisitors,
    private readonly log: JobLog,
    private readonly timings: DirectoryTimings = DIRECTORY_TIMINGS,
  ) {
    this.node = new ServerNode(db);
    this.writes = new GuestWriteBehind(live, this.node.id);
    live.watch((visitorId, change) => {
      this.writes.mark(visitorId, change);
      if (change === 'listing') this.flushSoon();
    });
  }

  get nodeId(): string {
    return this.node.id;
  }

  async start(events: DirectoryEvents): Promise<void> {
    this.events = events;
    await this.node.register();
    await deleteOrphanGuests(this.db);
    this.heartbeatTimer = setInterval(() => this.enqueue(() => this.heartbeat()), this.timings.heartbeatMs);
    this.heartbeatTimer.unref();
    // Guests that arrived while the node was starting.
    this.flushSoon();
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    if (this.flushTimer) clearTimeout(this.flushTimer);
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.answerChecks(new Set());
    await this.queue;
    await Promise.allSettled([...this.telling]);
    try {
      await deleteNodeGuests(this.db, this.node.id);
      await this.node.remove();
    } catch (error) {
      this.log.warn({ err: error }, 'could not remove this node from the guest directory');
    }
  }

  async ofAccount(accountId: string): Promise<ListedGuest[]> {
    const elsewhere = await accountGuestsElsewhere(this.db, accountId, this.node.id, this.timings.deadAfterMs);
    return mergeGuests(this.live.ofAccount(accountId).map(pickListed), elsewhere);
  }

  async find(visitorId: string): Promise<ListedGuest | undefined> {
    const here = this.live.get(visitorId);
    const elsewhere = here ? [] : await guestElsewhere(this.db, visitorId, this.node.id, this.timings.deadAfterMs);
    return mergeGuests(here ? [pickListed(here)] : [], elsewhere)[0];
  }

  /** Answered after the next flush, with the other questions of that moment in one query. */
  liveElsewhere(visitorId: string): Promise<boolean> {
    if (this.stopped) return Promise.resolve(false);
    return new Promise((resolve) => {
      const waiting = this.pendingChecks.get(visitorId);
      if (waiting) waiting.push(resolve);
      else this.pendingChecks.set(visitorId, [resolve]);
      this.flushSoon();
    });
  }

  private flushSoon(): void {
    if (this.stopped || this.flushTimer || !this.events) return;
    this.flushTimer = setTimeout(() => {
      this.flushTimer = null;
      this.enqueue(() => this.flush(false));
    }, this.timings.flushMs);
    this.flushTimer.unref();
  }

  private enqueue(work: () => Promise<void>): void {
    this.queue = this.queue.then(work).catch((error: unknown) => this.log.warn({ err: error }, 'guest directory update failed'));
  }

  /** Writes what changed (one upsert, one delete), then answers the liveElsewhere questions. */
  async flush(withActivity: boolean): Promise<void> {
    const batch = this.writes.take({ withActivity });
    try {
      await this.write(batch);
    } catch (error) {
      this.writes.restore(batch);
      this.flushSoon();
      throw error;
    } finally {
      await this.checkPending();
    }
  }

  private async write({ upserts, removals }: WriteBatch): Promise<void> {
    // Disjoint guests (each is here or gone): the two statements may run side by side.
    await Promise.all([upserts.length > 0 && upsertLiveGuests(this.db, upserts), removals.length > 0 && deleteLiveGuests(this.db, this.node.id, removals)]);
  }

  private async checkPending(): Promise<void> {
    if (this.pendingChecks.size === 0) return;
    const ids = [...this.pendingChecks.keys()];
    const asked = new Map(ids.map((id) => [id, this.pendingChecks.get(id)!]));
    for (const id of ids) this.pendingChecks.delete(id);
    let elsewhere = new Set<string>();
    try {
      elsewhere = await connectedElsewhere(this.db, ids, this.node.id, this.timings.deadAfterMs);
    } catch (error) {
      // Unanswered, the guest is taken as gone: the consoles are told it left, as one node would tell them.
      this.log.warn({ err: error }, 'could not ask the guest directory where guests are');
    }
    for (const [id, resolvers] of asked) for (const resolve of resolvers) resolve(elsewhere.has(id));
  }

  private answerChecks(elsewhere: Set<string>): void {
    for (const [id, resolvers] of this.pendingChecks) for (const resolve of resolvers) resolve(elsewhere.has(id));
    this.pendingChecks.clear();
  }

  /** The heartbeat, the last-activity moves, and a sweep of the nodes that died. */
  async heartbeat(): Promise<void> {
    if (this.stopped) return;
    const kept = await this.node.beat();
    if (!kept) {
      const mine = this.live.all();
      for (const live of mine) this.writes.mark(live.visitor.visitorId, 'listing');
      this.log.warn({ nodeId: this.node.id }, 'this node had been taken for dead: its guests are listed again');
      await this.flush(true);
      await this.events?.relisted(mine);
    } else {
      await this.flush(true);
    }
    await this.sweep();
  }

  /** Removes dead nodes and tells of their guests that are connected nowhere else. */
  async sweep(): Promise<void> {
    const removed = await sweepDeadNodes(this.db, this.timings.deadAfterMs);
    if (removed.length === 0) return;
    const candidates = mergeGuests(removed.filter((guest) => !this.live.get(guest.visitor.visitorId)));
    const ids = candidates.map((guest) => guest.visitor.visitorId);
    const elsewhere = await connectedElsewhere(this.db, ids, this.node.id, this.timings.deadAfterMs);
    const departed = candidates.filter((guest) => !elsewhere.has(guest.visitor.visitorId));
    this.log.debug({ removed: removed.length, departed: departed.length }, 'swept the guests of dead nodes');
    if (departed.length === 0 || !this.events) return;
    const telling = this.events.departed(departed).catch((error: unknown) => this.log.error({ err: error }, 'could not tell of departed guests'));
    this.telling.add(telling);
    void telling.finally(() => this.telling.delete(telling));
  }
}
