/** @jest-environment ./test/support/pglite-environment.cjs */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { liveGuests, serverNodes } from '../src/db/schema';
import { eventually } from './support/fresh-postgres';
import { openConsole, type RecordingConsole } from './support/recording-console';
import type { NodeProcessReady } from './support/node-process';
import { api, createUser, signIn, sleep, startTestServer, type LooseJson, type TestServer } from './support/test-server';
import { connectGuest, createWidget, setOnline, type TestGuest } from './support/visitor-helpers';
import { describeIfPostgres } from './support/postgres-suite';

// Runs only with TEST_DATABASE_URL (a PostgreSQL database it may write to): server nodes on one database
// (SEVERAL_NODES) list the guests of every node in current-visitors and active-visitors-are, and a node
// killed with SIGKILL is swept by the others, whose consoles hear its guests leave.
const url = process.env.TEST_DATABASE_URL;
const describeWithPostgres = describeIfPostgres(url);
const jwtSecret = 'pg-guests-' + randomUUID();

type Console = RecordingConsole;

const heardOf = (desk: Console, event: string) => desk.heard.filter((entry) => entry.event === event).map((entry) => entry.payload);
const leftIds = (desk: Console) => heardOf(desk, 'visitor-disconnected').map((payload) => payload.visitorId as string);

interface NodeProcess extends NodeProcessReady {
  child: ChildProcess;
  exited: Promise<void>;
}

