// The webhook endpoint calls of issue 35 (owners and co-admins only), one function each.
import type { WebhookEndpointPayload, WebhookEndpointView, WebhookSecretAnswer } from 'shared-kernel/integrations';
import type { ApiClient } from 'shared-kernel/http';
import { callIntegration } from './call-integration';

/** GET /integrations/webhooks: the account's endpoints, oldest first (there is no call for one alone). */
export async function fetchWebhooks(api: ApiClient, signal?: AbortSignal): Promise<WebhookEndpointView[]> {
  const answer = await callIntegration(api, 'webhooks', undefined, { signal });
  return Array.isArray(answer) ? answer : [];
}

/** POST /integrations/webhooks: 400 with the reason when the address is refused; the secret is answered once. */
export function createWebhook(api: ApiClient, payload: WebhookEndpointPayload): Promise<WebhookSecretAnswer> {
  return callIntegration(api, 'createWebhook', payload);
}

export function editWebhook(api: ApiClient, id: string, payload: WebhookEndpointPayload): Promise<WebhookEndpointView> {
  return callIntegration(api, 'editWebhook', payload, { params: { id } });
}

export async function deleteWebhook(api: ApiClient, id: string): Promise<void> {
  await callIntegration(api, 'deleteWebhook', undefined, { params: { id } });
}

/** Pauses a running endpoint, or resumes a paused one (which also sends what waited meanwhile). */
export function setWebhookPaused(api: ApiClient, id: string, paused: boolean): Promise<WebhookEndpointView> {
  return callIntegration(api, paused ? 'pauseWebhook' : 'resumeWebhook', undefined, { params: { id } });
}

/** A new secret, answered once; the old one keeps signing beside it for 24 hours. */
export function rotateWebhookSecret(api: ApiClient, id: string): Promise<WebhookSecretAnswer> {
  return callIntegration(api, 'rotateWebhookSecret', undefined, { params: { id } });
}
