import { API, PUBLIC_API_KEYS } from 'shared-kernel/contracts';

/** Path part of a request URL (no origin, no query), for the routing decisions of the interceptors. */
export function requestPath(url: string | undefined): string {
  if (!url) return '';
  const withoutQuery = url.split(/[?#]/)[0];
  return withoutQuery.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '').replace(/\/+$/, '');
}

export const REFRESH_PATH = API.refresh.path;

export const isRefreshPath = (path: string) => path.endsWith(REFRESH_PATH);

/** Sign-in asks for the cookie form of the refresh token (REFRESH_COOKIE). */
export const isSigninPath = (path: string) => path.endsWith(API.signin.path);

/** Sign-in and the other calls made without a session (their 401 is an answer, not an expiry). */
const PUBLIC_PATHS: readonly string[] = PUBLIC_API_KEYS.map((key) => API[key].path);

/** Calls that never trigger a refresh: the refresh itself and the public ones, sign-in first. */
export const isRefreshExempt = (path: string) => isRefreshPath(path) || PUBLIC_PATHS.some((p) => path.endsWith(p));
