/** @jest-environment ./test/support/pglite-environment.cjs */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/json-row';
import { users } from '../src/db/schema';
import { purgeSpentTokens } from '../src/app/purge-job';
import { DEMO_ACCOUNTS } from '../src/seed/demo-seed';
import { freshDatabase, type FreshDatabase } from './support/fresh-postgres';
import { api, signIn, startTestServer, type TestServer } from './support/test-server';
import { describeIfPostgres } from './support/postgres-suite';

// Runs only with TEST_DATABASE_URL (a PostgreSQL role that may create databases): nodes started at the
// same moment on one empty database take turns under the start-up lock.
const url = process.env.TEST_DATABASE_URL;
const describeWithPostgres = describeIfPostgres(url);
const NODES = 3;

describeWithPostgres('several nodes starting together on one empty PostgreSQL database', () => {
  let fresh: FreshDatabase;
  const nodes: TestServer[] = [];
  beforeAll(async () => {
    fresh = await freshDatabase(url!);
  });
  afterAll(async () => {
    await Promise.allSettled(nodes.map((node) => node.close()));
    await fresh?.drop();
  });

  it('all start; the migrations ran once, the demo data was seeded once, and the jobs run on pg-boss', async () => {
    const settings = { databaseUrl: fresh.url, severalNodes: true, seedDemo: true, jwtSecret: 'lock-test-' + randomUUID() };
    const started = await Promise.allSettled(Array.from({ length: NODES }, () => startTestServer(settings)));
    for (const outcome of started) if (outcome.status === 'fulfilled') nodes.push(outcome.value);
    expect(started.filter((outcome) => outcome.status === 'rejected')).toEqual([]);

    expect(nodes.filter((node) => node.server.demoSeeded)).toHaveLength(1);
    const db = nodes[0].server.ctx.db;
    const [owners] = await db.select({ total: count() }).from(users).where(eq(users.email, DEMO_ACCOUNTS[0].email));
    expect(owners.total).toBe(1);
    const journal = JSON.parse(readFileSync(path.join(__dirname, '..', 'drizzle', 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
    const [applied] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`));
    expect(applied.n).toBe(journal.entries.length);
    expect(nodes.map((node) => node.server.ctx.jobs.kind)).toEqual(Array(NODES).fill('pg-boss'));

    // Every node serves the one demo owner.
    const owner = DEMO_ACCOUNTS[0];
    const signIns = await Promise.all(nodes.map((node) => signIn(node.url, owner.email, owner.password)));
    expect(new Set(signIns.map((login) => login._id)).size).toBe(1);

    // The purge's statements on PostgreSQL: the ended login's token goes, the live ones stay.
    await api(nodes[1].url, 'POST', '/auth/logout', { token: signIns[1].accessToken });
    expect(await purgeSpentTokens(db)).toEqual({ refreshTokens: 1, passwordResets: 0, verificationCodes: 0 });
  });
});
