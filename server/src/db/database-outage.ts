/**
 * Telling "the database cannot be reached now" (a restart, a failover, a frozen or dropped connection)
 * from every other failure, so that a send refused for it says "send again shortly" rather than "never".
 */

/** What the sender hears: the same send (same id) succeeds once the database answers again. */
export const DATABASE_UNAVAILABLE = 'The server cannot store messages just now; sending again shortly.';
/** How soon the widget and the console send again (each send carries its id: a retry is never stored twice). */
export const OUTAGE_RETRY_AFTER_MS = 1_000;

/** A statement the database did not confirm in time: it may still commit, which the sender's retry finds. */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DATABASE_UNAVAILABLE';
}

/** The drivers' own codes for a connection that failed, ended or timed out (postgres.js, node-postgres, Node). */
const CONNECTION_CODES = new Set([
  'DATABASE_UNAVAILABLE',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * node-postgres's own failures carry no code, only these messages: a connection that ended under its query
 * (a crash, a dropped network), one given up on while connecting or while waiting for a free one.
 */
const CONNECTION_MESSAGES = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
]);

/**
 * PostgreSQL's SQLSTATEs for the same: class 08 (connection exception), 57P01-57P04 (shut down, crashed,
 * starting up, database dropped), 53300 (too many connections), 25006 (a standby after a failover).
 */
const isUnavailableState = (code: string) => code.startsWith('08') || /^57P0[1-4]$/.test(code) || code === '53300' || code === '25006';

/** True when `error` (or what it wraps: drizzle wraps the driver's error as `cause`) says the database is out of reach. */
export function isDatabaseOutage(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || isUnavailableState(code))) return true;
    if (code === undefined && CONNECTION_MESSAGES.has((current as { message?: unknown }).message as string)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
