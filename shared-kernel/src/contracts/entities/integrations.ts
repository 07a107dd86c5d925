// Issue 35, integrations: the account's API keys (and, next, its webhook endpoints). Types and constants only.

/**
 * What a key may do, area by area; `read` answers GET calls (and the few POSTs that only read), `write`
 * the calls that change something. A key gets the read scopes unless its creator picks more.
 */
export const API_KEY_SCOPES = [
  'chats:read',
  'chats:write',
  'history:read',
  'contacts:read',
  'contacts:write',
  'settings:read',
  'settings:write',
  'agents:read',
  'agents:write',
  'reports:read',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const DEFAULT_API_KEY_SCOPES: readonly ApiKeyScope[] = API_KEY_SCOPES.filter((scope) => scope.endsWith(':read'));

/** The header a key may also be sent in, for tools that keep Authorization for something else. */
export const API_KEY_HEADER = 'x-api-key';

/** Every key starts with this, so a token can be told from a staff access token (and found by secret scanners). */
export const API_KEY_PREFIX = 'lck_';

/** A key as the list shows it: never its secret. */
export interface ApiKeyView {
  id: string;
  name: string;
  /** The key's first characters (`lck_` and 8 more), to tell keys apart. */
  prefix: string;
  scopes: ApiKeyScope[];
  /** ISO; null = never expires. */
  expiresAt: string | null;
  createdAt: string;
  /** ISO; null = never used. Updated at most once a minute. */
  lastUsedAt: string | null;
  createdByName: string | null;
}

export interface CreateApiKeyPayload {
  name: string;
  scopes: ApiKeyScope[];
  /** ISO date-time in the future, or null. */
  expiresAt: string | null;
}

/** The answer to creating a key: the only time its secret is shown. */
export interface CreatedApiKey {
  key: ApiKeyView;
  secret: string;
}
