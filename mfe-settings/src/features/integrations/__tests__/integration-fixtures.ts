import type { ApiKeyView, WebhookDeliveryView, WebhookEndpointView } from 'shared-kernel/integrations';

/** A stored endpoint as GET /integrations/webhooks answers it. */
export function endpoint(n: number, patch: Partial<WebhookEndpointView> = {}): WebhookEndpointView {
  return {
    id: `w${n}`,
    url: `https://hooks${n}.example.com/chat`,
    description: `Endpoint number ${n}`,
    events: ['chat.started', 'chat.ended'],
    includeNotes: false,
    pausedAt: null,
    pausedReason: null,
    failureStreak: 0,
    previousSecretUntil: null,
    createdAt: '2026-01-02T10:00:00.000Z',
    ...patch,
  };
}

/** A key as GET /integrations/api-keys answers it (never its secret). */
export function apiKey(n: number, patch: Partial<ApiKeyView> = {}): ApiKeyView {
  return {
    id: `k${n}`,
    name: `Key ${n}`,
    prefix: `lck_ab12cd3${n}`,
    scopes: ['chats:read', 'history:read'],
    expiresAt: null,
    createdAt: '2026-01-02T10:00:00.000Z',
    lastUsedAt: null,
    createdByName: 'Ada Owner',
    ...patch,
  };
}

/** One line of a delivery log. */
export function delivery(n: number, patch: Partial<WebhookDeliveryView> = {}): WebhookDeliveryView {
  return {
    id: `d${n}`,
    event: 'chat.started',
    state: 'delivered',
    attempts: 1,
    lastStatus: 200,
    lastDurationMs: 42,
    lastAnswer: 'ok',
    lastAttemptAt: '2026-01-02T10:00:01.000Z',
    nextAttemptAt: null,
    createdAt: '2026-01-02T10:00:00.000Z',
    body: JSON.stringify({ id: `d${n}`, event: 'chat.started', data: { chatId: 'c1' } }),
    ...patch,
  };
}

export const page = (data: WebhookDeliveryView[], hasNextPage = false) => ({ data, meta: { hasNextPage, itemCount: data.length } });
