import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool, type Client, type PoolConfig, type QueryConfig } from 'pg';
import { MEMORY_DATABASE, type Settings } from '../config/settings';
import { ClientHearingErrors, openBroadcastConnections, type BroadcastConnections } from './broadcast-connections';
import { startPgliteThread, type PgliteThread } from './pglite-thread';
import * as schema from './schema';

/** The query layer every feature uses; identical for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** An open transaction of the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Present for PostgreSQL with several nodes: the socket.io adapter's NOTIFYs go through it. */
  pool: Pool | null;
  /** Present with `pool`: the adapter's pool and its LISTEN connection, kept up across outages. */
  broadcasts: BroadcastConnections | null;
  /** Present for the embedded default: the thread PGlite runs in. */
  thread: PgliteThread | null;
  /** Applies the migrations; on PostgreSQL under the start-up lock, so nodes starting together migrate once. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while this process holds the start-up lock (a PostgreSQL advisory lock on a fixed key):
   * nodes starting together against one database take turns. The embedded database serves one process
   * over one connection: there it just runs `work`.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const POSTGRES_CONNECTIONS = 10;
/**
 * How long connecting (or waiting for a free connection) may take before the statement fails: while
 * PostgreSQL is frozen or unreachable, statements fail within this and the sender hears "try again".
 */
const CONNECT_TIMEOUT_MS = 5_000;
/** The advisory lock key of the start-up steps (any fixed number no other lock of this database uses). */
const STARTUP_LOCK_KEY = 7_413_300_013;
const MIGRATIONS = path.resolve(__dirname, '..', '..', 'drizzle');

/** Wraps an open PGlite client (tests hand in one shared instance). */
export function wrapPglite(client: PGlite, options: { closeClient?: boolean } = {}): Database {
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    pool: null,
    broadcasts: null,
    thread: null,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS }),
    withStartupLock: (work) => work(),
    close: async () => {
      if (options.closeClient !== false) await client.close();
    },
  };
}

/** One name per distinct statement text, the same on every connection. */
const statementNames = new Map<string, string>();
/**
 * Distinct texts named at most: a list of ids makes one text per length (`in ($1, $2…)`), and each named
 * text stays prepared on every connection; texts beyond the cap are sent unnamed.
 */
const MAX_NAMED_STATEMENTS = 2_000;

/**
 * A node-postgres connection that prepares every parameterised statement: drizzle names only those made
 * with `.prepare()`, and node-postgres otherwise parses and plans each text again on every run. Named, each
 * distinct text is parsed once per connection. Texts without parameters (migrations, several commands)
 * stay as sent. Hears its own errors, as every node-postgres connection of this server does.
 */
class PreparingClient extends ClientHearingErrors {}
const plainQuery = ClientHearingErrors.prototype.query as (this: Client, ...args: unknown[]) => unknown;
PreparingClient.prototype.query = function (this: Client, config: unknown, values?: unknown, ...rest: unknown[]) {
  const statement = config as { text?: unknown; name?: unknown; submit?: unknown } | null;
  if (statement && typeof statement === 'object' && typeof statement.text === 'string' && !statement.name && !statement.submit && Array.isArray(values) && values.length > 0) {
    let name = statementNames.get(statement.text);
    if (!name && statementNames.size < MAX_NAMED_STATEMENTS) statementNames.set(statement.text, (name = `s${statementNames.size + 1}`));
    if (name) return plainQuery.call(this, { ...statement, name }, values, ...rest);
  }
  return plainQuery.call(this, config, values, ...rest);
} as Client['query'];

/**
 * node-postgres's `pool.query` closes the connection after any failed statement, a unique violation too
 * (the embedded database's one connection with it, and with that the statements queued behind it). Here a
 * connection goes back to the pool after a failed statement as after a transaction; the pool closes it
 * only when the connection itself failed.
 */
class StatementPool extends Pool {}
StatementPool.prototype.query = async function (this: Pool, config: unknown, values?: unknown) {
  const connection = await this.connect();
  try {
    return await connection.query(config as QueryConfig, values as unknown[] | undefined);
  } finally {
    connection.release();
  }
} as Pool['query'];

