import { ROUTES } from 'shared-kernel/contracts';

/**
 * 'Clear My Cache' (spec 001 §2): wipes local storage, session storage and every cookie script can
 * reach, then loads /login afresh (a full load also drops the in-memory session and socket).
 */
export function clearMyCache(redirect: (url: string) => void = (url) => window.location.assign(url)): void {
  safely(() => window.localStorage.clear());
  safely(() => window.sessionStorage.clear());
  safely(clearCookies);
  redirect(ROUTES.login);
}

function clearCookies(): void {
  const names = document.cookie
    .split(';')
    .map((cookie) => cookie.split('=')[0].trim())
    .filter(Boolean);
  const expired = 'expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0';
  // A cookie is only removed with its own path and domain, which the page cannot read: try each candidate.
  for (const name of names) {
    for (const path of pathCandidates(window.location.pathname)) {
      for (const domain of domainCandidates(window.location.hostname)) {
        document.cookie = `${name}=; ${expired}; path=${path}${domain ? `; domain=${domain}` : ''}`;
      }
    }
  }
}

function pathCandidates(pathname: string): string[] {
  const parts = pathname.split('/').filter(Boolean);
  return ['/', ...parts.map((_, i) => `/${parts.slice(0, i + 1).join('/')}`)];
}

function domainCandidates(hostname: string): string[] {
  const labels = hostname.split('.');
  const parents = labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'));
  return ['', ...parents.flatMap((domain) => [domain, `.${domain}`])];
}

function safely(task: () => void): void {
  try {
    task();
  } catch {
    // Storage may be blocked; clearing the rest still helps.
  }
}
