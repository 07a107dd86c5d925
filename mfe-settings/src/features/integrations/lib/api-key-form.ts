// The Create API key form: its values, its checks (the shared apiKeySchema) and the payload it sends.
import { type ApiKeyScope, type CreateApiKeyPayload } from 'shared-kernel/integrations';
import { DEFAULT_API_KEY_SCOPES } from 'shared-kernel/integrations';
import { fieldErrors } from 'shared-kernel/validation';
import { apiKeySchema } from 'shared-kernel/integrations';

export interface ApiKeyValues {
  name: string;
  scopes: ApiKeyScope[];
  /** The date input's value, 'YYYY-MM-DD', or '' for a key that never expires. */
  expires: string;
}

export const initialApiKeyValues = (): ApiKeyValues => ({ name: '', scopes: [...DEFAULT_API_KEY_SCOPES], expires: '' });

/** The key lasts through the whole chosen day (local time), so picking today is still in the future. */
export function expiryOf(expires: string): Date | null {
  if (!expires) return null;
  const end = new Date(`${expires}T23:59:59.999`);
  return Number.isNaN(end.getTime()) ? new Date(Number.NaN) : end;
}

export function validateApiKey(values: ApiKeyValues): Partial<Record<keyof ApiKeyValues, string>> {
  const errors = fieldErrors(apiKeySchema, { name: values.name, scopes: values.scopes, expiresAt: expiryOf(values.expires) });
  const scopes = errors.scopes ?? Object.entries(errors).find(([path]) => path.startsWith('scopes['))?.[1];
  const found = { name: errors.name, scopes, expires: errors.expiresAt };
  return Object.fromEntries(Object.entries(found).filter(([, message]) => message));
}

export function apiKeyPayload(values: ApiKeyValues): CreateApiKeyPayload {
  return { name: values.name.trim(), scopes: values.scopes, expiresAt: expiryOf(values.expires)?.toISOString() ?? null };
}
