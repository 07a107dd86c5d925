// AI assist's settings (owners and co-admins), "Test connection", and the features an agent's console shows.
import type { FastifyInstance } from 'fastify';
import { nextSecret } from 'shared-kernel/contracts';
import type { AiAssistFeatures, AiAssistSettingsForm, AiAssistSettingsView, AiTestConnectionAnswer, AiTestConnectionForm } from 'shared-kernel/ai-assist';
import { aiAssistSettingsSchema, aiTestConnectionSchema, AI_ASSIST_API } from 'shared-kernel/ai-assist';
import { accountAdminOnly, authGuard, authOf } from '../auth';
import type { AppContext } from '../context';
import { aiAssistSettings } from '../db/schema';
import { badRequest } from '../http/http-error';
import { NO_INPUT } from '../http/route-input';
import { AiEndpointError, streamCompletion, type AiEndpoint } from './ai-client';
import { endpointBaseUrl } from './endpoint-url';
import { aiSettingsOf, aiSettingsView, featuresOf } from './ai-settings-store';

/** Said when a stored key would go to a base URL other than the one it was saved for. */
export const KEY_FOR_NEW_URL = 'Enter the API key again: the base URL changed';
/** "Test connection"'s tiny request: a few tokens, and a short wait. */
const TEST_MAX_TOKENS = 16;
const TEST_TIMEOUT_MS = 15_000;

const sameEndpoint = (a: string, b: string) => {
  try {
    return endpointBaseUrl(a) === endpointBaseUrl(b);
  } catch {
    return false;
  }
};

/**
 * The key to use for what the form sent: a masked hint or nothing means the stored key, which goes only to
 * the base URL it was saved for (a changed base URL must not carry it elsewhere unseen).
 */
function keyFor(sent: string | null | undefined, stored: { apiKey: string; baseUrl: string }, baseUrl: string): string {
  const key = nextSecret(sent, stored.apiKey);
  if (key && key === stored.apiKey && sent !== stored.apiKey && !sameEndpoint(baseUrl, stored.baseUrl)) throw badRequest(KEY_FOR_NEW_URL);
  return key;
}

export function registerAiSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const admins = [authGuard(ctx), accountAdminOnly];

  app.get(AI_ASSIST_API.aiSettings.path, { onRequest: admins, schema: NO_INPUT }, async (request): Promise<AiAssistSettingsView> => aiSettingsView(ctx.db, authOf(request).accountId));

  app.patch(AI_ASSIST_API.saveAiSettings.path, { onRequest: admins, schema: { body: aiAssistSettingsSchema } }, async (request): Promise<AiAssistSettingsView> => {
    const accountId = authOf(request).accountId;
    const form = request.body as AiAssistSettingsForm;
    const stored = await aiSettingsOf(ctx.db, accountId);
    const values = {
      enabled: form.enabled,
      baseUrl: form.baseUrl,
      model: form.model,
      apiKey: form.baseUrl ? keyFor(form.apiKey, stored, form.baseUrl) : nextSecret(form.apiKey, stored.apiKey),
      organization: form.organization,
      suggestions: form.suggestions,
      rewrite: form.rewrite,
      summaries: form.summaries,
      includeNotes: form.includeNotes,
      monthlyCap: form.monthlyCap,
      agentPerMinute: form.agentPerMinute,
      updatedAt: new Date(),
    };
    await ctx.db
      .insert(aiAssistSettings)
      .values({ clientId: accountId, ...values })
      .onConflictDoUpdate({ target: aiAssistSettings.clientId, set: values });
    return aiSettingsView(ctx.db, accountId);
  });

  // The endpoint's own words either way: the owner is the one who can fix what it says (the key taken out).
  app.post(AI_ASSIST_API.testAiConnection.path, { onRequest: admins, schema: { body: aiTestConnectionSchema } }, async (request): Promise<AiTestConnectionAnswer> => {
    const form = request.body as AiTestConnectionForm;
    const stored = await aiSettingsOf(ctx.db, authOf(request).accountId);
    const endpoint: AiEndpoint = { baseUrl: form.baseUrl, model: form.model, apiKey: keyFor(form.apiKey, stored, form.baseUrl), organization: form.organization };
    try {
      const answer = await streamCompletion(endpoint, [{ role: 'user', content: 'Reply with the single word: OK' }], {
        signal: new AbortController().signal,
        timeoutMs: TEST_TIMEOUT_MS,
        maxTokens: TEST_MAX_TOKENS,
        onText: () => undefined,
      });
      return { ok: true, answer: answer.trim() };
    } catch (error) {
      if (error instanceof AiEndpointError) return { ok: false, error: `${error.agentMessage} (${error.detail})` };
      throw error;
    }
  });

  app.get(AI_ASSIST_API.aiFeatures.path, { onRequest: authGuard(ctx), schema: NO_INPUT }, async (request): Promise<AiAssistFeatures> => featuresOf(await aiSettingsOf(ctx.db, authOf(request).accountId)));
}
