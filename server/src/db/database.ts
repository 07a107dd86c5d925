import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { Pool } from 'pg';
import { parse as parseConnectionString } from 'pg-connection-string';
import postgres, { type Sql } from 'postgres';
import { MEMORY_DATABASE, type Settings } from '../config/settings';
import { openBroadcastConnections, type BroadcastConnections } from './broadcast-connections';
import { startPgliteThread, type PgliteThread } from './pglite-thread';
import * as schema from './schema';

/** The query layer every feature uses; identical for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

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
 * Seconds a new connection may take before its queries fail (postgres.js waits 30 by default): while
 * PostgreSQL is frozen or unreachable, statements fail within this and the sender hears "try again".
 */
const CONNECT_TIMEOUT_S = 5;
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

/**
 * drizzle asks postgres.js to prepare only statements named with `.prepare()`. Unprepared, postgres.js
 * describes each statement before running it, a round trip that stops the pipeline: every query then
 * waits for the one before. Prepared, each distinct parameterised text is parsed and planned once per
 * connection and queries pipeline. Texts without parameters (migrations, several commands) stay as sent.
 */
function preparingEveryStatement(client: Sql): Sql {
  const unsafe = client.unsafe.bind(client);
  const prepared: typeof client.unsafe = (query, parameters, options) =>
    unsafe(query, parameters, parameters && parameters.length > 0 ? { ...options, prepare: true } : options);
  return Object.assign(client, { unsafe: prepared });
}

/**
 * Holds a session-level advisory lock on a connection of its own while `work` runs on the others (a
 * transaction-level one would hold its connection's transaction open as long). Should the process die
 * meanwhile, its connection closes and PostgreSQL releases the lock.
 */
async function underAdvisoryLock<T>(sql: Sql, work: () => Promise<T>): Promise<T> {
  const connection = await sql.reserve();
  try {
    await connection.unsafe(`SELECT pg_advisory_lock(${STARTUP_LOCK_KEY})`);
    try {
      return await work();
    } finally {
      await connection.unsafe(`SELECT pg_advisory_unlock(${STARTUP_LOCK_KEY})`);
    }
  } finally {
    connection.release();
  }
}

/** drizzle over postgres.js, which pipelines queries on a connection. */
function overClient(sql: Sql, kind: Database['kind'], extra: { broadcasts?: BroadcastConnections; thread?: PgliteThread }): Database {
  const client = preparingEveryStatement(sql);
  const db = drizzlePostgres({ client, schema });
  // The embedded database's one connection cannot be set aside for a lock, nor does it need one.
  const withStartupLock = <T>(work: () => Promise<T>): Promise<T> => (kind === 'postgres' ? underAdvisoryLock(client, work) : work());
  return {
    db: db as unknown as Db,
    kind,
    pool: extra.broadcasts?.pool ?? null,
    broadcasts: extra.broadcasts ?? null,
    thread: extra.thread ?? null,
    migrate: () => withStartupLock(() => migratePostgres(db, { migrationsFolder: MIGRATIONS })),
    withStartupLock,
    close: async () => {
      await client.end({ timeout: 5 });
      await extra.broadcasts?.end();
      await extra.thread?.stop();
    },
  };
}

/**
 * The embedded default: PGlite in its own thread (so queries never block the sockets), reached through
 * the PostgreSQL driver over one connection, the only kind PGlite serves safely.
 */
export async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const thread = await startPgliteThread(dataDir);
  const client = postgres({ host: thread.socketFolder, port: thread.port, user: 'postgres', database: 'postgres', max: 1, onnotice: () => undefined });
  return overClient(client, 'pglite', { thread });
}

/**
 * `severalNodes`: other server processes share the database, so broadcasts must reach their sockets
 * (socket.io's PostgreSQL adapter, through a small node-postgres pool of its own). A single process does
 * without: every emit through the adapter is also a NOTIFY its own process reads back.
 */
export function openPostgres(url: string, { severalNodes = false }: { severalNodes?: boolean } = {}): Database {
  // Parsed as libpq and node-postgres read it, so `?host=/run/postgresql` (a Unix socket) works too.
  const parts = parseConnectionString(url);
  const client = postgres({
    host: parts.host ?? undefined,
    port: parts.port ? Number(parts.port) : undefined,
    user: parts.user,
    password: parts.password,
    database: parts.database ?? undefined,
    ssl: parts.ssl === undefined ? undefined : (parts.ssl as boolean | object),
    max: POSTGRES_CONNECTIONS,
    // A connection PostgreSQL ends (a restart, a failover) fails the statements on it and is opened again
    // for the next ones: postgres.js reports it to the query, never as an event that could end the process.
    connect_timeout: CONNECT_TIMEOUT_S,
    onnotice: () => undefined,
  });
  const log = (text: string) => console.error(text);
  return overClient(client, 'postgres', severalNodes ? { broadcasts: openBroadcastConnections(url, log) } : {});
}

/** PGlite in the data folder by default, in memory for `memory://`, PostgreSQL for any other URL. */
export function openDatabase(settings: Pick<Settings, 'databaseUrl' | 'dataDir' | 'severalNodes'>): Promise<Database> {
  const url = settings.databaseUrl;
  if (url === MEMORY_DATABASE) return openPglite(null);
  if (url) return Promise.resolve(openPostgres(url, { severalNodes: settings.severalNodes }));
  return openPglite(path.join(settings.dataDir, 'db'));
}
