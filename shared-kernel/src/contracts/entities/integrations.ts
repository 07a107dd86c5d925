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

/** The events an endpoint may ask for. `webhook.test` is sent only by "Send a test event". */
export const WEBHOOK_EVENTS = [
  'chat.started',
  'chat.accepted',
  'chat.transferred',
  'chat.ended',
  'message.created',
  'offline_message.received',
  'contact.created',
  'contact.updated',
  'chat.rated',
  'guest.blocked',
] as const;
export type WebhookEventName = (typeof WEBHOOK_EVENTS)[number] | 'webhook.test';

export const WEBHOOK_EVENT_LABELS: Record<(typeof WEBHOOK_EVENTS)[number], string> = {
  'chat.started': 'Chat started',
  'chat.accepted': 'Chat accepted',
  'chat.transferred': 'Chat transferred',
  'chat.ended': 'Chat ended (with its status)',
  'message.created': 'Message created (guest or agent)',
  'offline_message.received': 'Offline message',
  'contact.created': 'Contact created',
  'contact.updated': 'Contact updated',
  'chat.rated': 'Rating received',
  'guest.blocked': 'Guest blocked or unblocked',
};

/** Why an endpoint is paused: by staff, or by the server after too many failed attempts in a row. */
export type WebhookPausedReason = 'manual' | 'failures';

export interface WebhookEndpointView {
  id: string;
  url: string;
  description: string;
  events: Array<(typeof WEBHOOK_EVENTS)[number]>;
  /** Internal notes are sent (as `message.created` with sender 'note') only when this is on. */
  includeNotes: boolean;
  /** ISO; null = active. */
  pausedAt: string | null;
  pausedReason: WebhookPausedReason | null;
  /** Failed attempts in a row, over all its deliveries. */
  failureStreak: number;
  /** ISO; while in the future, the secret before the last rotation still signs too. */
  previousSecretUntil: string | null;
  createdAt: string;
}

export interface WebhookEndpointPayload {
  url: string;
  description: string;
  events: Array<(typeof WEBHOOK_EVENTS)[number]>;
  includeNotes: boolean;
}

/** The answer to creating an endpoint or rotating its secret: the only time the secret is shown. */
export interface WebhookSecretAnswer {
  endpoint: WebhookEndpointView;
  secret: string;
}

export type WebhookDeliveryState = 'pending' | 'delivered' | 'failed';

/** One line of an endpoint's delivery log (last 7 days). */
export interface WebhookDeliveryView {
  /** The delivery id: the same on every attempt (the `webhook-id` header). */
  id: string;
  event: WebhookEventName;
  state: WebhookDeliveryState;
  attempts: number;
  /** The last answer's status; null = none yet, or no answer came (see lastAnswer). */
  lastStatus: number | null;
  lastDurationMs: number | null;
  /** The last answer's first 2 KB, or why no answer came. */
  lastAnswer: string | null;
  lastAttemptAt: string | null;
  /** ISO; when a pending one is tried next. */
  nextAttemptAt: string | null;
  createdAt: string;
  /** The JSON body sent, exactly. */
  body: string;
}

/** The log keeps deliveries this many days. */
export const WEBHOOK_LOG_DAYS = 7;
