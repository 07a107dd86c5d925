// The API key calls of issue 35 (owners and co-admins only): list, create (the secret answered once), revoke.
import type { ApiKeyView, CreateApiKeyPayload, CreatedApiKey } from 'shared-kernel/integrations';
import type { ApiClient } from 'shared-kernel/http';
import { callIntegration } from './call-integration';

/** GET /integrations/api-keys: the account's keys that are not revoked, newest first. */
export async function fetchApiKeys(api: ApiClient, signal?: AbortSignal): Promise<ApiKeyView[]> {
  const answer = await callIntegration(api, 'apiKeys', undefined, { signal });
  return Array.isArray(answer) ? answer : [];
}

/** POST /integrations/api-keys: the new key and its secret, which no later call shows again. */
export function createApiKey(api: ApiClient, payload: CreateApiKeyPayload): Promise<CreatedApiKey> {
  return callIntegration(api, 'createApiKey', payload);
}

/** DELETE /integrations/api-keys/:id: calls with the key are refused from now on. */
export async function revokeApiKey(api: ApiClient, id: string): Promise<void> {
  await callIntegration(api, 'revokeApiKey', undefined, { params: { id } });
}
