// The integrations' calls (issue 35), kept out of the \`API\` table: that table is part of the shared
// contracts every first screen downloads, and only the settings area makes these calls.
import type {
  ApiKeyView,
  CreateApiKeyPayload,
  CreatedApiKey,
  WebhookDeliveryView,
  WebhookEndpointPayload,
  WebhookEndpointView,
  WebhookSecretAnswer,
} from './integration-types';
import type { PageQuery, Paginated, StatusAnswer } from '../contracts/entities/common';

export const INTEGRATION_API = {
  apiKeys: { method: 'GET', path: '/integrations/api-keys' },
  createApiKey: { method: 'POST', path: '/integrations/api-keys' },
  revokeApiKey: { method: 'DELETE', path: '/integrations/api-keys/:id' },
  webhooks: { method: 'GET', path: '/integrations/webhooks' },
  createWebhook: { method: 'POST', path: '/integrations/webhooks' },
  editWebhook: { method: 'PATCH', path: '/integrations/webhooks/:id' },
  deleteWebhook: { method: 'DELETE', path: '/integrations/webhooks/:id' },
  pauseWebhook: { method: 'POST', path: '/integrations/webhooks/:id/pause' },
  resumeWebhook: { method: 'POST', path: '/integrations/webhooks/:id/resume' },
  rotateWebhookSecret: { method: 'POST', path: '/integrations/webhooks/:id/rotate-secret' },
  testWebhook: { method: 'POST', path: '/integrations/webhooks/:id/test' },
  webhookDeliveries: { method: 'GET', path: '/integrations/webhooks/:id/deliveries' },
  resendWebhookDelivery: { method: 'POST', path: '/integrations/webhooks/:id/deliveries/:deliveryId/resend' },
} as const satisfies Record<string, { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; path: string }>;

export type IntegrationKey = keyof typeof INTEGRATION_API;

/** Typed payload, query, path params and answer of each call, keyed as \`INTEGRATION_API\`. */
export interface IntegrationCalls {
  apiKeys: { payload: void; answer: ApiKeyView[] };
  /** The secret is in this answer only. */
  createApiKey: { payload: CreateApiKeyPayload; answer: CreatedApiKey };
  revokeApiKey: { payload: void; params: { id: string }; answer: StatusAnswer };
  webhooks: { payload: void; answer: WebhookEndpointView[] };
  /** 400 with the reason when the address is not a public https one; the secret is in this answer only. */
  createWebhook: { payload: WebhookEndpointPayload; answer: WebhookSecretAnswer };
  editWebhook: { payload: WebhookEndpointPayload; params: { id: string }; answer: WebhookEndpointView };
  deleteWebhook: { payload: void; params: { id: string }; answer: StatusAnswer };
  pauseWebhook: { payload: void; params: { id: string }; answer: WebhookEndpointView };
  /** Resuming also sends what waited while paused. */
  resumeWebhook: { payload: void; params: { id: string }; answer: WebhookEndpointView };
  /** The new secret (shown once); the old one keeps signing beside it for 24 hours. */
  rotateWebhookSecret: { payload: void; params: { id: string }; answer: WebhookSecretAnswer };
  /** Queues a `webhook.test` delivery (sent even while paused) and answers it. */
  testWebhook: { payload: void; params: { id: string }; answer: WebhookDeliveryView };
  /** The last 7 days, newest first, `?take&page`. */
  webhookDeliveries: { payload: void; params: { id: string }; query: Pick<PageQuery, 'take' | 'page'>; answer: Paginated<WebhookDeliveryView> };
  /** A failed delivery tried again, under the same delivery id (409 when it is not failed). */
  resendWebhookDelivery: { payload: void; params: { id: string; deliveryId: string }; answer: WebhookDeliveryView };
}
