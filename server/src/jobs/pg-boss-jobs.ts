import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import { JobDatabase } from './job-database';
import {
  checkIntervalMinutes,
  checkJobName,
  delayOf,
  JOB_RETRY_DELAY_SECONDS,
  JOB_RETRY_LIMIT,
  type JobHandler,
  type JobLog,
  type JobQueue,
  type SendOptions,
} from './job-queue';

/** pg-boss keeps its tables in a schema of its own, created and migrated by its start(). */
const SCHEMA = 'pgboss';
/** Its own small pool beside the server's (jobs are few and short). */
const CONNECTIONS = 3;
/** How long connecting may take before it counts as failed (a frozen or unreachable PostgreSQL). */
const CONNECT_TIMEOUT_MS = 5_000;
/** How often each worker asks for due jobs: the lateness a timer may have. */
const POLL_SECONDS = 1;
/** Jobs a worker takes per poll and runs together: up to this many a second per node and job name. */
const BATCH_SIZE = 25;
/**
 * A job active longer than this counts as failed and is tried again: how soon the job of a node killed
 * mid-run runs elsewhere (the handlers here take milliseconds; pg-boss's default is 15 minutes).
 */
const EXPIRE_SECONDS = 60;
/** PostgreSQL's deadlock_detected, and how often creating a queue meets it before giving up. */
const DEADLOCK = '40P01';
const QUEUE_CREATE_ATTEMPTS = 5;

/**
 * Jobs on PostgreSQL through pg-boss: every job is a row, claimed by one worker of one process
 * (SELECT ... FOR UPDATE SKIP LOCKED), so N processes run it once; it outlives a restart or a killed
 * process (an active job whose process died is tried again once it expires).
 */
export class PgBossJobQueue implements JobQueue {
  readonly kind = 'pg-boss';
  private readonly boss: PgBoss;
  private readonly database: JobDatabase;
  private readonly queues = new Map<string, Promise<void>>();
  private readonly handled = new Set<string>();
  /** Workers and schedules registered before start(), set up by it. */
  private readonly registrations: Array<() => Promise<void>> = [];
  /** 'stopping': no new work is taken, but handlers still running may send their follow-up jobs. */
  private state: 'new' | 'started' | 'stopping' | 'stopped' = 'new';
  private stopped?: Promise<void>;

  constructor(
    connectionString: string,
    private readonly log: JobLog,
  ) {
    // Connections that hear their own errors (one PostgreSQL ends while in use would otherwise end the
    // process) and give up connecting after a while. The workers keep polling through an outage and find
    // the jobs again once PostgreSQL answers.
    this.database = new JobDatabase({ connectionString, max: CONNECTIONS, application_name: 'live-chat-jobs', connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true }, log);
    this.boss = new PgBoss({ db: this.database, schema: SCHEMA });
    // pg-boss reports its background failures (a lost connection while polling) as events; unheard, an
    // 'error' event would end the process.
    this.boss.on('error', (error) => this.log.error({ err: error }, 'job queue error'));
  }

  async start(): Promise<void> {
    if (this.state !== 'new') return;
    // Creates or migrates its schema under its own advisory lock, so nodes may start together.
    await this.boss.start();
    this.state = 'started';
    try {
      for (const register of this.registrations.splice(0)) await register();
    } catch (error) {
      // A server that fails to start must not leave workers polling behind it.
      await this.stop();
      throw error;
    }
  }

  stop(): Promise<void> {
    this.stopped ??= this.stopNow();
    return this.stopped;
  }

  private async stopNow(): Promise<void> {
    const wasStarted = this.state === 'started';
    this.state = 'stopping';
    // Waits for the running handlers (up to the timeout), then closes its pool; until then a handler's
    // follow-up job (a chat's next check) is still sent, so a node going away drops none.
    if (wasStarted) await this.boss.stop({ graceful: true, wait: true, timeout: 30_000 });
    // After the workers' last polls are answered, so none of them is left waiting.
    await this.database.close();
    this.state = 'stopped';
  }

  async work<T extends object>(name: string, handler: JobHandler<T>): Promise<void> {
    this.claimName(name);
    await this.register(async () => {
      await this.queue(name);
      await this.boss.work<T>(name, { pollingIntervalSeconds: POLL_SECONDS, batchSize: BATCH_SIZE }, (jobs) => this.runBatch(name, jobs, handler));
    });
  }

