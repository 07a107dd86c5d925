// How an endpoint is shown: its state chip and its page's address.
import { generatePath } from 'shared-kernel/routing';
import { type WebhookEndpointView } from 'shared-kernel/integrations';
import { INTEGRATION_PAGES } from './integration-pages';

export type EndpointState = 'active' | 'paused' | 'failures';

/** Active, paused by staff, or paused by the server after too many failed attempts in a row. */
export function endpointState(endpoint: WebhookEndpointView): EndpointState {
  if (!endpoint.pausedAt) return 'active';
  return endpoint.pausedReason === 'failures' ? 'failures' : 'paused';
}

export function endpointPath(id: string): string {
  return generatePath(INTEGRATION_PAGES.webhook, { id });
}
