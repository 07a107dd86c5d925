import type { SessionService } from './auth/sessions';
import type { AbuseLimits } from './abuse/abuse-limits';
import type { Settings } from './config/settings';
import type { Database, Db } from './db/database';
import type { DomainEventBus } from './events';
import type { MessageAppends } from './chats/message-appends';
import type { JobQueue } from './jobs/job-queue';
import type { Mailer } from './mail/mailer';
import type { AgentServer } from './realtime/socket-types';
import type { AccountAgentsCache } from './visitors/account-agents-cache';
import type { GuestDirectory } from './visitors/guest-directory';
import type { LiveVisitors } from './visitors/live-visitors';
import type { RoutingKicker } from './routing/routing-kicker';

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
  /** The guests connected to any node now (shared tables on several nodes; `live` on one process). */
  guests: GuestDirectory;
  /** Chat messages stored in groups, each acknowledged after its commit. */
  appends: MessageAppends;
  /** Delayed and recurring work, run once across nodes (pg-boss on PostgreSQL, timers in this process on the embedded database). */
  jobs: JobQueue;
  /** The domain events: a module's change told, after its commit, to the modules that react to it. */
  events: DomainEventBus;
  /** Chat limits, automatic assignment and the queue: each account's routing pass, run after changes (issue 27). */
  routing: RoutingKicker;
}
