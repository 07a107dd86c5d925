import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { passwordResets } from '../db/schema';

// Reset links carry a random token; only its hash is stored, it works once, for RESET_TOKEN_TTL
// seconds, for the user it was issued to, and a newer link replaces the older ones.

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueResetToken(db: Db, userId: string, ttlSeconds: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  await db.insert(passwordResets).values({
    id: randomUUID(),
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
  });
  return token;
}

/** Claims the token atomically (of two concurrent uses one wins); false when unknown, used, expired or someone else's. */
export async function consumeResetToken(db: Db, userId: string, token: string): Promise<boolean> {
  const now = new Date();
  const claimed = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(token)),
        eq(passwordResets.userId, userId),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ id: passwordResets.id });
  return claimed.length > 0;
}
