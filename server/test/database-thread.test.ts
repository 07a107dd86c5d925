// The embedded default as `npm start` opens it: PGlite in its own thread, reached over its Unix socket.
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { openPglite, type Database } from '../src/db/database';
import { rowsOf } from '../src/db/json-row';
import { isUniqueViolation } from '../src/db/json-row';
import { users } from '../src/db/schema';

const owner = (email: string) => ({ id: email, email, passwordHash: 'x', fullName: 'Owner', role: 'client' as const });

describe('the embedded database in its own thread', () => {
  let dataDir: string;
  let database: Database | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'database-thread-'));
  });
  afterEach(() => database?.close());
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('keeps what was committed across a restart, and rolls back a failed transaction', async () => {
    database = await openPglite(dataDir);
    await database.migrate();
    await database.db.insert(users).values(owner('kept@example.com'));
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(users).values(owner('rolled-back@example.com'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await database.close();

    database = await openPglite(dataDir);
    const emails = await database.db.select({ email: users.email }).from(users).orderBy(users.email);
    expect(emails).toEqual([{ email: 'kept@example.com' }]);
  });

  it('reports a unique violation as the features expect, and runs many queries at once in order', async () => {
    database = await openPglite(null);
    await database.migrate();
    await database.db.insert(users).values(owner('twice@example.com'));
    const error = await database.db.insert(users).values(owner('twice@example.com')).catch((caught: unknown) => caught);
    expect(isUniqueViolation(error)).toBe(true);

    const answers = await Promise.all(Array.from({ length: 300 }, (_, i) => database!.db.execute(sql`select ${i}::int as i`)));
    expect(answers.map((result) => rowsOf<{ i: number }>(result)[0].i)).toEqual(Array.from({ length: 300 }, (_, i) => i));
    const [row] = await database.db.select().from(users).where(eq(users.email, 'twice@example.com'));
    expect(row.role).toBe('client');
  });

  it('delivers large answers intact while the main thread is too busy to read them', async () => {
    database = await openPglite(null);
    // Each answer is megabytes: the socket fills and the thread's writes wait in Node's queue, where a
    // view of the database's reused memory would be overwritten before it is sent.
    const big = () => database!.db.execute(sql`select i, repeat(md5(i::text), 40) as text from generate_series(1, 4000) as i`);
    const answers = [big(), big(), big(), big()];
    const until = Date.now() + 300;
    while (Date.now() < until); // the main thread reads nothing meanwhile
    const rows = (await Promise.all(answers)).map((result) => rowsOf<{ i: number; text: string }>(result));
    for (const answer of rows) {
      expect(answer).toHaveLength(4000);
      for (const row of answer) expect(row.text).toBe(createHash('md5').update(String(row.i)).digest('hex').repeat(40));
    }
  });

  it('serves one connection only: a second client on its socket is turned away', async () => {
    database = await openPglite(null);
    await database.migrate(); // the server's own connection is open now
    const thread = database.thread!;
    const closed = await new Promise<boolean>((resolve) => {
      const intruder = createConnection(path.join(thread.socketFolder, `.s.PGSQL.${thread.port}`));
      intruder.on('close', () => resolve(true));
      intruder.on('error', () => undefined);
    });
    expect(closed).toBe(true);
    expect(rowsOf(await database.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
  });
});
