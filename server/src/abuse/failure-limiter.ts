import { createHash } from 'node:crypto';
import { eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from '../db/json-row';
import { limiterHits } from '../db/schema';

// Counts events per key in a sliding window: failed sign-ins (only failures count, so a user who types
// the right password is never slowed down), mails sent, guesses, arrivals (abuse-limits.ts).
// The hits live in the database (limiter_hits, migration 0014), so every server node sharing it counts
// the same events: ten wrong passwords spread over two nodes block the eleventh on either one.

export interface FailureLimiter {
  /** Seconds until the key may try again, or 0 when it is not blocked. */
  retryAfter(key: string): Promise<number>;
  recordFailure(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  /**
   * Records one event unless the key is at its limit: 0 when taken, else seconds until one is free.
   * Exact under concurrency, across nodes too: takers of one key queue on an advisory lock.
   */
  take(key: string): Promise<number>;
}

export interface LimiterRule {
  limit: number;
  windowMs: number;
}

export interface LimiterOptions {
  /** The clock, for tests of the window; by default the database's, the one clock all nodes share. */
  now?: () => number;
}

/** Keys are e-mails, addresses, ids: a longer one (a pasted novel as an e-mail) is stored by its digest. */
const LONGEST_PLAIN_KEY = 200;

function storedKey(name: string, key: string): string {
  const plain = key.length > LONGEST_PLAIN_KEY ? `sha256:${createHash('sha256').update(key).digest('hex')}` : key;
  return `${name}:${plain}`;
}

/**
 * A limiter named `name` (its keys never meet another limiter's). Each call is one statement, one
 * round trip: the window arithmetic runs in the database (limiter_wait, limiter_hit, limiter_take).
 */
export function createFailureLimiter(db: Db, name: string, rule: LimiterRule, options: LimiterOptions = {}): FailureLimiter {
  const { limit, windowMs } = rule;
  // NULL lets the database read its own clock after it has queued the caller on the key's lock.
  const at = () => (options.now ? new Date(options.now()).toISOString() : null);
  const seconds = async (statement: SQL) => Number(rowsOf<{ wait: number }>(await db.execute(statement))[0]?.wait ?? 0);

  return {
    retryAfter: (key) =>
      seconds(sql`SELECT limiter_wait(${storedKey(name, key)}, ${limit}::integer, ${windowMs}::integer, ${at()}::timestamptz) AS wait`),
    async recordFailure(key) {
      await db.execute(sql`SELECT limiter_hit(${storedKey(name, key)}, ${at()}::timestamptz)`);
    },
    async reset(key) {
      await db.delete(limiterHits).where(eq(limiterHits.key, storedKey(name, key)));
    },
    take: (key) =>
      seconds(sql`SELECT limiter_take(${storedKey(name, key)}, ${limit}::integer, ${windowMs}::integer, ${at()}::timestamptz) AS wait`),
  };
}

/** Deletes the hits of every limiter from before `cutoff`. */
export async function deleteHitsBefore(db: Db, cutoff: Date): Promise<void> {
  await db.delete(limiterHits).where(lt(limiterHits.at, cutoff));
}
