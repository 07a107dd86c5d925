/** @jest-environment ./test/support/pglite-environment.cjs */
import { randomUUID } from 'node:crypto';
import { api, connectAgent, createUser, nextEvent, signIn, startTestServer, type TestServer } from './support/test-server';

// Runs only with TEST_DATABASE_URL (a PostgreSQL database it may write to): the same migrations on
// PostgreSQL, and two server processes' worth of servers sharing broadcasts through the adapter.
const url = process.env.TEST_DATABASE_URL;
const describeWithPostgres = url ? describe : describe.skip;

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
});
