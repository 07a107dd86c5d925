// Where webhook deliveries are kept. On PostgreSQL (and with the tests' shared PGlite) in the main database.
// On the embedded database as `npm start` runs it, in a second PGlite in a thread of its own: every
// delivery is written and then updated once sent, and on the one thread of the main database each of those
// statements would hold up the chat messages queued behind it (docs/benchmarks.md#message-latency).
import path from 'node:path';
import { asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { MEMORY_DATABASE, type Settings } from '../config/settings';
import { openPglite, type Database, type Db } from '../db/database';
import { webhookDeliveries } from '../db/schema';

const MIGRATIONS = path.resolve(__dirname, '..', '..', 'drizzle-deliveries');
/** The folder of the deliveries' own database, under DATA_DIR. */
export const DELIVERIES_FOLDER = 'webhook-deliveries';
/** Rows moved across from the main database per statement (an install from before the split). */
const MOVE_PAGE = 500;

export interface DeliveryDatabase {
  /** The database holding the deliveries; a separate one is opened on first use. */
  db(): Promise<Db>;
  /**
   * True when it is the main database. Only there do deliveries refer to their endpoint's row (a foreign
   * key, deleting them with it); a separate one is told of each deletion (`forgetEndpoint`).
   */
  readonly shared: boolean;
  /** Deletes an endpoint's deliveries from a separate database (the main one's foreign key does it there). */
  forgetEndpoint(endpointId: string): Promise<void>;
  close(): Promise<void>;
}

/** The main database's own table: what every caller gets on PostgreSQL and in the tests. */
function sharedDeliveries(main: Database): DeliveryDatabase {
  return { db: () => Promise.resolve(main.db), shared: true, forgetEndpoint: () => Promise.resolve(), close: () => Promise.resolve() };
}

export function createDeliveryDatabase(main: Database, settings: Pick<Settings, 'dataDir' | 'databaseUrl'>): DeliveryDatabase {
  // Only the embedded database in its thread has the one connection a delivery's statement would queue on.
  if (!main.thread) return sharedDeliveries(main);
  const folder = settings.databaseUrl === MEMORY_DATABASE ? null : path.join(settings.dataDir, DELIVERIES_FOLDER);
  let opening: Promise<Database> | null = null;
  let closed = false;
  const open = (): Promise<Database> => {
    if (closed) return Promise.reject(new Error('the webhook deliveries database is closed'));
    opening ??= (async () => {
      const database = await openPglite(folder, { migrations: MIGRATIONS, background: true });
      try {
        await database.migrate();
        await moveAcross(main.db, database.db);
        return database;
      } catch (error) {
        await database.close();
        throw error;
      }
    })().catch((error: unknown) => {
      // The next use tries again.
      opening = null;
      throw error;
    });
    return opening;
  };
  return {
    db: async () => (await open()).db,
    shared: false,
    async forgetEndpoint(endpointId) {
      const { db } = await open();
      await db.delete(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
    },
    async close() {
      closed = true;
      const database = await opening?.catch(() => null);
      await database?.close();
    },
  };
}

/**
 * Deliveries an install from before the split left in the main database move across once, numbers and
 * all (a key's order is its numbers'); the sequence then goes on after the highest. Safe to repeat after a
 * stop part-way: a row already across is not copied twice, and each page leaves the main database only
 * once it is across.
 */
async function moveAcross(main: Db, deliveries: Db): Promise<void> {
  let moved = 0;
  for (let after = 0; ; ) {
    const page = await main.select().from(webhookDeliveries).where(gt(webhookDeliveries.seq, after)).orderBy(asc(webhookDeliveries.seq)).limit(MOVE_PAGE);
    if (page.length === 0) break;
    await deliveries.insert(webhookDeliveries).values(page).onConflictDoNothing();
    await main.delete(webhookDeliveries).where(inArray(webhookDeliveries.id, page.map((row) => row.id)));
    after = page[page.length - 1].seq;
    moved += page.length;
  }
  if (moved === 0) return;
  // Never lower: the sequence may already be past rows the log's purge removed.
  await deliveries.execute(sql`
    SELECT setval(pg_get_serial_sequence('webhook_deliveries', 'seq'),
      GREATEST((SELECT max(seq) FROM webhook_deliveries), nextval(pg_get_serial_sequence('webhook_deliveries', 'seq'))))`);
}
