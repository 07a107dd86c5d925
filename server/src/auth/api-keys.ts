import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { type ApiKeyScope } from 'shared-kernel/integrations';
import { API_KEY_PREFIX } from 'shared-kernel/integrations';
import type { Db } from '../db/database';
import { apiKeys, USER_STATUS, users, type ApiKeyRow, type UserRow } from '../db/schema';

/** Characters of the key the list shows, after the prefix. */
const SHOWN_CHARACTERS = 8;
/** lastUsedAt is written at most this often per key: a busy key costs no write per call. */
const LAST_USE_RESOLUTION_MS = 60_000;

export const hashApiKeySecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export const isApiKeyToken = (token: string) => token.startsWith(API_KEY_PREFIX);

/** A new secret (32 random bytes) with what is stored of it. */
export function newApiKeySecret(): { secret: string; prefix: string; secretHash: string } {
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { secret, prefix: secret.slice(0, API_KEY_PREFIX.length + SHOWN_CHARACTERS), secretHash: hashApiKeySecret(secret) };
}

export interface ApiKeyCaller {
  key: ApiKeyRow;
  /** The account's owner: a key acts for the account as its owner would, within its scopes. */
  owner: UserRow;
}

/**
 * The live key of this secret and its account's owner, or null (unknown, revoked, expired, or an owner
 * no longer active). Read from the database on every call, so a revocation holds on every node at once.
 */
export async function authenticateApiKey(db: Db, secret: string, now = new Date()): Promise<ApiKeyCaller | null> {
  const [row] = await db
    .select({ key: apiKeys, owner: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.clientId))
    .where(and(eq(apiKeys.secretHash, hashApiKeySecret(secret)), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!row || row.owner.status !== USER_STATUS.active) return null;
  if (row.key.expiresAt && row.key.expiresAt.getTime() <= now.getTime()) return null;
  if (!row.key.lastUsedAt || now.getTime() - row.key.lastUsedAt.getTime() >= LAST_USE_RESOLUTION_MS) {
    const staleBefore = new Date(now.getTime() - LAST_USE_RESOLUTION_MS);
    await db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(and(eq(apiKeys.id, row.key.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, staleBefore))));
  }
  return row;
}

export const hasScope = (key: Pick<ApiKeyRow, 'scopes'>, scope: ApiKeyScope) => key.scopes.includes(scope);
