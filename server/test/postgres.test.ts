/** @jest-environment ./test/support/pglite-environment.cjs */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../src/db/database';
import { rowsOf } from '../src/db/json-row';
import { eventually } from './support/fresh-postgres';
import { api, connectAgent, createUser, nextEvent, signIn, startTestServer, type TestServer } from './support/test-server';
import { describeIfPostgres } from './support/postgres-suite';

// Runs only with TEST_DATABASE_URL (a PostgreSQL database it may write to): the same migrations on
// PostgreSQL, and two server processes' worth of servers sharing broadcasts through the adapter.
const url = process.env.TEST_DATABASE_URL;
const describeWithPostgres = describeIfPostgres(url);

describeWithPostgres('with PostgreSQL (DATABASE_URL) and two server nodes', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    const shared = { databaseUrl: url!, severalNodes: true, jwtSecret: 'pg-test-' + randomUUID() };
    a = await startTestServer(shared);
    b = await startTestServer(shared);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('migrates, signs in on one node and reaches a socket of the other', async () => {
    const user = await createUser(a.server);
    const login = await signIn(a.url, user.email);
    const socket = await connectAgent(b.url, login.accessToken);
    try {
      const heard = nextEvent(socket, 'user-online-status-is', 5000);
      const toggled = await api(a.url, 'GET', '/users/toggle-online', { token: login.accessToken });
      expect(await heard).toEqual({ userId: user.id, isOnline: toggled.body.isOnline });

      const gone = new Promise((resolve) => socket.once('disconnect', resolve));
      await api(b.url, 'POST', '/auth/logout', { token: login.accessToken });
      expect(await gone).toBe('io server disconnect');
    } finally {
      socket.close();
    }
  });
  it('carries on when PostgreSQL ends its LISTEN connection and the job queue\'s connections', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const listener = a.server.ctx.database.broadcasts!.listener;
      await eventually(() => listener.listening(), 5000);
      const listening = listener.backendPid()!;
      const ended = rowsOf(
        await a.server.ctx.db.execute(
          sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid = ${listening}::int OR application_name = 'live-chat-jobs'`,
        ),
      );
      expect(ended.length).toBeGreaterThan(1);
      // A new LISTEN connection, and broadcasts from node b reach node a's sockets again.
      await eventually(() => listener.listening() && listener.backendPid() !== listening, 5000);
      const user = await createUser(a.server);
      const login = await signIn(b.url, user.email);
      const socket = await connectAgent(a.url, login.accessToken);
      try {
        const heard = nextEvent(socket, 'user-online-status-is', 5000);
        const toggled = await api(b.url, 'GET', '/users/toggle-online', { token: login.accessToken });
        expect(await heard).toEqual({ userId: user.id, isOnline: toggled.body.isOnline });
      } finally {
        socket.close();
      }
      // The job queue's pool opens new connections: a job sent now runs.
      const ran = new Promise<unknown>((resolve) => void a.server.ctx.jobs.work<{ n: number }>('after-terminate', async (data) => resolve(data)));
      await a.server.ctx.jobs.send('after-terminate', { n: 1 });
      expect(await ran).toEqual({ n: 1 });
      for (const node of [a, b]) {
        expect((await fetch(`${node.url}/healthz`)).status).toBe(200);
        expect(await (await fetch(`${node.url}/readyz`)).json()).toEqual({ status: 'ready' });
      }
    } finally {
      quiet.mockRestore();
    }
  }, 30_000);
});

describeWithPostgres('the broadcast connections on PostgreSQL', () => {
  it('survive PostgreSQL ending an idle one: the pool replaces it and the process carries on', async () => {
    const database = openPostgres(url!, { severalNodes: true });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const pool = database.pool!;
      const idle = await pool.connect();
      const [{ pid }] = (await idle.query('SELECT pg_backend_pid() AS pid')).rows;
      idle.release();
      // As a restart or a dropped database would: the server ends the idle connection.
      await database.db.execute(sql`SELECT pg_terminate_backend(${pid}::int)`);
      await eventually(() => errors.mock.calls.some(([text]) => String(text).includes('PostgreSQL connection for broadcasts lost')), 5000);
      expect((await pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      errors.mockRestore();
      await database.close();
    }
  });
});
