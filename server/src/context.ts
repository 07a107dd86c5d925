import type { Settings } from './config/settings';
import type { Database, Db } from './db/database';
import type { DomainEventBus } from './events';
import type { JobQueue } from './jobs/job-queue';
import type { Mailer } from './mail/mailer';
import type { AgentServer } from './realtime/socket-types';

/**
 * What every feature's routes and socket handlers are built from: the platform's services here, and each
 * module's own service added from its face (`declare module '../context'` in its index.ts), so that this
 * file names no module above the platform.
 */
export interface AppContext {
  settings: Settings;
  database: Database;
  db: Db;
  mailer: Mailer;
  io: AgentServer;
  /** Delayed and recurring work, run once across nodes (pg-boss on PostgreSQL, timers in this process on the embedded database). */
  jobs: JobQueue;
  /** The domain events: a module's change told, after its commit, to the modules that react to it. */
  events: DomainEventBus;
}
