import type { ApiKeyScope, ApiKeyView } from 'shared-kernel/integrations';
import type { ApiKeyRow } from '../db/schema';

/** A key as staff see it: never its secret or the secret's hash. */
export function toApiKeyView(row: ApiKeyRow, createdByName: string | null): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as ApiKeyScope[],
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdByName,
  };
}
