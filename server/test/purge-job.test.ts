/** @jest-environment ./test/support/pglite-environment.cjs */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/database';
import { limiterHits, logins, passwordResets, refreshTokens, users, USER_STATUS, verificationCodes } from '../src/db/schema';
import type { JobLog, JobQueue } from '../src/jobs/job-queue';
import { PURGE_EVERY_MINUTES, PURGE_JOB, purgeSpentTokens, schedulePurge } from '../src/app/purge-job';
import { createUser, startTestServer, type TestServer } from './support/test-server';

// A database of its own: the purge deletes across all accounts, and the counts must be this file's.
let t: TestServer;
let db: Db;
beforeAll(async () => {
  t = await startTestServer({}, { ownDatabase: true });
  db = t.server.ctx.db;
});
afterAll(() => t.close());

const HOUR = 3600_000;
const past = () => new Date(Date.now() - HOUR);
const future = () => new Date(Date.now() + HOUR);
const ids = async (table: typeof passwordResets | typeof verificationCodes | typeof refreshTokens) =>
  (await db.select({ id: table.id }).from(table)).map((row) => row.id).sort();

describe('the purge of spent tokens and codes', () => {
  it('is a recurring job of the in-process queue on the embedded database', () => {
    expect(t.server.ctx.jobs.kind).toBe('in-process');
  });

  it('deletes used and expired refresh tokens, keeping the used ones a live login needs to catch a replay', async () => {
    const user = await createUser(t.server);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    const sessions = t.server.ctx.sessions;

    // A live login that rotated twice: its first token also expired since. Both used tokens stay.
    const live = await sessions.start(row, {});
    const second = await sessions.rotate(live.refreshToken);
    const current = await sessions.rotate(second.refreshToken);
    const liveTokens = await db.select().from(refreshTokens).where(eq(refreshTokens.loginId, live.loginId));
    const [first] = liveTokens.filter((token) => token.usedAt).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    await db.update(refreshTokens).set({ expiresAt: past() }).where(eq(refreshTokens.id, first.id));
    // An expired token never used, of the same live login: it can only be refused.
    const stale = randomUUID();
    await db.insert(refreshTokens).values({ id: stale, loginId: live.loginId, tokenHash: randomUUID(), expiresAt: past() });

    // An ended login (logout): its revoked tokens go.
    const ended = await sessions.start(row, {});
    await sessions.rotate(ended.refreshToken);
    await sessions.end(ended.loginId);
    // A login nobody refreshed in time: every token expired, so it can never be refreshed again.
    const lapsed = await sessions.start(row, {});
    await sessions.rotate(lapsed.refreshToken);
    await db.update(refreshTokens).set({ expiresAt: past() }).where(eq(refreshTokens.loginId, lapsed.loginId));

    const counts = await purgeSpentTokens(db);
    expect(counts.refreshTokens).toBe(5); // the stale one, two of the ended login, two of the lapsed one
    expect(await ids(refreshTokens)).toEqual(liveTokens.map((token) => token.id).sort());

    // The kept used token still gives a replay away: the whole login ends.
    await expect(sessions.rotate(live.refreshToken)).rejects.toThrow('Invalid refresh token');
    const [after] = await db.select().from(logins).where(eq(logins.id, live.loginId));
    expect(after.endedAt).not.toBeNull();
    await expect(sessions.rotate(current.refreshToken)).rejects.toThrow('Invalid refresh token');

    // Ended now: the next purge takes the rest.
    expect((await purgeSpentTokens(db)).refreshTokens).toBe(3);
    expect(await ids(refreshTokens)).toEqual([]);
  });

  it('deletes used and expired reset links, keeping the live one', async () => {
    const user = await createUser(t.server);
    const row = (id: string, expiresAt: Date, usedAt: Date | null) => ({ id, userId: user.id, tokenHash: randomUUID(), expiresAt, usedAt });
    await db.insert(passwordResets).values([row('used', future(), new Date()), row('expired', past(), null), row('live', future(), null)]);

    expect((await purgeSpentTokens(db)).passwordResets).toBe(2);
    expect(await ids(passwordResets)).toEqual(['live']);
  });

  it('deletes used and expired verification codes, keeping live ones and the expired code of an account awaiting verification', async () => {
    const active = await createUser(t.server);
    const waiting = await createUser(t.server, { status: USER_STATUS.unverified });
    const fresh = await createUser(t.server, { status: USER_STATUS.unverified });
    const code = (id: string, userId: string, expiresAt: Date, usedAt: Date | null) => ({
      id,
      userId,
      purpose: 'verify-email' as const,
      codeHash: randomUUID(),
      expiresAt,
      usedAt,
    });
    await db
      .insert(verificationCodes)
      .values([
        code('active-used', active.id, future(), new Date()),
        code('active-expired', active.id, past(), null),
        code('waiting-replaced', waiting.id, future(), new Date()),
        code('waiting-expired', waiting.id, past(), null),
        code('fresh-live', fresh.id, future(), null),
      ]);

    expect((await purgeSpentTokens(db)).verificationCodes).toBe(3);
    // Its "expired" answer mails a new code; without the row it would only say the code is wrong.
    expect(await ids(verificationCodes)).toEqual(['fresh-live', 'waiting-expired']);
  });

  it('runs as a job every 10 minutes, sweeping the abuse limits\' old hits too and logging the counts', async () => {
    let registered: { name: string; minutes: number; handler: () => Promise<void> } | null = null;
    const jobs = { every: async (name: string, minutes: number, handler: () => Promise<void>) => void (registered = { name, minutes, handler }) };
    const logged: unknown[] = [];
    const log = { debug: (...args: unknown[]) => void logged.push(args), warn: () => undefined, error: () => undefined } as unknown as JobLog;
    await schedulePurge(jobs as unknown as JobQueue, db, log);
    expect(registered).toMatchObject({ name: PURGE_JOB, minutes: PURGE_EVERY_MINUTES });

    const key = 'purge-test-' + randomUUID();
    await db.insert(limiterHits).values([
      { key, n: 1, at: new Date(Date.now() - 2 * HOUR) },
      { key, n: 2, at: new Date() },
    ]);
    const user = await createUser(t.server);
    await db.insert(passwordResets).values({ id: 'spent', userId: user.id, tokenHash: randomUUID(), expiresAt: past() });

    await registered!.handler();
    expect((await db.select().from(limiterHits).where(eq(limiterHits.key, key))).map((hit) => hit.n)).toEqual([2]);
    expect(await ids(passwordResets)).not.toContain('spent');
    expect(logged).toEqual([[{ purged: { refreshTokens: 0, passwordResets: 1, verificationCodes: 0 } }, 'spent tokens purged']]);
  });
});
