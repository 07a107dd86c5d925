import { and, eq, exists, gt, isNotNull, isNull, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgTable } from 'drizzle-orm/pg-core';
import { purgeLimiterHits } from '../abuse';
import type { Db } from '../db/database';
import { rowsOf } from '../db/json-row';
import { logins, passwordResets, refreshTokens, users, USER_STATUS, verificationCodes } from '../db/schema';
import type { JobLog, JobQueue } from '../jobs/job-queue';

export const PURGE_JOB = 'purge-spent-tokens';
export const PURGE_EVERY_MINUTES = 10;

export interface PurgeCounts {
  refreshTokens: number;
  passwordResets: number;
  verificationCodes: number;
}

/**
 * Runs the purge every few minutes, on one node at a time (the job queue sees to it), with the abuse
 * limits' old hits (which each node also sweeps now and then while it counts).
 */
export function schedulePurge(jobs: JobQueue, db: Db, log: JobLog): Promise<void> {
  return jobs.every(PURGE_JOB, PURGE_EVERY_MINUTES, async () => {
    const now = new Date();
    const purged = await purgeSpentTokens(db, now);
    await purgeLimiterHits(db, now);
    log.debug({ purged }, 'spent tokens purged');
  });
}

/**
 * Deletes the tokens and codes that can no longer do anything, each kind in one statement:
 * - refresh tokens: an expired one never used; and every token of a login that is over, ended or
 *   expired (none of its tokens is still valid). A used token of a live login stays, expired or not:
 *   shown again it is a replay and ends the login (auth/sessions.ts), which only matters while the
 *   login could still be refreshed;
 * - password reset links used or expired (either is refused alike);
 * - verification codes used, and expired ones, except the current code of an account still awaiting
 *   verification: its "expired" answer mails a new code, where a missing code would only say "wrong".
 */
export async function purgeSpentTokens(db: Db, now = new Date()): Promise<PurgeCounts> {
  const validToken = alias(refreshTokens, 'valid_token');
  const loginOver = db
    .select({ one: sql`1` })
    .from(logins)
    .where(
      and(
        eq(logins.id, refreshTokens.loginId),
        or(
          isNotNull(logins.endedAt),
          notExists(db.select({ one: sql`1` }).from(validToken).where(and(eq(validToken.loginId, logins.id), gt(validToken.expiresAt, now)))),
        ),
      ),
    );
  const awaitingVerification = db
    .select({ one: sql`1` })
    .from(users)
    .where(and(eq(users.id, verificationCodes.userId), eq(users.status, USER_STATUS.unverified)));

  return {
    refreshTokens: await deleteCounted(
      db,
      refreshTokens,
      or(and(isNull(refreshTokens.usedAt), lte(refreshTokens.expiresAt, now)), exists(loginOver))!,
    ),
    passwordResets: await deleteCounted(db, passwordResets, or(isNotNull(passwordResets.usedAt), lte(passwordResets.expiresAt, now))!),
    verificationCodes: await deleteCounted(
      db,
      verificationCodes,
      or(isNotNull(verificationCodes.usedAt), and(lte(verificationCodes.expiresAt, now), notExists(awaitingVerification)))!,
    ),
  };
}

/** One DELETE, answering how many rows went (not the rows: a first purge may remove many). */
async function deleteCounted(db: Db, table: PgTable, where: SQL): Promise<number> {
  const result = await db.execute(sql`WITH gone AS (DELETE FROM ${table} WHERE ${where} RETURNING 1) SELECT count(*)::int AS n FROM gone`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}
