/** @jest-environment ./test/support/pglite-environment.cjs */
import { eq, sql } from 'drizzle-orm';
import type { Visitor } from 'shared-kernel/contracts';
import { wrapPglite, type Database } from '../src/db/database';
import { liveGuests, serverNodes } from '../src/db/schema';
import type { JobLog } from '../src/jobs/job-queue';
import type { DirectoryEvents } from '../src/visitors/guest-directory';
import { LiveVisitors, type ListedGuest, type LiveVisitor } from '../src/visitors/live-visitors';
import { SharedGuestDirectory } from '../src/visitors/shared-guest-directory';
import { eventually } from './support/fresh-postgres';

// The shared directory's SQL and bookkeeping on an embedded database of its own (PostgreSQL's dialect
// either way); two "nodes" are two directories over one database. The server uses it on PostgreSQL with
// SEVERAL_NODES only (live-guests-across-nodes.test.ts runs it there, between real server processes).
const quiet: JobLog = { debug: () => undefined, warn: () => undefined, error: () => undefined };
// Heartbeats are driven by hand here (an hour apart otherwise); listing changes are written 20 ms after.
const TIMINGS = { flushMs: 20, heartbeatMs: 3_600_000, deadAfterMs: 15_000 };

interface Node {
  live: LiveVisitors;
  directory: SharedGuestDirectory;
  departed: ListedGuest[][];
  relisted: string[][];
}

let database: Database;
const nodes: Node[] = [];

async function startNode(): Promise<Node> {
  const live = new LiveVisitors();
  const directory = new SharedGuestDirectory(database.db, live, quiet, TIMINGS);
  const node: Node = { live, directory, departed: [], relisted: [] };
  const events: DirectoryEvents = {
    departed: async (guests) => void node.departed.push(guests),
    relisted: async (guests) => void node.relisted.push(guests.map((guest) => guest.visitor.visitorId)),
  };
  await directory.start(events);
  nodes.push(node);
  return node;
}

function guest(visitorId: string, accountId = 'account-1', at = Date.now()): LiveVisitor {
  return {
    visitor: { visitorId, guestId: 7, _id: `row-${visitorId}`, firstName: '', oldVisitor: false } as Visitor,
    accountId,
    widgetId: 'widget-1',
    widgetDepartments: ['sales'],
    sockets: new Set(['socket']),
    connectedAt: at,
    lastActivity: at,
    widgetOpen: false,
    leaveTimer: null,
  };
}

const rowsOf = (nodeId: string) => database.db.select().from(liveGuests).where(eq(liveGuests.nodeId, nodeId));
const listedIds = async (node: Node, accountId = 'account-1') => (await node.directory.ofAccount(accountId)).map((entry) => entry.visitor.visitorId).sort();

beforeAll(async () => {
  database = wrapPglite(newPglite());
  await database.migrate();
});
afterEach(async () => {
  await Promise.all(nodes.splice(0).map((node) => node.directory.stop()));
});
afterAll(() => database.close());

