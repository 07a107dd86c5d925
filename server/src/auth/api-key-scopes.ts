import type { ApiKeyScope } from 'shared-kernel/integrations';

type Area = 'chats' | 'history' | 'contacts' | 'settings' | 'agents' | 'reports';

/**
 * Which area each staff route belongs to, by its pattern under /api (first match wins). A route in no
 * area is for people only (signing in, one's own profile and availability, the keys themselves): a key
 * is refused there whatever its scopes.
 */
const AREAS: ReadonlyArray<readonly [RegExp, Area]> = [
  [/^\/chat\/(dashboard-history|single-chat-history|single-offline-message|unattended-chats|single-unattended-chat-history)\b/, 'history'],
  [/^\/chat\/get-contact-conversation$/, 'contacts'],
  [/^\/visitor\/(get-contacts|get-contact\/|delete-contact)/, 'contacts'],
  [/^\/guest\/get-all-blocked$/, 'history'],
  [/^\/(chat|visitor|guest)\//, 'chats'],
  [/^\/(widget|canned|smart-message|department)\//, 'settings'],
  [/^\/users\/(agent-list|by-department|register|agent-status-toggle|put-agent-offline|update-department|chat-limit)$/, 'agents'],
  [/^\/user-metrics\//, 'agents'],
  [/^\/reports\//, 'reports'],
];

/** Calls sent as POST that change nothing: they need the read scope only. */
const READING_POSTS = new Set(['/widget/get-widgets', '/chat/dashboard-conversation']);

/** The scope a key needs for a route (`url` its pattern without /api), or null when no key may call it. */
export function scopeForRoute(method: string, url: string): ApiKeyScope | null {
  const area = AREAS.find(([pattern]) => pattern.test(url))?.[1];
  if (!area) return null;
  const reads = method === 'GET' || (method === 'POST' && READING_POSTS.has(url));
  if (area === 'history' || area === 'reports') return reads ? `${area}:read` : null;
  return `${area}:${reads ? 'read' : 'write'}`;
}
