import type { Settings } from '../config/settings';
import type { Database } from '../db/database';
import type { JobLog } from '../jobs/job-queue';
import { LocalGuestDirectory, type GuestDirectory } from './guest-directory';
import type { LiveVisitors } from './live-visitors';
import { SharedGuestDirectory, type DirectoryTimings } from './shared-guest-directory';

/** Shared tables when several nodes share PostgreSQL (SEVERAL_NODES); this process's registry otherwise. */
export function createGuestDirectory(
  database: Pick<Database, 'kind' | 'db'>,
  settings: Pick<Settings, 'severalNodes'>,
  live: LiveVisitors,
  log: JobLog,
  timings?: DirectoryTimings,
): GuestDirectory {
  if (database.kind === 'postgres' && settings.severalNodes) return new SharedGuestDirectory(database.db, live, log, timings);
  return new LocalGuestDirectory(live);
}
