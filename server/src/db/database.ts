import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import { MEMORY_DATABASE, type Settings } from '../config/settings';
import * as schema from './schema';

/** The query layer every feature uses; identical for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Present for PostgreSQL: the socket.io adapter listens through it. */
  pool: Pool | null;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS = path.resolve(__dirname, '..', '..', 'drizzle');

/** Wraps an open PGlite client (tests hand in one shared instance). */
export function wrapPglite(client: PGlite, options: { closeClient?: boolean } = {}): Database {
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    pool: null,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS }),
    close: async () => {
      if (options.closeClient !== false) await client.close();
    },
  };
}

export function openPglite(dataDir: string | null): Database {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return wrapPglite(dataDir ? new PGlite(dataDir) : new PGlite());
}

export function openPostgres(url: string): Database {
  const pool = new Pool({ connectionString: url });
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    pool,
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS }),
    close: () => pool.end(),
  };
}

/** PGlite in the data folder by default, in memory for `memory://`, PostgreSQL for any other URL. */
export function openDatabase(settings: Pick<Settings, 'databaseUrl' | 'dataDir'>): Database {
  const url = settings.databaseUrl;
  if (url === MEMORY_DATABASE) return openPglite(null);
  if (url) return openPostgres(url);
  return openPglite(path.join(settings.dataDir, 'db'));
}
