import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { StatusAnswer } from 'shared-kernel/contracts';
import type { ApiKeyView, CreatedApiKey } from 'shared-kernel/integrations';
import { apiKeySchema, type ApiKeyForm } from 'shared-kernel/integrations';
import { accountAdminOnly, authGuard, authOf, newApiKeySecret } from '../auth';
import type { AppContext } from '../context';
import { apiKeys, users } from '../db/schema';
import { notFound } from '../http/http-error';
import { idParams } from '../http/input-schemas';
import { NO_INPUT } from '../http/route-input';
import { toApiKeyView } from './api-key-view';

type IdParams = { Params: { id: string } };

export const API_KEY_NOT_FOUND = 'API key not found';

/** The account's API keys: listed, created (the secret answered once) and revoked, by owners and co-admins. */
export function registerApiKeyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const onRequest = [authGuard(ctx), accountAdminOnly];

  app.get('/integrations/api-keys', { onRequest, schema: NO_INPUT }, async (request): Promise<ApiKeyView[]> => {
    const rows = await ctx.db
      .select({ key: apiKeys, createdByName: users.fullName })
      .from(apiKeys)
      .leftJoin(users, eq(users.id, apiKeys.createdBy))
      .where(and(eq(apiKeys.clientId, authOf(request).accountId), isNull(apiKeys.revokedAt)))
      .orderBy(desc(apiKeys.createdAt));
    return rows.map((row) => toApiKeyView(row.key, row.createdByName));
  });

  app.post('/integrations/api-keys', { onRequest, schema: { body: apiKeySchema } }, async (request): Promise<CreatedApiKey> => {
    const auth = authOf(request);
    const form = request.body as ApiKeyForm;
    const { secret, prefix, secretHash } = newApiKeySecret();
    const [row] = await ctx.db
      .insert(apiKeys)
      .values({
        id: randomUUID(),
        clientId: auth.accountId,
        name: form.name,
        prefix,
        secretHash,
        scopes: [...new Set(form.scopes)],
        expiresAt: form.expiresAt ?? null,
        createdBy: auth.user.id,
      })
      .returning();
    return { key: toApiKeyView(row, auth.user.fullName), secret };
  });

  // Revoked at once everywhere: every key call reads its row (auth/api-keys.ts), no node caches it.
  app.delete<IdParams>('/integrations/api-keys/:id', { onRequest, schema: { params: idParams } }, async (request): Promise<StatusAnswer> => {
    const [revoked] = await ctx.db
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiKeys.id, request.params.id), eq(apiKeys.clientId, authOf(request).accountId), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id });
    if (!revoked) throw notFound(API_KEY_NOT_FOUND);
    return { statusCode: 200, message: 'API key revoked' };
  });
}