describe('the shared guest directory (embedded database)', () => {
  it("lists the guests of every node, this node's own from its registry", async () => {
    const a = await startNode();
    const b = await startNode();
    a.live.set(guest('on-a'));
    b.live.set(guest('on-b'));
    a.live.set(guest('other-account', 'account-2'));
    // Before the flush, each node knows its own.
    expect(await listedIds(a)).toEqual(['on-a']);
    await eventually(async () => (await listedIds(a)).length === 2, 2_000);
    expect(await listedIds(a)).toEqual(['on-a', 'on-b']);
    expect(await listedIds(b)).toEqual(['on-a', 'on-b']);
    expect(await listedIds(b, 'account-2')).toEqual(['other-account']);
    expect((await b.directory.find('on-a'))?.visitor._id).toBe('row-on-a');
    expect(await b.directory.find('nowhere')).toBeUndefined();
  });

  it('writes a burst of changes as one row, details at once and last activity with the heartbeat', async () => {
    const a = await startNode();
    const b = await startNode();
    const live = a.live.set(guest('busy'));
    await eventually(async () => (await rowsOf(a.directory.nodeId)).length === 1, 2_000);
    live.visitor = { ...live.visitor, firstName: 'Ann' };
    live.visitor = { ...live.visitor, firstName: 'Anna' };
    await eventually(async () => (await b.directory.find('busy'))?.visitor.firstName === 'Anna', 2_000);

    const before = (await rowsOf(a.directory.nodeId))[0].lastActivity.getTime();
    live.lastActivity = before + 60_000;
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Not yet written: activity alone waits for the heartbeat.
    expect((await rowsOf(a.directory.nodeId))[0].lastActivity.getTime()).toBe(before);
    await a.directory.heartbeat();
    expect((await rowsOf(a.directory.nodeId))[0].lastActivity.getTime()).toBe(before + 60_000);
    expect((await b.directory.find('busy'))?.lastActivity).toBe(before + 60_000);
  });

  it('lists a guest with tabs on two nodes once, and knows it is still elsewhere when one node loses it', async () => {
    const a = await startNode();
    const b = await startNode();
    const now = Date.now();
    a.live.set(guest('two-tabs', 'account-1', now - 5_000));
    b.live.set({ ...guest('two-tabs', 'account-1', now), lastActivity: now + 1_000 });
    await eventually(async () => (await rowsOf(b.directory.nodeId)).length === 1 && (await rowsOf(a.directory.nodeId)).length === 1, 2_000);
    const [merged] = await a.directory.ofAccount('account-1');
    expect(merged).toMatchObject({ connectedAt: now - 5_000, lastActivity: now + 1_000 });
    expect(await listedIds(a)).toEqual(['two-tabs']);

    a.live.delete('two-tabs');
    expect(await a.directory.liveElsewhere('two-tabs')).toBe(true);
    b.live.delete('two-tabs');
    expect(await b.directory.liveElsewhere('two-tabs')).toBe(false);
    expect(await listedIds(a)).toEqual([]);
    expect(await listedIds(b)).toEqual([]);
  });

  it('answers the questions of one moment together after the flush that removed the rows', async () => {
    const a = await startNode();
    const b = await startNode();
    a.live.set(guest('x'));
    a.live.set(guest('y'));
    b.live.set(guest('y'));
    await eventually(async () => (await rowsOf(b.directory.nodeId)).length === 1 && (await rowsOf(a.directory.nodeId)).length === 2, 2_000);
    a.live.delete('x');
    a.live.delete('y');
    expect(await Promise.all([a.directory.liveElsewhere('x'), a.directory.liveElsewhere('y'), a.directory.liveElsewhere('x')])).toEqual([false, true, false]);
    expect(await rowsOf(a.directory.nodeId)).toEqual([]);
  });

  it("sweeps a node whose heartbeat stopped: one survivor claims it and hears of its guests connected nowhere else", async () => {
    const a = await startNode();
    const b = await startNode();
    const c = await startNode();
    a.live.set(guest('only-on-a'));
    a.live.set(guest('also-on-b'));
    b.live.set(guest('also-on-b'));
    await eventually(async () => (await rowsOf(a.directory.nodeId)).length === 2 && (await rowsOf(b.directory.nodeId)).length === 1, 2_000);

    // a stops beating (as a killed process would): its heartbeat is older than the dead-after time.
    await database.db.update(serverNodes).set({ heartbeatAt: sql`now() - interval '1 minute'` }).where(eq(serverNodes.id, a.directory.nodeId));
    // Gone from the lists at once (reads take live nodes only), before any sweep.
    expect(await listedIds(b)).toEqual(['also-on-b']);

    await Promise.all([b.directory.sweep(), c.directory.sweep()]);
    const departed = [...b.departed, ...c.departed];
    expect(departed).toHaveLength(1);
    expect(departed[0].map((entry) => entry.visitor.visitorId)).toEqual(['only-on-a']);
    expect(departed[0][0].visitor._id).toBe('row-only-on-a');
    expect(await rowsOf(a.directory.nodeId)).toEqual([]);
    const nodeRows = await database.db.select().from(serverNodes).where(eq(serverNodes.id, a.directory.nodeId));
    expect(nodeRows).toEqual([]);

    // a was only paused: its next heartbeat finds its row gone, lists its guests again and says so.
    await a.directory.heartbeat();
    expect(a.relisted).toEqual([['only-on-a', 'also-on-b']]);
    expect(await listedIds(c)).toEqual(['also-on-b', 'only-on-a']);
  });

  it('takes its rows and node row away when it stops', async () => {
    const a = await startNode();
    a.live.set(guest('leaving'));
    await eventually(async () => (await rowsOf(a.directory.nodeId)).length === 1, 2_000);
    await a.directory.stop();
    expect(await rowsOf(a.directory.nodeId)).toEqual([]);
    expect(await database.db.select().from(serverNodes).where(eq(serverNodes.id, a.directory.nodeId))).toEqual([]);
  });
});
