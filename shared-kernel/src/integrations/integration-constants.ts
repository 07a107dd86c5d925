// Issue 35, integrations: the constants of API keys and webhooks (a kernel subpath each app bundles, so the
// console's first screens do not carry them).
import type { ApiKeyScope } from './integration-types';

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

export const DEFAULT_API_KEY_SCOPES: readonly ApiKeyScope[] = API_KEY_SCOPES.filter((scope) => scope.endsWith(':read'));

/** The header a key may also be sent in, for tools that keep Authorization for something else. */
export const API_KEY_HEADER = 'x-api-key';

/** Every key starts with this, so a token can be told from a staff access token (and found by secret scanners). */
export const API_KEY_PREFIX = 'lck_';

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

/** The log keeps deliveries this many days. */
export const WEBHOOK_LOG_DAYS = 7;
