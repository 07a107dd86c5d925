import { count, eq } from 'drizzle-orm';
import type { Settings } from '../config/settings';
import type { Database, Db } from '../db/database';
import { users } from '../db/schema';
import { applyDemoAi } from './demo-ai';
import { applyDemoIntegrations } from './demo-integrations';
import { DEMO_ACCOUNTS, seedDemo } from './demo-seed';
import { ensureSuperAdmin } from './super-admin';

/**
 * Runs at start: the super admin from the settings, the demo data on an empty database, and the demo
 * integration keys (DEMO_*) on the demo widget (and DEMO_AI_* on the demo owner) whenever demo data is on. Under the start-up lock, from
 * the "is it empty?" count to the last insert: of several nodes starting together on an empty database,
 * the first seeds it and the others find it filled.
 */
export function seedDatabase(
  database: Pick<Database, 'db' | 'withStartupLock'>,
  settings: Pick<Settings, 'superAdmin' | 'seedDemo' | 'port' | 'demoIntegrations' | 'demoAi'>,
): Promise<{ demoSeeded: boolean }> {
  const { db } = database;
  return database.withStartupLock(async () => {
    const [{ total }] = await db.select({ total: count() }).from(users);
    if (settings.superAdmin) await ensureSuperAdmin(db, settings.superAdmin);
    const demoSeeded = settings.seedDemo && total === 0;
    if (demoSeeded) await seedDemo(db, { widgetDomain: `localhost:${settings.port}` });
    if (settings.seedDemo) await applyDemoIntegrations(db, settings.demoIntegrations);
    if (settings.seedDemo && settings.demoAi) await applyDemoAi(db, settings.demoAi);
    return { demoSeeded };
  });
}

/** True when the demo owner exists (its sign-ins are worth printing). */
export async function hasDemoAccounts(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS[0].email)).limit(1);
  return !!row;
}
