import { randomUUID } from 'node:crypto';
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

/** setTimeout holds at most about 24.8 days: a job due later re-arms until it is due. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

interface WaitingJob {
  id: string;
  name: string;
  key: string | null;
  /** The data as JSON, as pg-boss stores it: handlers get the same shapes on both implementations. */
  json: string;
  attempt: number;
  timer?: NodeJS.Timeout;
}

interface Schedule {
  name: string;
  minutes: number;
  handler: () => Promise<void>;
}

/**
 * The embedded database serves one process, so its jobs are timers of that process: nothing survives a
 * restart (features that need it resume from their own rows at start, as the chat timers do).
 */
export class InProcessJobQueue implements JobQueue {
  readonly kind = 'in-process';
  private readonly handlers = new Map<string, JobHandler<object>>();
  /** Names with a handler or a schedule: one of either per name, as on pg-boss. */
  private readonly handled = new Set<string>();
  private readonly waiting = new Map<string, WaitingJob>();
  /** `name key` → id of the one waiting job with that singleton key. */
  private readonly keyed = new Map<string, string>();
  private readonly schedules: Schedule[] = [];
  private readonly intervals: NodeJS.Timeout[] = [];
  private readonly running = new Set<Promise<void>>();
  private state: 'new' | 'started' | 'stopped' = 'new';

  constructor(private readonly log: JobLog) {}

  async start(): Promise<void> {
    if (this.state !== 'new') return;
    this.state = 'started';
    for (const schedule of this.schedules) this.repeat(schedule);
  }

  async stop(): Promise<void> {
    this.state = 'stopped';
    for (const job of this.waiting.values()) clearTimeout(job.timer);
    this.waiting.clear();
    this.keyed.clear();
    this.intervals.forEach(clearInterval);
    // A handler finishing may not start another (send refuses once stopped), so one wait is enough.
    await Promise.allSettled([...this.running]);
  }

  async work<T extends object>(name: string, handler: JobHandler<T>): Promise<void> {
    this.claimName(name);
    this.handlers.set(name, handler as JobHandler<object>);
  }

  async send<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<string | null> {
    checkJobName(name);
    if (this.state === 'new') throw new Error(`job '${name}' sent before the job queue started`);
    if (this.state === 'stopped') return null;
    const dueAt = Date.now() + delayOf(options.startAfter);
    const key = options.singletonKey ?? null;
    if (key !== null) await this.cancel(name, key);
    const job: WaitingJob = { id: randomUUID(), name, key, json: JSON.stringify(data ?? {}), attempt: 0 };
    this.wait(job, dueAt);
    return job.id;
  }

  async cancel(name: string, singletonKey: string): Promise<number> {
    const id = this.keyed.get(keyOf(name, singletonKey));
    const job = id === undefined ? undefined : this.waiting.get(id);
    if (!job) return 0;
    clearTimeout(job.timer);
    this.forget(job);
    return 1;
  }

  async every(name: string, minutes: number, handler: () => Promise<void>): Promise<void> {
    checkIntervalMinutes(minutes);
    this.claimName(name);
    const schedule: Schedule = { name, minutes, handler };
    this.schedules.push(schedule);
    if (this.state === 'started') this.repeat(schedule);
  }

  private claimName(name: string): void {
    checkJobName(name);
    if (this.handled.has(name)) throw new Error(`job '${name}' already has a handler`);
    this.handled.add(name);
  }

  private wait(job: WaitingJob, dueAt: number): void {
    const left = dueAt - Date.now();
    job.timer = setTimeout(() => (left > LONGEST_TIMER_MS ? this.wait(job, dueAt) : this.fire(job)), Math.min(Math.max(0, left), LONGEST_TIMER_MS));
    job.timer.unref();
    this.waiting.set(job.id, job);
    if (job.key !== null) this.keyed.set(keyOf(job.name, job.key), job.id);
  }

  private forget(job: WaitingJob): void {
    this.waiting.delete(job.id);
    if (job.key !== null && this.keyed.get(keyOf(job.name, job.key)) === job.id) this.keyed.delete(keyOf(job.name, job.key));
  }

  private fire(job: WaitingJob): void {
    this.forget(job);
    const handler = this.handlers.get(job.name);
    if (!handler) {
      this.log.error({ job: job.name }, 'job dropped: no handler for it on this process');
      return;
    }
    this.track(job.name, () => handler(JSON.parse(job.json), { id: job.id, name: job.name }), () => this.retry(job));
  }

  /** Tried again later like pg-boss does, unless stopped or a newer job with the same key took its place. */
  private retry(job: WaitingJob): boolean {
    const keyTaken = job.key !== null && this.keyed.has(keyOf(job.name, job.key));
    if (this.state !== 'started' || job.attempt >= JOB_RETRY_LIMIT || keyTaken) return false;
    this.wait({ ...job, attempt: job.attempt + 1 }, Date.now() + JOB_RETRY_DELAY_SECONDS * 1000);
    return true;
  }

  private repeat(schedule: Schedule): void {
    let busy = false;
    const interval = setInterval(() => {
      // One run at a time: a run longer than the interval skips the next tick.
      if (busy || this.state !== 'started') return;
      busy = true;
      this.track(schedule.name, schedule.handler, () => false, () => (busy = false));
    }, schedule.minutes * 60_000);
    interval.unref();
    this.intervals.push(interval);
  }

  /** Runs a handler so that stop() waits for it; a failure is retried or logged. */
  private track(name: string, run: () => Promise<void>, retry: () => boolean, done: () => void = () => undefined): void {
    const task: Promise<void> = Promise.resolve()
      .then(run)
      .catch((error: unknown) => {
        const retried = retry();
        this.log.error({ err: error, job: name }, retried ? 'job failed, tried again shortly' : 'job failed');
      })
      .finally(() => {
        this.running.delete(task);
        done();
      });
    this.running.add(task);
  }
}

const keyOf = (name: string, key: string) => `${name} ${key}`;
