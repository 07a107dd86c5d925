// Issue 35, integrations: the account's API keys and webhook endpoints, as the API answers them. Types only:
// with the constants in shared-kernel/integrations, which the first screens never download.
import type { API_KEY_SCOPES, WEBHOOK_EVENTS } from './integration-constants';

export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

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

export type WebhookEventName = (typeof WEBHOOK_EVENTS)[number] | 'webhook.test';

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

