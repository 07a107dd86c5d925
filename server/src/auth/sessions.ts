import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AccessTokenClaims, AuthTokens } from 'shared-kernel/contracts';
import type { Settings } from '../config/settings';
import type { Db } from '../db/database';
import { logins, refreshTokens, users, USER_STATUS, type UserRow } from '../db/schema';
import { unauthorized } from '../http/http-error';
import { signJwt, verifyJwt } from './jwt';

// A login is one sign-in. Its access tokens (JWT, short) name it in `sid`; its refresh tokens
// (opaque, stored hashed) rotate on every use. Ending the login kills both and its sockets.

export interface AuthenticatedSession {
  user: UserRow;
  loginId: string;
}

export interface SessionService {
  start(user: UserRow, meta: { ip?: string; userAgent?: string }): Promise<AuthTokens & { loginId: string }>;
  /** Exchanges a refresh token for new tokens; a replayed token ends its whole login. */
  rotate(refreshToken: string): Promise<AuthTokens>;
  end(loginId: string): Promise<void>;
  /** Ends every live login of a user (password reset, deactivation), or all but `except` (password change). */
  endAllOf(userId: string, options?: { except?: string }): Promise<void>;
  /** The live session behind an access token, or null (bad or expired token, ended login, inactive user). */
  authenticate(accessToken: string): Promise<AuthenticatedSession | null>;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createSessionService(deps: {
  db: Db;
  settings: Pick<Settings, 'jwtSecret' | 'accessTokenTtl' | 'refreshTokenTtl'>;
  /** Called after a login ended (logout or replay), e.g. to disconnect its sockets. */
  onLoginEnded: (loginId: string) => void;
}): SessionService {
  const { db, settings, onLoginEnded } = deps;

  function accessToken(user: UserRow, loginId: string): string {
    const now = Math.floor(Date.now() / 1000);
    const claims: AccessTokenClaims = { sub: user.id, email: user.email, sid: loginId, iat: now, exp: now + settings.accessTokenTtl };
    return signJwt({ ...claims }, settings.jwtSecret);
  }

  async function newRefreshToken(loginId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await db.insert(refreshTokens).values({
      id: randomUUID(),
      loginId,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + settings.refreshTokenTtl * 1000),
    });
    return token;
  }

  async function liveLogin(loginId: string, userId: string): Promise<UserRow | null> {
    const [row] = await db
      .select({ user: users })
      .from(logins)
      .innerJoin(users, eq(users.id, logins.userId))
      .where(and(eq(logins.id, loginId), eq(logins.userId, userId), isNull(logins.endedAt)))
      .limit(1);
    return row && row.user.status === USER_STATUS.active ? row.user : null;
  }

  async function end(loginId: string): Promise<void> {
    const now = new Date();
    await db.update(logins).set({ endedAt: now }).where(and(eq(logins.id, loginId), isNull(logins.endedAt)));
    await db.update(refreshTokens).set({ revokedAt: now }).where(and(eq(refreshTokens.loginId, loginId), isNull(refreshTokens.revokedAt)));
    onLoginEnded(loginId);
  }

  async function endAllOf(userId: string, options: { except?: string } = {}): Promise<void> {
    const live = await db
      .select({ id: logins.id })
      .from(logins)
      .where(and(eq(logins.userId, userId), isNull(logins.endedAt), options.except ? ne(logins.id, options.except) : undefined));
    for (const login of live) await end(login.id);
  }

  return {
    async start(user, meta) {
      const loginId = randomUUID();
      await db.insert(logins).values({ id: loginId, userId: user.id, ip: meta.ip ?? null, userAgent: meta.userAgent?.slice(0, 500) ?? null });
      return { loginId, accessToken: accessToken(user, loginId), refreshToken: await newRefreshToken(loginId) };
    },

    async rotate(refreshToken) {
      const tokenHash = hashToken(refreshToken);
      const now = new Date();
      // Claim the token atomically: of two concurrent uses only one gets the row back.
      const [claimed] = await db
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
        .returning();
      if (!claimed) {
        const [known] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
        // A used token shown again means it leaked (or a client misbehaves): revoke the whole login.
        if (known && known.usedAt) await end(known.loginId);
        throw unauthorized('Invalid refresh token');
      }
      if (claimed.expiresAt.getTime() <= now.getTime()) throw unauthorized('Refresh token expired');
      const [login] = await db.select().from(logins).where(eq(logins.id, claimed.loginId)).limit(1);
      const user = login ? await liveLogin(login.id, login.userId) : null;
      if (!user) throw unauthorized('Session ended');
      return { accessToken: accessToken(user, claimed.loginId), refreshToken: await newRefreshToken(claimed.loginId) };
    },

    end,
    endAllOf,

    async authenticate(token) {
      const claims = verifyJwt(token, settings.jwtSecret);
      if (!claims || typeof claims.sub !== 'string' || typeof claims.sid !== 'string') return null;
      const user = await liveLogin(claims.sid, claims.sub);
      return user ? { user, loginId: claims.sid } : null;
    },
  };
}

/** The token of an `Authorization: Bearer <token>` value (also accepts the bare token). */
export function bearerToken(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const match = /^\s*(?:Bearer\s+)?(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}
