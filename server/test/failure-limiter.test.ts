/** @jest-environment ./test/support/pglite-environment.cjs */
// The limiters' window arithmetic as the database runs it (migration 0014), on the embedded database.
import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { createAbuseLimits, purgeLimiterHits } from '../src/abuse/abuse-limits';
import { createFailureLimiter, type LimiterRule } from '../src/abuse/failure-limiter';
import { wrapPglite, type Database } from '../src/db/database';
import { limiterHits } from '../src/db/schema';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const START = Date.parse('2026-03-01T12:00:00Z');

let database: Database;
beforeAll(async () => {
  database = wrapPglite(sharedPglite(), { closeClient: false });
  await database.migrate();
});

/** A limiter of its own (a fresh name: no other test's hits) on a clock the test moves. */
function limiterOn(rule: LimiterRule) {
  const clock = { now: START };
  const name = `test-${randomUUID()}`;
  const limiter = createFailureLimiter(database.db, name, rule, { now: () => clock.now });
  const hitsOf = async (key: string) => (await database.db.select().from(limiterHits).where(eq(limiterHits.key, `${name}:${key}`))).length;
  return { limiter, clock, name, hitsOf };
}

describe('failure limiter (in the database)', () => {
  it('blocks a key at the limit within the window and frees it as failures age out', async () => {
    const { limiter, clock } = limiterOn({ limit: 3, windowMs: MINUTE });
    await limiter.recordFailure('a');
    clock.now = START + 10 * SECOND;
    await limiter.recordFailure('a');
    expect(await limiter.retryAfter('a')).toBe(0);
    await limiter.recordFailure('a');
    // Blocked until the oldest of the three leaves the window: 60 s after it, 50 s from now.
    expect(await limiter.retryAfter('a')).toBe(50);
    expect(await limiter.retryAfter('b')).toBe(0);
    clock.now = START + MINUTE - 1;
    expect(await limiter.retryAfter('a')).toBe(1);
    clock.now = START + MINUTE;
    expect(await limiter.retryAfter('a')).toBe(0);
  });

  it('slides: with the oldest gone one more is allowed, then the next oldest holds the key', async () => {
    const { limiter, clock } = limiterOn({ limit: 2, windowMs: MINUTE });
    await limiter.recordFailure('k'); // at 0 s
    clock.now = START + 20 * SECOND;
    await limiter.recordFailure('k'); // at 20 s
    clock.now = START + 61 * SECOND;
    expect(await limiter.retryAfter('k')).toBe(0);
    await limiter.recordFailure('k'); // at 61 s
    expect(await limiter.retryAfter('k')).toBe(19); // until the one at 20 s leaves (80 s)
    clock.now = START + 79.5 * SECOND;
    expect(await limiter.retryAfter('k')).toBe(1); // half a second left: at least one
  });

  it('take records only while free and answers the wait otherwise, so refusals never extend a block', async () => {
    const { limiter, clock, hitsOf } = limiterOn({ limit: 3, windowMs: 15 * MINUTE });
    expect([await limiter.take('ip'), await limiter.take('ip'), await limiter.take('ip')]).toEqual([0, 0, 0]);
    clock.now = START + 5 * MINUTE;
    expect(await limiter.take('ip')).toBe(10 * 60);
    expect(await limiter.take('ip')).toBe(10 * 60);
    expect(await hitsOf('ip')).toBe(3);
    clock.now = START + 15 * MINUTE;
    expect(await limiter.take('ip')).toBe(0);
    expect(await limiter.take('ip')).toBe(0);
    expect(await limiter.take('ip')).toBe(0);
    expect(await limiter.take('ip')).toBe(15 * 60);
  });

  it('forgets a key on reset (a successful sign-in), and only that key of that limiter', async () => {
    const first = limiterOn({ limit: 1, windowMs: MINUTE });
    const second = limiterOn({ limit: 1, windowMs: MINUTE });
    await first.limiter.recordFailure('a');
    await first.limiter.recordFailure('b');
    await second.limiter.recordFailure('a');
    expect(await first.limiter.retryAfter('a')).toBe(60);
    await first.limiter.reset('a');
    expect(await first.limiter.retryAfter('a')).toBe(0);
    expect(await first.limiter.retryAfter('b')).toBe(60);
    expect(await second.limiter.retryAfter('a')).toBe(60);
    // Counting starts again from nothing.
    await first.limiter.recordFailure('a');
    expect(await first.limiter.retryAfter('a')).toBe(60);
  });

  it('lets exactly the limit through when many take at once', async () => {
    const { limiter, hitsOf } = limiterOn({ limit: 10, windowMs: MINUTE });
    const waits = await Promise.all(Array.from({ length: 40 }, () => limiter.take('crowd')));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(10);
    expect(waits.filter((wait) => wait === 60)).toHaveLength(30);
    expect(await hitsOf('crowd')).toBe(10);
  });

  it("counts on the database's own clock by default, and takes any key (a long one by its digest)", async () => {
    const limiter = createFailureLimiter(database.db, `test-${randomUUID()}`, { limit: 2, windowMs: MINUTE });
    const long = `${'x'.repeat(9000)}@example.com 10.0.0.1`;
    expect(await limiter.take(long)).toBe(0);
    await limiter.recordFailure(long);
    const wait = await limiter.retryAfter(long);
    expect(wait).toBeGreaterThanOrEqual(59);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await limiter.retryAfter(`${'x'.repeat(9000)}@example.com 10.0.0.2`)).toBe(0);
  });

  it('scales every limit (ABUSE_LIMIT_SCALE) and keeps each limit apart from the others', async () => {
    const limits = createAbuseLimits(database.db, 2);
    const address = `10.99.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}-${randomUUID()}`;
    for (let i = 0; i < 6; i += 1) expect(await limits.resetMailsPerAddress.take(address)).toBe(0);
    expect(await limits.resetMailsPerAddress.take(address)).toBeGreaterThan(3500);
    expect(await limits.resetMailsPerIp.take(address)).toBe(0);
  });

  it('purges hits older than the longest window and keeps the younger ones', async () => {
    const { limiter, clock, name } = limiterOn({ limit: 100, windowMs: MINUTE });
    await limiter.recordFailure('old');
    clock.now = START + 30 * MINUTE;
    await limiter.recordFailure('young');
    await purgeLimiterHits(database.db, new Date(START + 61 * MINUTE));
    const left = await database.db.select({ key: limiterHits.key }).from(limiterHits).where(like(limiterHits.key, `${name}:%`));
    expect(left).toEqual([{ key: `${name}:young` }]);
  });
});
