import type { SessionService } from './auth/sessions';
import type { AbuseLimits } from './abuse/abuse-limits';
import type { Settings } from './config/settings';
import type { Database, Db } from './db/database';
import type { MessageAppends } from './chats/message-appends';
import type { JobQueue } from './jobs/job-queue';
import type { Mailer } from './mail/mailer';
import type { AgentServer } from './realtime/socket-types';
import type { AccountAgentsCache } from './visitors/account-agents-cache';
import type { LiveVisitors } from './visitors/live-visitors';

/** What every feature's routes and socket handlers are built from. */
export interface AppContext {
  settings: Settings;
  database: Database;
  db: Db;
  mailer: Mailer;
  io: AgentServer;
  sessions: SessionService;
  /** Sign-in, mail, guess and arrival limits (abuse-limits.ts). */
  limits: AbuseLimits;
  /** Each account's agents as guest events need them, read at most every couple of seconds. */
  audience: AccountAgentsCache;
  /** The guests connected to this process now. */
  live: LiveVisitors;
  /** Chat messages stored in groups, each acknowledged after its commit. */
  appends: MessageAppends;
  /** Delayed and recurring work, run once across nodes (pg-boss on PostgreSQL, timers in this process on the embedded database). */
  jobs: JobQueue;
  /** Priority and unattended timers of pending chats. */
  chatTimers: Map<string, NodeJS.Timeout[]>;
  /** What fired timers are doing now: close() waits for them before it closes the database. */
  timerTasks: Set<Promise<void>>;
  /** Set by close(): no new timer starts on a server that is going away. */
  closing: boolean;
}
