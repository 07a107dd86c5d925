// An endpoint's delivery log (the last 7 days), a test event and a resend (issue 35).
import type { Paginated, WebhookDeliveryView } from 'shared-kernel/contracts';
import type { ApiClient } from 'shared-kernel/http';

/** Rows of one page of the log. */
export const DELIVERIES_PAGE_SIZE = 20;

/** GET /integrations/webhooks/:id/deliveries?take&page: newest first. */
export async function fetchDeliveries(api: ApiClient, endpointId: string, page: number, signal?: AbortSignal): Promise<Paginated<WebhookDeliveryView>> {
  const answer = await api.call('webhookDeliveries', undefined, { params: { id: endpointId }, query: { take: DELIVERIES_PAGE_SIZE, page }, signal });
  return { data: Array.isArray(answer?.data) ? answer.data : [], meta: answer?.meta ?? { hasNextPage: false, itemCount: 0 } };
}

/** Queues a `webhook.test` delivery (sent even while the endpoint is paused). */
export function sendTestEvent(api: ApiClient, endpointId: string): Promise<WebhookDeliveryView> {
  return api.call('testWebhook', undefined, { params: { id: endpointId } });
}

/** A failed delivery tried again under the same delivery id (409 when it is not failed). */
export function resendDelivery(api: ApiClient, endpointId: string, deliveryId: string): Promise<WebhookDeliveryView> {
  return api.call('resendWebhookDelivery', undefined, { params: { id: endpointId, deliveryId } });
}
