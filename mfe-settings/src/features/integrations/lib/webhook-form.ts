// The endpoint form (add and edit): its values, its checks (the shared webhookEndpointSchema), its payload.
import type { WebhookEndpointPayload, WebhookEndpointView } from 'shared-kernel/integrations';
import { fieldErrors } from 'shared-kernel/validation';
import { webhookEndpointSchema } from 'shared-kernel/integrations';

export type WebhookValues = WebhookEndpointPayload;

export function initialWebhookValues(endpoint: WebhookEndpointView | null): WebhookValues {
  if (!endpoint) return { url: '', description: '', events: [], includeNotes: false };
  return { url: endpoint.url, description: endpoint.description, events: [...endpoint.events], includeNotes: endpoint.includeNotes };
}

export function validateWebhook(values: WebhookValues): Partial<Record<'url' | 'description' | 'events', string>> {
  const errors = fieldErrors(webhookEndpointSchema, values);
  const events = errors.events ?? Object.entries(errors).find(([path]) => path.startsWith('events['))?.[1];
  const found = { url: errors.url, description: errors.description, events };
  return Object.fromEntries(Object.entries(found).filter(([, message]) => message));
}

export function webhookPayload(values: WebhookValues): WebhookEndpointPayload {
  return { url: values.url.trim(), description: values.description.trim(), events: values.events, includeNotes: values.includeNotes };
}
