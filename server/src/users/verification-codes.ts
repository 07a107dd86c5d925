import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { verificationCodes } from '../db/schema';

// 4-digit e-mail verification codes: stored as an HMAC (keyed with the server secret), valid
// for VERIFICATION_CODE_TTL seconds (a day by default), single use, and burnt after a few wrong
// guesses so 10 000 codes cannot be tried.

export const MAX_WRONG_GUESSES = 5;

const codeHash = (secret: string, userId: string, code: string) =>
  createHmac('sha256', secret).update(`verify-email:${userId}:${code}`).digest('hex');

export async function issueVerificationCode(db: Db, secret: string, userId: string, ttlSeconds: number): Promise<string> {
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  const now = new Date();
  // Only the newest code counts.
  await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.userId, userId), isNull(verificationCodes.usedAt)));
  await db.insert(verificationCodes).values({
    id: randomUUID(),
    userId,
    purpose: 'verify-email',
    codeHash: codeHash(secret, userId, code),
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
  });
  return code;
}

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'exhausted' | 'none';

/** Checks and, when right, consumes the user's current code. */
export async function consumeVerificationCode(db: Db, secret: string, userId: string, code: string): Promise<CodeCheck> {
  const [current] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), isNull(verificationCodes.usedAt)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!current) return 'none';
  if (current.expiresAt.getTime() <= Date.now()) return 'expired';
  const expected = Buffer.from(current.codeHash, 'hex');
  const given = Buffer.from(codeHash(secret, userId, code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    const [after] = await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, current.id))
      .returning({ attempts: verificationCodes.attempts });
    if (after && after.attempts >= MAX_WRONG_GUESSES) {
      await db.update(verificationCodes).set({ usedAt: new Date() }).where(eq(verificationCodes.id, current.id));
      return 'exhausted';
    }
    return 'wrong';
  }
  // Claim it atomically so two concurrent uses cannot both succeed.
  const claimed = await db
    .update(verificationCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(verificationCodes.id, current.id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  return claimed.length ? 'ok' : 'none';
}
