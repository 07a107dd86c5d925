// An endpoint's delivery log (the last 7 days), a test event and a resend (issue 35).
import type { Paginated } from 'shared-kernel/contracts';
import type { WebhookDeliveryView } from 'shared-kernel/integrations';
import type { ApiClient } from 'shared-kernel/http';
import { callIntegration } from './call-integration';

/** Rows of one page of the log. */
export const DELIVERIES_PAGE_SIZE = 20;

/** GET /integrations/webhooks/:id/deliveries?take&page: newest first. */
export async function fetchDeliveries(api: ApiClient, endpointId: string, page: number, signal?: AbortSignal): Promise<Paginated<WebhookDeliveryView>> {
  const answer = await callIntegration(api, 'webhookDeliveries', undefined, { params: { id: endpointId }, query: { take: DELIVERIES_PAGE_SIZE, page }, signal });
  return { data: Array.isArray(answer?.data) ? answer.data : [], meta: answer?.meta ?? { hasNextPage: false, itemCount: 0 } };
}

/** Queues a `webhook.test` delivery (sent even while the endpoint is paused). */
export function sendTestEvent(api: ApiClient, endpointId: string): Promise<WebhookDeliveryView> {
  return callIntegration(api, 'testWebhook', undefined, { params: { id: endpointId } });
}

/** A failed delivery tried again under the same delivery id (409 when it is not failed). */
export function resendDelivery(api: ApiClient, endpointId: string, deliveryId: string): Promise<WebhookDeliveryView> {
  return callIntegration(api, 'resendWebhookDelivery', undefined, { params: { id: endpointId, deliveryId } });
}
