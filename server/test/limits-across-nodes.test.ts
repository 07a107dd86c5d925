/** @jest-environment ./test/support/pglite-environment.cjs */
import { randomUUID } from 'node:crypto';
import { createFailureLimiter } from '../src/abuse/failure-limiter';
import { openPostgres, type Database } from '../src/db/database';
import { api, createUser, PASSWORD, startTestServer, type TestServer } from './support/test-server';
import { connectGuest, createWidget } from './support/visitor-helpers';
import { describeIfPostgres } from './support/postgres-suite';

// Runs only with TEST_DATABASE_URL (a PostgreSQL database it may write to): two server nodes on one
// database count the abuse limits together, at their production values (abuseLimitScale 1). Each
// request names its address (X-Forwarded-For, trustProxy); each run picks fresh addresses, since a
// kept database still holds the hits of the run before.
const url = process.env.TEST_DATABASE_URL;
const describeWithPostgres = describeIfPostgres(url);

const TOO_MANY = 'Too many failed sign-in attempts. Please try again in a minute.';
const octet = () => Math.floor(Math.random() * 254) + 1;
const freshAddress = () => `10.${octet()}.${octet()}.${octet()}`;

describeWithPostgres('abuse limits across two nodes on PostgreSQL', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    const shared = { databaseUrl: url!, severalNodes: true, trustProxy: true, abuseLimitScale: 1, jwtSecret: 'pg-limits-' + randomUUID() };
    a = await startTestServer(shared);
    b = await startTestServer(shared);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  const signIn = (node: TestServer, ip: string, email: string, password: string) =>
    api(node.url, 'POST', '/auth/signin', { body: { email, password }, headers: { 'x-forwarded-for': ip } });

  it('blocks the 11th sign-in on either node after 10 failures split across both', async () => {
    const user = await createUser(a.server);
    const ip = freshAddress();
    for (let i = 0; i < 10; i += 1) expect((await signIn(i % 2 ? b : a, ip, user.email, 'Wrong#Pass1')).status).toBe(400);
    for (const node of [a, b]) {
      const locked = await signIn(node, ip, user.email, PASSWORD);
      expect(locked.status).toBe(429);
      expect(locked.body).toEqual({ statusCode: 429, message: TOO_MANY });
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    }
    // Another address of the real user signs in on either node.
    expect((await signIn(b, freshAddress(), user.email, PASSWORD)).status).toBe(200);
  });

  it('clears the count on both nodes when the user signs in', async () => {
    const user = await createUser(a.server);
    const ip = freshAddress();
    for (let i = 0; i < 9; i += 1) await signIn(a, ip, user.email, 'Wrong#Pass1');
    expect((await signIn(b, ip, user.email, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 9; i += 1) expect((await signIn(i % 2 ? a : b, ip, user.email, 'Wrong#Pass1')).status).toBe(400);
  });

  it('lets exactly 10 reset mails an hour from one address through when both nodes are asked at once', async () => {
    const ip = freshAddress();
    const asks = Array.from({ length: 30 }, (_, i) =>
      api(i % 2 ? b.url : a.url, 'POST', '/users/forgot-password-link', { body: { email: `nobody-${randomUUID()}@example.com` }, headers: { 'x-forwarded-for': ip } }),
    );
    const statuses = (await Promise.all(asks)).map((answer) => answer.status);
    // Below the cap the spec's answer for an unknown address (404); above it 429, on either node.
    expect(statuses.filter((status) => status === 404)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  it('caps new guests per address over both nodes', async () => {
    const owner = await createUser(a.server);
    const widget = await createWidget(a.server, owner.id);
    const ip = freshAddress();
    const sockets = [];
    try {
      for (let i = 0; i < 30; i += 1) sockets.push((await connectGuest(i % 2 ? b.url : a.url, widget.pluginId, { headers: { 'x-forwarded-for': ip } })).socket);
      for (const node of [a, b]) {
        await expect(connectGuest(node.url, widget.pluginId, { headers: { 'x-forwarded-for': ip } })).rejects.toThrow(
          'Too many new visits from your network. Please try again in a minute.',
        );
      }
    } finally {
      for (const socket of sockets) socket.close();
    }
  });

  describe('one limiter over two connection pools', () => {
    let first: Database;
    let second: Database;
    beforeAll(() => {
      first = openPostgres(url!);
      second = openPostgres(url!);
    });
    afterAll(async () => {
      await first?.close();
      await second?.close();
    });

    it('is exact under concurrency: of 200 takes at once over both pools, exactly 25 are taken', async () => {
      const name = `test-${randomUUID()}`;
      const rule = { limit: 25, windowMs: 60_000 };
      const limiters = [createFailureLimiter(first.db, name, rule), createFailureLimiter(second.db, name, rule)];
      const waits = await Promise.all(Array.from({ length: 200 }, (_, i) => limiters[i % 2].take('crowd')));
      expect(waits.filter((wait) => wait === 0)).toHaveLength(25);
      expect(waits.every((wait) => wait === 0 || (wait >= 59 && wait <= 60))).toBe(true);
    });
  });
});
