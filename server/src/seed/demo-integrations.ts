import { and, eq } from 'drizzle-orm';
import type { DemoIntegrations } from '../config/settings';
import type { Db } from '../db/database';
import { users, widgets } from '../db/schema';
import { DEMO_ACCOUNTS } from './demo-seed';

const DEMO_WIDGET_NAME = 'Demo Site';

type Keys = Record<string, string>;

/** Only the keys that were given: an unset variable leaves the widget's own value. */
function given(entries: Array<[string, string | null]>): Keys {
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => entry[1] !== null));
}

/**
 * Puts the DEMO_STRIPE_* and DEMO_GA_* keys on the demo owner's 'Demo Site' widget, at every start,
 * so payments and booking conversions work in the demo (against Stripe's test mode or the stand-ins).
 * Answers how many widgets were updated.
 */
export async function applyDemoIntegrations(db: Db, keys: DemoIntegrations): Promise<number> {
  const stripe = given([
    ['stripe_public_key', keys.stripePublishableKey],
    ['stripe_secret_key', keys.stripeSecretKey],
  ]);
  const analytics = given([
    ['measurementId', keys.gaMeasurementId],
    ['apiSecret', keys.gaApiSecret],
  ]);
  if (Object.keys(stripe).length === 0 && Object.keys(analytics).length === 0) return 0;
  const rows = await db
    .select({ id: widgets.id, settings: widgets.settings })
    .from(widgets)
    .innerJoin(users, eq(users.id, widgets.clientId))
    .where(and(eq(users.email, DEMO_ACCOUNTS[0].email), eq(widgets.widgetName, DEMO_WIDGET_NAME)));
  for (const row of rows) {
    const settings = row.settings as { stripeConfig?: Keys; googleAnalytics?: Keys };
    await db
      .update(widgets)
      .set({
        settings: {
          ...settings,
          stripeConfig: { updateAll: false, ...settings.stripeConfig, ...stripe },
          googleAnalytics: { measurementId: '', apiSecret: '', event_name: '', ...settings.googleAnalytics, ...analytics },
        },
        updatedAt: new Date(),
      })
      .where(eq(widgets.id, row.id));
  }
  return rows.length;
}
