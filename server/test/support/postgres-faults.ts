// The throw-away PostgreSQL that with-postgres.ts started (TEST_POSTGRES_DATA, TEST_POSTGRES_BIN), broken as
// `pnpm chaos` breaks its own.
import { postgresFaults as faultsOf, type PostgresFaults } from '../../scripts/chaos/postgres-faults';

export type { PostgresFaults };

/** Null when the suite did not get a PostgreSQL of its own to break (e.g. TEST_DATABASE_URL set by hand). */
export function postgresFaults(url: string, env: NodeJS.ProcessEnv = process.env): PostgresFaults | null {
  const dataDir = env.TEST_POSTGRES_DATA;
  const binDir = env.TEST_POSTGRES_BIN;
  return dataDir && binDir ? faultsOf({ url, dataDir, binDir }) : null;
}
