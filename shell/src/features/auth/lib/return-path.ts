// The path followed after sign-in (the saved emailed link, or the page that sent the user to /login)
// comes from local storage or history state, so it is checked before use: only a console screen of
// this origin that the user's role may open is followed. Anything else falls back to the dashboard
// rather than leaving a signed-in user on /login with an error.
import { canOpenRoute } from 'shared-kernel/routing';
import type { RoleSubject } from 'shared-kernel/contracts';

/** Longer than any console address; a longer value is not one of ours. */
const MAX_RETURN_PATH_LENGTH = 2048;

/** A backslash or a control character: browsers read '/\host' as '//host' and drop tabs and newlines. */
const UNSAFE_CHARACTER = /[\\\p{Cc}]/u;

/** The same-origin path to follow (normalised), or null when `candidate` is not one the user may open. */
export function safeReturnPath(
  user: RoleSubject | null | undefined,
  candidate: unknown,
  origin: string = window.location.origin,
): string | null {
  if (typeof candidate !== 'string' || candidate.length > MAX_RETURN_PATH_LENGTH) return null;
  // One leading slash: '//host' names another site, and no slash at all may be a scheme.
  if (!candidate.startsWith('/') || candidate.startsWith('//') || UNSAFE_CHARACTER.test(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  // The table knows only signed-in screens: /login, the signed-out pages and unknown paths are refused too.
  if (!canOpenRoute(user, url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