/** A node in a child process (the same TypeScript loader), on the same database and secret as the suite's nodes. */
async function startNodeProcess(dataDir: string): Promise<NodeProcess> {
  const child = fork(path.join(__dirname, 'support', 'node-process.ts'), [], {
    cwd: path.join(__dirname, '..'),
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: {
      ...process.env,
      DATABASE_URL: url!,
      SEVERAL_NODES: '1',
      JWT_SECRET: jwtSecret,
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'silent',
      VISITOR_LEAVE_GRACE_MS: '0',
      ABUSE_LIMIT_SCALE: '1000',
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = await new Promise<NodeProcessReady>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the node process did not start within 60 s')), 60_000);
    child.once('exit', (code) => reject(new Error(`the node process exited with ${code} before it was ready`)));
    child.on('message', (message: NodeProcessReady) => {
      if (message.type !== 'ready') return;
      clearTimeout(timer);
      resolve(message);
    });
  });
  return { ...ready, child, exited };
}

describeWithPostgres('the guest feed across nodes on PostgreSQL', () => {
  let a: TestServer;
  let b: TestServer;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    const shared = { databaseUrl: url!, severalNodes: true, jwtSecret };
    a = await startTestServer(shared);
    b = await startTestServer(shared);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  /** An owner online with a widget, signed in; the nodes forget any agents they had read of it. */
  async function account() {
    const owner = await createUser(a.server);
    await setOnline(a.server, owner.id, true);
    b.server.ctx.audience.forget(owner.id);
    const widget = await createWidget(a.server, owner.id);
    const { accessToken } = await signIn(b.url, owner.email);
    return { owner, widget, token: accessToken };
  }

  const guestOn = async (node: { url: string }, pluginId: string, visitorId?: string): Promise<TestGuest> => {
    const guest = await connectGuest(node.url, pluginId, { visitorId });
    sockets.push(guest.socket);
    return guest;
  };
  const consoleOn = async (node: { url: string }, token: string) => {
    const opened = await openConsole(node.url, token);
    sockets.push(opened.socket);
    return opened;
  };
  const listed = async (node: { url: string }, token: string): Promise<LooseJson[]> => {
    const answer = await api(node.url, 'GET', '/visitor/current-visitors', { token });
    expect(answer.status).toBe(200);
    return answer.body.data;
  };
  const listedIds = async (node: { url: string }, token: string) => (await listed(node, token)).map((visitor) => visitor.visitorId as string).sort();

  it('lists the guests of every node in current-visitors and in active-visitors-are, on either node', async () => {
    const { widget, token } = await account();
    const onA = await guestOn(a, widget.pluginId);
    const onB = await guestOn(b, widget.pluginId);
    const both = [onA.hello.visitorId, onB.hello.visitorId].sort();
    await eventually(async () => (await listedIds(b, token)).length === 2 && (await listedIds(a, token)).length === 2, 5_000);
    expect(await listedIds(a, token)).toEqual(both);
    expect(await listedIds(b, token)).toEqual(both);
    const fromA = (await listed(b, token)).find((visitor) => visitor.visitorId === onA.hello.visitorId);
    expect(fromA).toMatchObject({ guestId: onA.hello.guestId, pluginId: widget.pluginId, idleTimer: 0, oldVisitor: false });
    expect(typeof fromA.lastSeen).toBe('string');

    for (const node of [a, b]) {
      const desk = await consoleOn(node, token);
      await eventually(() => heardOf(desk, 'active-visitors-are').length > 0, 5_000);
      expect([...heardOf(desk, 'active-visitors-are')[0].visitorIds].sort()).toEqual(both);
    }
  });

  it("removes a guest that left node A from node B's list, and B's consoles hear it left", async () => {
    const { widget, token } = await account();
    const desk = await consoleOn(b, token);
    const guest = await guestOn(a, widget.pluginId);
    const { visitorId } = guest.hello;
    await eventually(async () => (await listedIds(b, token)).includes(visitorId), 5_000);
    guest.socket.close();
    await eventually(async () => !(await listedIds(b, token)).includes(visitorId), 5_000);
    await eventually(() => leftIds(desk).includes(visitorId), 5_000);
    expect(leftIds(desk)).toEqual([visitorId]);
  });

  it('keeps a guest with tabs on both nodes listed when one tab closes, and tells of its leaving with the last', async () => {
    const { widget, token } = await account();
    const desk = await consoleOn(a, token);
    const first = await guestOn(a, widget.pluginId);
    const { visitorId } = first.hello;
    const second = await guestOn(b, widget.pluginId, visitorId);
    expect(second.hello.visitorId).toBe(visitorId);
    // Each node has written its row (a node lists its own guests at once, from its registry).
    await eventually(async () => (await a.server.ctx.db.select().from(liveGuests).where(eq(liveGuests.visitorId, visitorId))).length === 2, 5_000);
    expect(await listedIds(a, token)).toEqual([visitorId]);
    expect(await listedIds(b, token)).toEqual([visitorId]);

    first.socket.close();
    // Past the write-behind and the check against the other node.
    await sleep(1_500);
    expect(await listedIds(a, token)).toEqual([visitorId]);
    expect(await listedIds(b, token)).toEqual([visitorId]);
    expect(leftIds(desk)).toEqual([]);

    second.socket.close();
    await eventually(() => leftIds(desk).includes(visitorId), 5_000);
    expect(await listedIds(a, token)).toEqual([]);
    expect(leftIds(desk)).toEqual([visitorId]);
  });

  it("updates the copy of the node that holds the guest when its details are saved through another node", async () => {
    const { widget, token } = await account();
    const guest = await guestOn(a, widget.pluginId);
    const { visitorId } = guest.hello;
    const desk = await consoleOn(b, token);
    await eventually(async () => (await listedIds(b, token)).includes(visitorId), 5_000);
    const saved = await api(b.url, 'PATCH', '/visitor/update-visitor', { token, body: { visitorId, firstName: 'Zed', lastName: 'Node' } });
    expect(saved.status).toBe(200);
    await eventually(async () => (await listed(b, token)).some((visitor) => visitor.firstName === 'Zed'), 5_000);
    // Node A holds the guest: its announcement reaches the desk on B.
    await eventually(() => heardOf(desk, 'old-visitor').concat(heardOf(desk, 'new-visitor')).some((visitor) => visitor.firstName === 'Zed'), 5_000);
  });

  it("sweeps a node killed with SIGKILL: another node's consoles hear its guests left, except one still on a live node", async () => {
    const { widget, token } = await account();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'node-process-'));
    const killed = await startNodeProcess(dataDir);
    try {
      expect(killed.nodeId).toEqual(expect.any(String));
      const desk = await consoleOn(b, token);
      const alone = await guestOn(killed, widget.pluginId);
      const twoTabs = await guestOn(killed, widget.pluginId);
      await guestOn(a, widget.pluginId, twoTabs.hello.visitorId);
      const ids = [alone.hello.visitorId, twoTabs.hello.visitorId].sort();
      await eventually(async () => (await listedIds(b, token)).join() === ids.join(), 5_000);
      await eventually(async () => (await a.server.ctx.db.select().from(liveGuests).where(eq(liveGuests.nodeId, killed.nodeId!))).length === 2, 5_000);

      killed.child.kill('SIGKILL');
      await killed.exited;
      // Its guests' sockets drop; nobody announces them, and its rows stay until a node sweeps them.
      expect(await a.server.ctx.db.select().from(liveGuests).where(eq(liveGuests.nodeId, killed.nodeId!))).toHaveLength(2);
      expect(leftIds(desk)).toEqual([]);
      // Time passes: its last heartbeat is older than the dead-after time (15 s).
      await a.server.ctx.db
        .update(serverNodes)
        .set({ heartbeatAt: sql`now() - interval '1 minute'` })
        .where(eq(serverNodes.id, killed.nodeId!));

      // The next heartbeat of a or b (every 5 s) sweeps it.
      await eventually(() => leftIds(desk).includes(alone.hello.visitorId), 10_000);
      expect(await a.server.ctx.db.select().from(liveGuests).where(eq(liveGuests.nodeId, killed.nodeId!))).toEqual([]);
      expect(await a.server.ctx.db.select().from(serverNodes).where(eq(serverNodes.id, killed.nodeId!))).toEqual([]);
      expect(await listedIds(b, token)).toEqual([twoTabs.hello.visitorId]);
      await sleep(500);
      expect(leftIds(desk)).toEqual([alone.hello.visitorId]);
    } finally {
      if (killed.child.exitCode === null && killed.child.signalCode === null) killed.child.kill('SIGKILL');
      await killed.exited;
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