  async send<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<string | null> {
    checkJobName(name);
    if (this.state === 'new') throw new Error(`job '${name}' sent before the job queue started`);
    if (this.state === 'stopped') return null;
    const startAfter = options.startAfter instanceof Date ? options.startAfter : delayOf(options.startAfter) / 1000;
    await this.queue(name);
    if (options.singletonKey !== undefined) await this.cancel(name, options.singletonKey);
    return this.boss.send(name, data ?? {}, {
      startAfter,
      // The queues hold one waiting job per singleton key (policy 'short'); a job sent without one gets a
      // key of its own so that it never stands in another's way.
      singletonKey: options.singletonKey ?? randomUUID(),
    });
  }

  async cancel(name: string, singletonKey: string): Promise<number> {
    checkJobName(name);
    if (this.state !== 'started' && this.state !== 'stopping') return 0;
    // pg-boss cancels by job id only; the same update as its cancel(), chosen by key (created or retry).
    const { rows } = await this.boss
      .getDb()
      .executeSql(
        `UPDATE ${SCHEMA}.job SET completed_on = now(), state = 'cancelled' WHERE name = $1 AND singleton_key = $2 AND state < 'active' RETURNING id`,
        [name, singletonKey],
      );
    return rows.length;
  }

  async every(name: string, minutes: number, handler: () => Promise<void>): Promise<void> {
    checkIntervalMinutes(minutes);
    this.claimName(name);
    await this.register(async () => {
      await this.queue(name);
      // One schedule row per name in the database, whichever node wrote it last; pg-boss's cron sends one
      // job per slot however many nodes watch it, and one worker claims it.
      await this.boss.schedule(name, minutes === 60 ? '0 * * * *' : `*/${minutes} * * * *`);
      await this.boss.work(name, { pollingIntervalSeconds: POLL_SECONDS }, () => this.logged(name, handler));
    });
  }

  private claimName(name: string): void {
    checkJobName(name);
    if (this.handled.has(name)) throw new Error(`job '${name}' already has a handler`);
    this.handled.add(name);
  }

  private async register(setUp: () => Promise<void>): Promise<void> {
    if (this.state === 'started') await setUp();
    else if (this.state === 'new') this.registrations.push(setUp);
  }

  /** Each queue once per process (pg-boss sends nothing to a queue that does not exist). */
  private queue(name: string): Promise<void> {
    let ready = this.queues.get(name);
    if (!ready) {
      ready = this.createQueue(name);
      ready.catch(() => this.queues.delete(name));
      this.queues.set(name, ready);
    }
    return ready;
  }

  /**
   * Nodes creating one queue at the same moment can deadlock inside pg-boss (each attaches a partition to
   * its job table); PostgreSQL rolls one back, and trying again finds the queue the other created.
   */
  private async createQueue(name: string): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.boss.createQueue(name, {
          name,
          policy: 'short',
          retryLimit: JOB_RETRY_LIMIT,
          retryDelay: JOB_RETRY_DELAY_SECONDS,
          expireInSeconds: EXPIRE_SECONDS,
        });
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== DEADLOCK || attempt >= QUEUE_CREATE_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 50));
      }
    }
  }

  /**
   * pg-boss completes or fails a batch as a whole; one job's failure must not fail the others, so the
   * failed ones are marked here (pg-boss retries them) and the rest complete when this resolves.
   */
  private async runBatch<T extends object>(name: string, jobs: Array<PgBoss.Job<T>>, handler: JobHandler<T>): Promise<void> {
    const outcomes = await Promise.allSettled(jobs.map((job) => handler(job.data, { id: job.id, name })));
    const failed: string[] = [];
    outcomes.forEach((outcome, index) => {
      if (outcome.status === 'fulfilled') return;
      this.log.error({ err: outcome.reason, job: name }, 'job failed');
      failed.push(jobs[index].id);
    });
    if (failed.length > 0) await this.boss.fail(name, failed);
  }

  /** A failure is logged here and thrown on to pg-boss, which retries the job. */
  private async logged(name: string, run: () => Promise<void>): Promise<void> {
    try {
      await run();
    } catch (error) {
      this.log.error({ err: error, job: name }, 'job failed');
      throw error;
    }
  }
}
