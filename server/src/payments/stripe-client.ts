import Stripe from 'stripe';
import type { Settings } from '../config/settings';

/**
 * The official SDK with one widget's secret key, sending its calls to STRIPE_API_BASE (Stripe's own
 * API unless a stand-in is configured). Cheap to build, so one per use: keys differ per widget.
 */
export function stripeFor(settings: Pick<Settings, 'stripeApiBase'>, secretKey: string): Stripe {
  const base = new URL(settings.stripeApiBase);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    host: base.hostname,
    port: base.port || (protocol === 'http' ? 80 : 443),
    protocol,
    telemetry: false,
    maxNetworkRetries: 2,
    timeout: 20_000,
  });
}

/** Verifies a webhook's signature on its raw body; throws when it does not match. */
export function verifiedStripeEvent(rawBody: Buffer, signature: string, secret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature, secret);
}

export type CheckoutSession = Stripe.Checkout.Session;
