// Where an auto message shows: its page path against the guest's page (spec 001 §3: null means site-wide).

/** A typed page path as stored: the path of a pasted URL, a leading '/', no trailing '/', no query; '' → null. */
export function normalizePagePath(input: string | null | undefined): string | null {
  let path = (input ?? '').trim();
  if (!path) return null;
  const url = /^https?:\/\//i.test(path) ? safeUrl(path) : null;
  if (url) path = url.pathname;
  path = path.split(/[?#]/)[0];
  if (!path.startsWith('/')) path = `/${path}`;
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return path || '/';
}

function safeUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/**
 * Whether a page path covers a page's pathname: null covers every page; '/shop/*' covers '/shop' and
 * everything under it; otherwise the paths are equal, ignoring a trailing '/' and letter case.
 */
export function pagePathMatches(pagePath: string | null, pathname: string): boolean {
  if (pagePath === null) return true;
  const page = (normalizePagePath(pathname) ?? '/').toLowerCase();
  const wanted = pagePath.toLowerCase();
  if (wanted.endsWith('/*')) {
    const prefix = wanted.slice(0, -2) || '/';
    return page === prefix || page.startsWith(prefix === '/' ? '/' : `${prefix}/`);
  }
  return page === (normalizePagePath(wanted) ?? '/');
}
