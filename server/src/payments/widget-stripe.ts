import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { widgets } from '../db/schema';
import { badRequest } from '../http/http-error';

export const PAYMENTS_NOT_CONFIGURED = 'Payments are not configured for this widget';

/** The widget's Stripe publishable key (never the secret one); 400 when the widget has none. */
export async function stripePublicKeyOf(ctx: AppContext, widgetId: string): Promise<string> {
  const [widget] = await ctx.db.select({ settings: widgets.settings }).from(widgets).where(eq(widgets.id, widgetId)).limit(1);
  const config = (widget?.settings as { stripeConfig?: { stripe_public_key?: unknown } } | undefined)?.stripeConfig;
  const key = typeof config?.stripe_public_key === 'string' ? config.stripe_public_key.trim() : '';
  if (!key) throw badRequest(PAYMENTS_NOT_CONFIGURED);
  return key;
}
