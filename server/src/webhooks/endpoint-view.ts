import type { WebhookDeliveryView, WebhookEndpointView, WebhookEventName, WebhookPausedReason } from 'shared-kernel/integrations';
import type { WebhookDeliveryRow, WebhookEndpointRow } from '../db/schema';

/** An endpoint as staff see it: never its secrets. */
export function toEndpointView(row: WebhookEndpointRow): WebhookEndpointView {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEndpointView['events'],
    includeNotes: row.includeNotes,
    pausedAt: row.pausedAt?.toISOString() ?? null,
    pausedReason: (row.pausedReason as WebhookPausedReason | null) ?? null,
    failureStreak: row.failureStreak,
    previousSecretUntil: row.previousSecretUntil && row.previousSecretUntil > new Date() ? row.previousSecretUntil.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toDeliveryView(row: WebhookDeliveryRow): WebhookDeliveryView {
  return {
    id: row.id,
    event: row.event as WebhookEventName,
    state: row.state as WebhookDeliveryView['state'],
    attempts: row.attempts,
    lastStatus: row.lastStatus,
    lastDurationMs: row.lastDurationMs,
    lastAnswer: row.lastAnswer,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: row.state === 'pending' ? row.nextAttemptAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    body: row.body,
  };
}
