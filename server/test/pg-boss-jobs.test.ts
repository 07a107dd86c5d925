import postgres from 'postgres';
import type { JobLog } from '../src/jobs/job-queue';
import { PgBossJobQueue } from '../src/jobs/pg-boss-jobs';
import { eventually, freshDatabase, type FreshDatabase } from './support/fresh-postgres';
import { describeIfPostgres } from './support/postgres-suite';

// Runs only with TEST_DATABASE_URL (a PostgreSQL role that may create databases): two queues on one
// database stand for two server nodes.
const url = process.env.TEST_DATABASE_URL;
const describeWithPostgres = describeIfPostgres(url);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const errors: unknown[] = [];
const log: JobLog = { debug: () => undefined, warn: () => undefined, error: (...args: unknown[]) => void errors.push(args) } as JobLog;

describeWithPostgres('the pg-boss job queue, two nodes on one PostgreSQL database', () => {
  let fresh: FreshDatabase;
  let a: PgBossJobQueue;
  let b: PgBossJobQueue;
  const seen: Array<{ node: string; job: string; data: unknown }> = [];
  beforeAll(async () => {
    fresh = await freshDatabase(url!);
    a = new PgBossJobQueue(fresh.url, log);
    b = new PgBossJobQueue(fresh.url, log);
    for (const [node, queue] of [['a', a], ['b', b]] as const) {
      await queue.work('deliver', async (data) => void seen.push({ node, job: 'deliver', data }));
      await queue.work('timer', async (data) => void seen.push({ node, job: 'timer', data }));
    }
    // Together: pg-boss creates its schema once under its own lock.
    await Promise.all([a.start(), b.start()]);
  });
  afterAll(async () => {
    await Promise.allSettled([a?.stop(), b?.stop()]);
    await fresh?.drop();
  });
  beforeEach(() => {
    seen.length = 0;
  });

  it('runs every job once across both nodes', async () => {
    for (let n = 0; n < 40; n += 1) await (n % 2 ? a : b).send('deliver', { n });
    await eventually(() => seen.length >= 40);
    await sleep(1500); // time for a second run, were there one
    expect(seen.map((entry) => (entry.data as { n: number }).n).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, n) => n));
    expect(errors).toEqual([]);
  });

  it('waits for startAfter; a singleton key keeps one waiting job (replaced by a later send), cancelled from any node', async () => {
    const sentAt = Date.now();
    await a.send('timer', { v: 'first' }, { startAfter: 2, singletonKey: 'chat-1' });
    await b.send('timer', { v: 'moved' }, { startAfter: new Date(Date.now() + 3000), singletonKey: 'chat-1' });
    await a.send('timer', { v: 'cancelled' }, { startAfter: 2, singletonKey: 'chat-2' });
    expect(await b.cancel('timer', 'chat-2')).toBe(1);
    await sleep(1500);
    expect(seen).toEqual([]);
    await eventually(() => seen.length >= 1);
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(2900);
    await sleep(2500);
    expect(seen.map((entry) => entry.data)).toEqual([{ v: 'moved' }]);
  });

  it('keeps one schedule row for a recurring job however many nodes register it', async () => {
    await a.every('tick', 10, async () => undefined);
    await b.every('tick', 10, async () => undefined);
    const sql = postgres(fresh.url, { max: 1, onnotice: () => undefined });
    try {
      expect(await sql`SELECT name, cron FROM pgboss.schedule`).toEqual([{ name: 'tick', cron: '*/10 * * * *' }]);
    } finally {
      await sql.end();
    }
  });

  it('stop() waits for the handler running now', async () => {
    const c = new PgBossJobQueue(fresh.url, log);
    const order: string[] = [];
    await c.work('slow', async () => {
      order.push('started');
      await sleep(1500);
      order.push('finished');
    });
    await c.start();
    await c.send('slow', {});
    await eventually(() => order.length > 0);
    await c.stop();
    order.push('stopped');
    expect(order).toEqual(['started', 'finished', 'stopped']);
    expect(await c.send('slow', {})).toBeNull();
  });
});
