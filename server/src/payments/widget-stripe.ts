import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { widgets } from '../db/schema';
import { badRequest } from '../http/http-error';
import { PAYMENT_TEXTS } from './payment-texts';

export const PAYMENTS_NOT_CONFIGURED = PAYMENT_TEXTS.notConfigured;

type StripeKeys = { stripe_public_key?: unknown; stripe_secret_key?: unknown };

async function stripeConfigOf(ctx: AppContext, widgetId: string): Promise<StripeKeys | undefined> {
  const [widget] = await ctx.db.select({ settings: widgets.settings }).from(widgets).where(eq(widgets.id, widgetId)).limit(1);
  return (widget?.settings as { stripeConfig?: StripeKeys } | undefined)?.stripeConfig;
}

const keyText = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The publishable key in a widget's settings, or null when payments are not configured. */
export function publishableKeyIn(settings: unknown): string | null {
  return keyText((settings as { stripeConfig?: StripeKeys } | undefined)?.stripeConfig?.stripe_public_key) || null;
}

/** The widget's Stripe publishable key (never the secret one); 400 when the widget has none. */
export async function stripePublicKeyOf(ctx: AppContext, widgetId: string): Promise<string> {
  const key = keyText((await stripeConfigOf(ctx, widgetId))?.stripe_public_key);
  if (!key) throw badRequest(PAYMENTS_NOT_CONFIGURED);
  return key;
}

/** The widget's Stripe secret key, for the server's own calls to Stripe only; 400 when the widget has none. */
export async function stripeSecretKeyOf(ctx: AppContext, widgetId: string): Promise<string> {
  const config = await stripeConfigOf(ctx, widgetId);
  const key = keyText(config?.stripe_secret_key);
  if (!key || !keyText(config?.stripe_public_key)) throw badRequest(PAYMENTS_NOT_CONFIGURED);
  return key;
}
