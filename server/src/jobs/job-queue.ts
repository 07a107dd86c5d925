import type { FastifyBaseLogger } from 'fastify';

/**
 * Work to do later or on a schedule, run once however many server processes share the database: on
 * PostgreSQL through pg-boss (pg-boss-jobs.ts), which claims each job in the database; on the embedded
 * database, which serves one process, with timers in that process (in-process-jobs.ts). Both keep the
 * same rules, so a feature written against this interface behaves alike on either.
 */
export interface JobQueue {
  readonly kind: 'pg-boss' | 'in-process';
  /** Starts running jobs (after the migrations); handlers registered before are served from here on. */
  start(): Promise<void>;
  /**
   * Stops taking jobs and resolves once the handlers running now have finished. On PostgreSQL those
   * handlers may still send jobs until then (their follow-ups outlive this node); the embedded database's
   * process resumes its chats' jobs from the rows at its next start.
   */
  stop(): Promise<void>;
  /** The one handler of a job name on this process (a second one for the same name is a mistake). */
  work<T extends object>(name: string, handler: JobHandler<T>): Promise<void>;
  /**
   * Queues a job; resolves with its id, or null when another process queued the same singleton key at
   * that very moment (its job stands instead).
   */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Drops the waiting job of that name and singleton key (one already running finishes); resolves with how many were dropped. */
  cancel(name: string, singletonKey: string): Promise<number>;
  /**
   * Runs `handler` every `minutes` minutes on one process at a time (first run one interval after start
   * on the embedded database; on the minutes the interval divides on PostgreSQL, as cron would).
   */
  every(name: string, minutes: number, handler: () => Promise<void>): Promise<void>;
}

export interface JobInfo {
  id: string;
  name: string;
}

/** Gets the data as JSON gave it back (dates as ISO strings), on either implementation. */
export type JobHandler<T> = (data: T, job: JobInfo) => Promise<void>;

export interface SendOptions {
  /** When the job may start: a moment, or seconds from now (default: at once). */
  startAfter?: Date | number;
  /**
   * At most one waiting job per name and key: sending again replaces the waiting job (a chat's timer
   * moves), and cancel(name, key) drops it (a chat accepted in time).
   */
  singletonKey?: string;
}

export type JobLog = Pick<FastifyBaseLogger, 'debug' | 'warn' | 'error'>;

/** A failed run is tried again this many times, this many seconds apart, before it is given up (and logged). */
export const JOB_RETRY_LIMIT = 2;
export const JOB_RETRY_DELAY_SECONDS = 5;

/** Letters, digits, '-' and '_': the names pg-boss takes, held to on both implementations. */
export function checkJobName(name: string): void {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(name)) throw new Error(`job name '${name}' must be 1-100 letters, digits, '-' or '_'`);
}

/** Whole minutes from 1 to 60: what both a timer and a minute-level cron schedule can keep. */
export function checkIntervalMinutes(minutes: number): void {
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 60) throw new Error(`a job interval must be 1 to 60 whole minutes, got ${minutes}`);
}

/** Milliseconds from now until `startAfter` (never negative). */
export function delayOf(startAfter: SendOptions['startAfter'], now = Date.now()): number {
  if (startAfter === undefined) return 0;
  const at = startAfter instanceof Date ? startAfter.getTime() : now + startAfter * 1000;
  if (!Number.isFinite(at)) throw new Error(`startAfter must be a valid date or a number of seconds, got ${String(startAfter)}`);
  return Math.max(0, at - now);
}
