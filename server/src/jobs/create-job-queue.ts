import type { Settings } from '../config/settings';
import type { Database } from '../db/database';
import { InProcessJobQueue } from './in-process-jobs';
import type { JobLog, JobQueue } from './job-queue';
import { PgBossJobQueue } from './pg-boss-jobs';

/** pg-boss on PostgreSQL (jobs claimed in the database, once across nodes); timers on the embedded database (one process). */
export function createJobQueue(database: Pick<Database, 'kind'>, settings: Pick<Settings, 'databaseUrl'>, log: JobLog): JobQueue {
  if (database.kind === 'pglite') return new InProcessJobQueue(log);
  if (!settings.databaseUrl) throw new Error('the job queue needs DATABASE_URL to reach PostgreSQL');
  return new PgBossJobQueue(settings.databaseUrl, log);
}
