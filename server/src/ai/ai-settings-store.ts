// The account's AI assist as stored, and what owners and agents read of it.
import { eq } from 'drizzle-orm';
import { maskSecret } from 'shared-kernel/contracts';
import { AI_FEATURE_OF, DEFAULT_AI_AGENT_PER_MINUTE, DEFAULT_AI_MONTHLY_CAP, type AiAssistFeatures, type AiAssistSettingsView, type AiRequestKind } from 'shared-kernel/ai-assist';
import type { Db } from '../db/database';
import { aiAssistSettings, type AiAssistSettingsRow } from '../db/schema';
import { usedThisMonth } from './ai-limits';

/** What an account that never saved its AI assist has: off, with the default limits. */
export const DEFAULT_AI_SETTINGS: Omit<AiAssistSettingsRow, 'clientId' | 'updatedAt'> = {
  enabled: false,
  baseUrl: '',
  model: '',
  apiKey: '',
  organization: '',
  suggestions: true,
  rewrite: true,
  summaries: true,
  includeNotes: false,
  monthlyCap: DEFAULT_AI_MONTHLY_CAP,
  agentPerMinute: DEFAULT_AI_AGENT_PER_MINUTE,
};

export async function aiSettingsOf(db: Db, accountId: string): Promise<Omit<AiAssistSettingsRow, 'clientId' | 'updatedAt'>> {
  const [row] = await db.select().from(aiAssistSettings).where(eq(aiAssistSettings.clientId, accountId)).limit(1);
  return row ?? DEFAULT_AI_SETTINGS;
}

export async function aiSettingsView(db: Db, accountId: string): Promise<AiAssistSettingsView> {
  const settings = await aiSettingsOf(db, accountId);
  return {
    enabled: settings.enabled,
    baseUrl: settings.baseUrl,
    model: settings.model,
    apiKey: maskSecret(settings.apiKey),
    organization: settings.organization,
    suggestions: settings.suggestions,
    rewrite: settings.rewrite,
    summaries: settings.summaries,
    includeNotes: settings.includeNotes,
    monthlyCap: settings.monthlyCap,
    agentPerMinute: settings.agentPerMinute,
    usedThisMonth: await usedThisMonth(db, accountId),
  };
}

/** The features on for the account: none while AI assist is off or has no endpoint. */
export function featuresOf(settings: Pick<AiAssistSettingsRow, 'enabled' | 'baseUrl' | 'model' | 'suggestions' | 'rewrite' | 'summaries'>): AiAssistFeatures {
  const on = settings.enabled && Boolean(settings.baseUrl) && Boolean(settings.model);
  return { suggestions: on && settings.suggestions, rewrite: on && settings.rewrite, summaries: on && settings.summaries };
}

export const mayAsk = (features: AiAssistFeatures, kind: AiRequestKind) => features[AI_FEATURE_OF[kind]];