/**
 * Holds a session-level advisory lock on a connection of its own while `work` runs on the others (a
 * transaction-level one would hold its connection's transaction open as long). Should the process die
 * meanwhile, its connection closes and PostgreSQL releases the lock.
 */
async function underAdvisoryLock<T>(pool: Pool, work: () => Promise<T>): Promise<T> {
  const connection = await pool.connect();
  try {
    await connection.query(`SELECT pg_advisory_lock(${STARTUP_LOCK_KEY})`);
    try {
      return await work();
    } finally {
      await connection.query(`SELECT pg_advisory_unlock(${STARTUP_LOCK_KEY})`);
    }
  } finally {
    // The pool closes it instead should the connection itself have failed.
    connection.release();
  }
}

/**
 * drizzle over a node-postgres pool. Every connection hears its errors and gives up connecting after
 * CONNECT_TIMEOUT_MS, as those of the jobs and the broadcasts do; one PostgreSQL ends (a restart, a
 * failover) fails the statement on it and is replaced for the next ones.
 */
function overPool(config: PoolConfig, kind: Database['kind'], extra: { broadcasts?: BroadcastConnections; thread?: PgliteThread; migrations?: string }): Database {
  // Idle connections stay open (their prepared statements with them).
  const pool = new StatementPool({ ...config, Client: PreparingClient, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, idleTimeoutMillis: 0 });
  // PostgreSQL ending an idle connection is reported here; unheard, the pool's 'error' event would end the process.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzleNodePg({ client: pool, schema });
  // The embedded database's one connection cannot be set aside for a lock, nor does it need one.
  const withStartupLock = <T>(work: () => Promise<T>): Promise<T> => (kind === 'postgres' ? underAdvisoryLock(pool, work) : work());
  return {
    db: db as unknown as Db,
    kind,
    pool: extra.broadcasts?.pool ?? null,
    broadcasts: extra.broadcasts ?? null,
    thread: extra.thread ?? null,
    migrate: () => withStartupLock(() => migrateNodePg(db, { migrationsFolder: extra.migrations ?? MIGRATIONS })),
    withStartupLock,
    close: async () => {
      await pool.end();
      await extra.broadcasts?.end();
      await extra.thread?.stop();
    },
  };
}

/**
 * The embedded default: PGlite in its own thread (so queries never block the sockets), reached through
 * the PostgreSQL driver over one connection, the only kind PGlite serves safely.
 */
export async function openPglite(dataDir: string | null, { migrations, background }: { migrations?: string; background?: boolean } = {}): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const thread = await startPgliteThread(dataDir, { background });
  return overPool({ host: thread.socketFolder, port: thread.port, user: 'postgres', database: 'postgres', max: 1 }, 'pglite', { thread, migrations });
}

/**
 * `severalNodes`: other server processes share the database, so broadcasts must reach their sockets
 * (socket.io's PostgreSQL adapter, through a small node-postgres pool of its own). A single process does
 * without: every emit through the adapter is also a NOTIFY its own process reads back.
 */
export function openPostgres(url: string, { severalNodes = false }: { severalNodes?: boolean } = {}): Database {
  // node-postgres reads the URL as libpq does, so `?host=/run/postgresql` (a Unix socket) works too.
  const log = (text: string) => console.error(text);
  return overPool({ connectionString: url, max: POSTGRES_CONNECTIONS, keepAlive: true }, 'postgres', severalNodes ? { broadcasts: openBroadcastConnections(url, log) } : {});
}

/** PGlite in the data folder by default, in memory for `memory://`, PostgreSQL for any other URL. */
export function openDatabase(settings: Pick<Settings, 'databaseUrl' | 'dataDir' | 'severalNodes'>): Promise<Database> {
  const url = settings.databaseUrl;
  if (url === MEMORY_DATABASE) return openPglite(null);
  if (url) return Promise.resolve(openPostgres(url, { severalNodes: settings.severalNodes }));
  return openPglite(path.join(settings.dataDir, 'db'));
}
