import { eq } from 'drizzle-orm';
import { DEFAULT_AI_AGENT_PER_MINUTE, DEFAULT_AI_MONTHLY_CAP } from 'shared-kernel/ai-assist';
import type { DemoAi } from '../config/settings';
import type { Db } from '../db/database';
import { aiAssistSettings, users } from '../db/schema';
import { DEMO_ACCOUNTS } from './demo-seed';

/**
 * Turns AI assist on for the demo owner with the DEMO_AI_* endpoint, at every start (`AI_STAND_IN=1 npm
 * start` points it at the stand-in); the switches and limits the owner set are kept. Answers whether it did.
 */
export async function applyDemoAi(db: Db, demo: DemoAi): Promise<boolean> {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS[0].email)).limit(1);
  if (!owner) return false;
  const endpoint = { enabled: true, baseUrl: demo.baseUrl, model: demo.model, apiKey: demo.apiKey, updatedAt: new Date() };
  await db
    .insert(aiAssistSettings)
    .values({ clientId: owner.id, monthlyCap: DEFAULT_AI_MONTHLY_CAP, agentPerMinute: DEFAULT_AI_AGENT_PER_MINUTE, ...endpoint })
    .onConflictDoUpdate({ target: aiAssistSettings.clientId, set: endpoint });
  return true;
}
