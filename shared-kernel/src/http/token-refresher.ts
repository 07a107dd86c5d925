import type { AxiosInstance } from 'axios';
import { REFRESH_COOKIE, type SessionTokens } from 'shared-kernel/contracts';
import { decodeToken, isTokenExpired, type SessionStore } from 'shared-kernel/session';
import { isAxiosError } from './axios-error';
import { withRefreshLock } from './refresh-lock';
import { REFRESH_PATH } from './request-path';
import { SessionEndedError } from './session-ended-error';

/**
 * Expiry margin of the proactive refresh: none, only an already expired token is renewed before a call
 * (a margin would renew every call when tokens live only a few seconds; one lapsing in flight gets a 401,
 * which is renewed the same single-flight way).
 */
export const EXPIRY_MARGIN_MS = 0;

interface RefresherOptions {
  /** The client's axios instance, once downloaded. */
  instance: () => Promise<AxiosInstance>;
  session: SessionStore;
  onSessionEnded?: () => void;
}

/**
 * Single-flight token renewal: while one refresh runs every caller gets the same promise.
 * A definitive failure clears the session and reports it once; a transport failure (no answer,
 * 5xx, 429) keeps the session so a network blip does not sign the user out.
 */
export function createTokenRefresher({ instance, session, onSessionEnded }: RefresherOptions) {
  let inflight: Promise<SessionTokens> | null = null;

  const endSession = () => {
    session.clear();
    onSessionEnded?.();
  };

  async function renew(seenAccessToken: string | null): Promise<SessionTokens> {
    const tokens = session.getTokens();
    if (!tokens) throw new SessionEndedError('There is no session to renew');
    // Another tab (or an earlier flight) already renewed: use its tokens instead of spending ours again.
    if (tokens.accessToken !== seenAccessToken && !isTokenExpired(tokens.accessToken, EXPIRY_MARGIN_MS)) return tokens;

    // The refresh token rides in its httpOnly cookie; a session stored before the cookie form sends its
    // stored one once, and the answer moves it into the cookie.
    const headers: Record<string, string> = { [REFRESH_COOKIE.requestHeader]: '1' };
    if (tokens.refreshToken) headers.Authorization = `Bearer ${tokens.refreshToken}`;
    const { data } = await (await instance()).post<Partial<SessionTokens>>(REFRESH_PATH, undefined, { headers, withCredentials: true });
    if (!data || typeof data.accessToken !== 'string') throw new SessionEndedError('The refresh answer carries no token');
    const claimed = decodeToken(data.accessToken)?.email;
    const stored = session.getUser()?.email;
    if (!claimed || !stored || !sameEmail(claimed, stored)) {
      throw new SessionEndedError('The renewed session belongs to another user');
    }
    const renewed = { accessToken: data.accessToken };
    session.setTokens(renewed);
    return renewed;
  }

  function refresh(): Promise<SessionTokens> {
    // Nothing to renew (signed out): no request, no side effects.
    if (!inflight && !session.getTokens()) return Promise.reject(new SessionEndedError('There is no session to renew'));
    if (!inflight) {
      const seen = session.getTokens()?.accessToken ?? null;
      inflight = withRefreshLock(() => renew(seen))
        .catch((err: unknown) => {
          if (isTransient(err)) throw err;
          endSession();
          throw err instanceof SessionEndedError ? err : new SessionEndedError('The session has expired', { cause: err });
        })
        .finally(() => {
          inflight = null;
        });
    }
    return inflight;
  }

  return { refresh };
}

function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

function isTransient(err: unknown): boolean {
  if (!isAxiosError(err)) return false;
  const status = err.response?.status;
  return status === undefined || status >= 500 || status === 429;
}
