// Local stand-ins for the external services the server talks to (Stripe, Google Analytics'
// Measurement Protocol), for tests, end-to-end runs and demos without network access or accounts.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AnalyticsStandIn, type AnalyticsCall } from './analytics-stand-in';
import { sendJson } from './stand-in-http';
import { AI_STAND_IN, OpenAiStandIn, type AiCall } from './openai-stand-in';
import { StripeStandIn, type StripeCall, type WebhookDelivery, type WebhookTarget } from './stripe-stand-in';

export { CARD_DECLINED_TEXT, CARD_INVALID_TEXT, DECLINED_CARD } from './stripe-stand-in';
export { INVALID_API_SECRET } from './analytics-stand-in';
export { AI_STAND_IN, SLOW_PIECE_MS } from './openai-stand-in';
export type { AiCall, AnalyticsCall, StripeCall, WebhookDelivery, WebhookTarget };

/**
 * Paths of the stand-ins' own controls: GET …/env (what a server needs to use them), GET …/calls (everything
 * recorded), POST …/analytics/fail?count=N.
 */
export const CONTROL = '/__stand-ins';

/** Keys the stand-ins accept, ready for the demo widget (DEMO_* settings). */
export const STAND_IN_KEYS = {
  stripePublishableKey: 'pk_test_stand_in',
  stripeSecretKey: 'sk_test_stand_in',
  gaMeasurementId: 'G-STANDIN',
  gaApiSecret: 'stand-in-secret',
} as const;

export interface StandInsOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 0: a free port. */
  port?: number;
  /** Where to post Stripe's checkout.session.completed after a payment (also settable later). */
  stripeWebhook?: WebhookTarget | null;
  /** Called with one line per request handled (the CLI prints them). */
  log?: (line: string) => void;
}

export interface StandIns {
  /** The origin to use as STRIPE_API_BASE and GA_COLLECT_BASE. */
  url: string;
  /** Stripe calls received, in order (method, path, key, form or query parameters). */
  stripeCalls: StripeCall[];
  /** Webhook posts made after payments, with the answer's status. */
  webhookDeliveries: WebhookDelivery[];
  setStripeWebhook(target: WebhookTarget | null): void;
  /** Measurement Protocol calls received, in order (validation and collect). */
  analyticsCalls: AnalyticsCall[];
  /** The calls that reached /mp/collect (what Google would have recorded). */
  collectedEvents(): AnalyticsCall[];
  /** OpenAI-compatible chat-completions calls received (AI assist), in order, with the answer each got. */
  aiCalls: AiCall[];
  /** Drops the next `count` Measurement Protocol connections (a network failure). */
  failAnalyticsRequests(count: number): void;
  /** The environment a server needs to use these stand-ins (with the demo keys). */
  env(): Record<string, string>;
  stop(): Promise<void>;
}

/** The settings that point a server (and its demo widget) at stand-ins running at `base`. */
function standInEnv(base: string): Record<string, string> {
  return {
    STRIPE_API_BASE: base,
    GA_COLLECT_BASE: base,
    DEMO_STRIPE_PUBLISHABLE_KEY: STAND_IN_KEYS.stripePublishableKey,
    DEMO_STRIPE_SECRET_KEY: STAND_IN_KEYS.stripeSecretKey,
    DEMO_GA_MEASUREMENT_ID: STAND_IN_KEYS.gaMeasurementId,
    DEMO_GA_API_SECRET: STAND_IN_KEYS.gaApiSecret,
    DEMO_AI_BASE_URL: base,
    DEMO_AI_MODEL: AI_STAND_IN.model,
    DEMO_AI_API_KEY: AI_STAND_IN.apiKey,
  };
}

/** Starts both stand-ins on one loopback HTTP server. */
export async function startStandIns(options: StandInsOptions = {}): Promise<StandIns> {
  let base = '';
  const stripe = new StripeStandIn(() => base, options.stripeWebhook ?? null);
  const analytics = new AnalyticsStandIn();
  const ai = new OpenAiStandIn();
  // For a stand-in in another process (an end-to-end run): a readiness answer, the recorded calls, failures on demand.
  const control = (method: string, url: URL, response: ServerResponse): boolean => {
    if (method === 'GET' && url.pathname === '/') {
      sendJson(response, 200, { stripe: base, analytics: base });
      return true;
    }
    if (method === 'GET' && url.pathname === `${CONTROL}/env`) {
      sendJson(response, 200, standInEnv(base));
      return true;
    }
    if (method === 'GET' && url.pathname === `${CONTROL}/calls`) {
      sendJson(response, 200, { stripe: stripe.calls, webhooks: stripe.webhookDeliveries, analytics: analytics.calls, ai: ai.calls });
      return true;
    }
    if (method === 'POST' && url.pathname === `${CONTROL}/analytics/fail`) {
      analytics.failNext(Math.max(0, Number(url.searchParams.get('count')) || 0));
      sendJson(response, 200, { ok: true });
      return true;
    }
    return false;
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', base);
    options.log?.(`${request.method} ${url.pathname}`);
    (async () => {
      if (control(request.method ?? 'GET', url, response)) return;
      // Before Stripe's, which answers every other /v1 path.
      if (await ai.handle(request, response, url)) return;
      if (await stripe.handle(request, response, url)) return;
      if (await analytics.handle(request, response, url)) return;
      sendJson(response, 404, { message: `No stand-in for ${request.method} ${url.pathname}` });
    })().catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, { message: error instanceof Error ? error.message : String(error) });
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  base = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;

  return {
    url: base,
    stripeCalls: stripe.calls,
    webhookDeliveries: stripe.webhookDeliveries,
    setStripeWebhook: (target) => stripe.setWebhook(target),
    analyticsCalls: analytics.calls,
    aiCalls: ai.calls,
    collectedEvents: () => analytics.collected(),
    failAnalyticsRequests: (count) => analytics.failNext(count),
    env: () => standInEnv(base),
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
