import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { escapeHtml, paramsOf, readBody, sendHtml, sendJson, sendStripeError } from './stand-in-http';

/** Card number the hosted page declines (Stripe's own test card for a generic decline). */
export const DECLINED_CARD = '4000000000000002';
export const CARD_DECLINED_TEXT = 'Your card was declined.';
export const CARD_INVALID_TEXT = 'Enter a 16-digit card number.';

export interface StripeCall {
  method: string;
  path: string;
  /** The Bearer key the call carried (null when none). */
  secretKey: string | null;
  params: Record<string, string>;
}

export interface WebhookTarget {
  url: string;
  secret: string;
}

export interface WebhookDelivery {
  type: string;
  status: number | null;
  error?: string;
}

interface StandInSession {
  id: string;
  secretKey: string;
  amount: number;
  currency: string;
  name: string;
  metadata: Record<string, string>;
  paymentIntentMetadata: Record<string, string>;
  clientReferenceId: string | null;
  successUrl: string;
  cancelUrl: string | null;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'unpaid' | 'paid';
  paymentIntentId: string | null;
  created: number;
}

interface StandInCharge {
  id: string;
  paymentIntentId: string;
  amount: number;
  currency: string;
  description: string;
  created: number;
}

const idOf = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
const bearerOf = (request: IncomingMessage) => /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? null;

/** Bracketed form keys under a prefix: ('metadata', {'metadata[a]': '1'}) → {a: '1'}. */
function nested(params: Record<string, string>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  const pattern = new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[([^\\]]+)\\]$`);
  for (const [key, value] of Object.entries(params)) {
    const match = pattern.exec(key);
    if (match) out[match[1]] = value;
  }
  return out;
}

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);

/**
 * The few Stripe calls a Checkout integration makes (create and retrieve a Checkout Session, with the
 * payment intent and its latest charge expandable), the hosted payment page and the receipt page.
 * Secret keys must look like test keys (sk_test_...); a session is only visible to the key that made it.
 */
/** The origins of a session's success and cancel pages: the pay form redirects there once paid. */
function returnOrigins(session: Pick<StandInSession, 'successUrl' | 'cancelUrl'>): string[] {
  const origins = new Set<string>();
  for (const url of [session.successUrl, session.cancelUrl]) {
    try {
      if (url) origins.add(new URL(url).origin);
    } catch {
      // not a URL: nothing to allow
    }
  }
  return [...origins];
}

export class StripeStandIn {
  readonly calls: StripeCall[] = [];
  readonly webhookDeliveries: WebhookDelivery[] = [];
  private readonly sessions = new Map<string, StandInSession>();
  private readonly charges = new Map<string, StandInCharge>();
  private readonly intents = new Map<string, { id: string; chargeId: string; sessionId: string }>();
  private webhook: WebhookTarget | null;

  constructor(
    private readonly base: () => string,
    webhook: WebhookTarget | null = null,
  ) {
    this.webhook = webhook;
  }

  /** Where checkout.session.completed is posted (signed the way Stripe signs it); null = nowhere. */
  setWebhook(target: WebhookTarget | null): void {
    this.webhook = target;
  }

  /** Handles the request when it is one of Stripe's paths; false otherwise. */
  async handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> {
    const method = request.method ?? 'GET';
    if (url.pathname === '/v1/checkout/sessions' && method === 'POST') {
      await this.createSession(request, response, url);
      return true;
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (retrieve && method === 'GET') {
      this.retrieveSession(request, response, url, retrieve[1]);
      return true;
    }
    const pay = /^\/pay\/([^/]+)$/.exec(url.pathname);
    if (pay && method === 'GET') {
      this.payPage(response, pay[1]);
      return true;
    }
    if (pay && method === 'POST') {
      await this.pay(request, response, pay[1]);
      return true;
    }
    const receipt = /^\/receipts\/([^/]+)$/.exec(url.pathname);
    if (receipt && method === 'GET') {
      this.receiptPage(response, receipt[1]);
      return true;
    }
    if (url.pathname.startsWith('/v1/')) {
      sendStripeError(response, 404, 'invalid_request_error', `Unrecognized request URL (${method}: ${url.pathname}).`);
      return true;
    }
    return false;
  }

  /** The calling key, or a 401 answered (Stripe's wording). */
  private authorize(request: IncomingMessage, response: ServerResponse): string | null {
    const key = bearerOf(request);
    if (!key) {
      sendStripeError(response, 401, 'invalid_request_error', 'You did not provide an API key.');
      return null;
    }
    if (!/^sk_test_\w+$/.test(key)) {
      sendStripeError(response, 401, 'invalid_request_error', `Invalid API Key provided: ${key.slice(0, 12)}...`);
      return null;
    }
    return key;
  }

  private async createSession(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const params = paramsOf(new URLSearchParams(await readBody(request)));
    const secretKey = bearerOf(request);
    this.calls.push({ method: 'POST', path: url.pathname, secretKey, params });
    if (!this.authorize(request, response)) return;
    const item = 'line_items[0]';
    const amount = Number(params[`${item}[price_data][unit_amount]`]);
    const required: Array<[string, boolean]> = [
      ['mode', params.mode === 'payment'],
      ['success_url', /^https?:\/\//.test(params.success_url ?? '')],
      [`${item}[price_data][currency]`, Boolean(params[`${item}[price_data][currency]`])],
      [`${item}[price_data][unit_amount]`, Number.isInteger(amount) && amount > 0],
      [`${item}[price_data][product_data][name]`, Boolean(params[`${item}[price_data][product_data][name]`])],
      [`${item}[quantity]`, params[`${item}[quantity]`] === '1'],
    ];
    const missing = required.find(([, ok]) => !ok);
    if (missing) return sendStripeError(response, 400, 'invalid_request_error', `Missing or invalid parameter: ${missing[0]}`, missing[0]);
    const session: StandInSession = {
      id: idOf('cs_test'),
      secretKey: secretKey as string,
      amount,
      currency: params[`${item}[price_data][currency]`].toLowerCase(),
      name: params[`${item}[price_data][product_data][name]`],
      metadata: nested(params, 'metadata'),
      paymentIntentMetadata: nested(params, 'payment_intent_data[metadata]'),
      clientReferenceId: params.client_reference_id ?? null,
      successUrl: params.success_url,
      cancelUrl: params.cancel_url ?? null,
      status: 'open',
      paymentStatus: 'unpaid',
      paymentIntentId: null,
      created: now(),
    };
    this.sessions.set(session.id, session);
    sendJson(response, 200, this.sessionJson(session, []));
  }

  private retrieveSession(request: IncomingMessage, response: ServerResponse, url: URL, id: string): void {
    const params = paramsOf(url.searchParams);
    this.calls.push({ method: 'GET', path: url.pathname, secretKey: bearerOf(request), params });
    const key = this.authorize(request, response);
    if (!key) return;
    const session = this.sessions.get(id);
    if (!session || session.secretKey !== key) {
      return sendStripeError(response, 404, 'invalid_request_error', `No such checkout.session: '${id}'`, 'session');
    }
    const expand = Object.entries(params)
      .filter(([name]) => /^expand\[\d*\]$/.test(name))
      .map(([, value]) => value);
    sendJson(response, 200, this.sessionJson(session, expand));
  }

  private sessionJson(session: StandInSession, expand: string[]): Record<string, unknown> {
    let paymentIntent: unknown = session.paymentIntentId;
    const intent = session.paymentIntentId ? this.intents.get(session.paymentIntentId) : undefined;
    if (intent && (expand.includes('payment_intent') || expand.includes('payment_intent.latest_charge'))) {
      const charge = this.charges.get(intent.chargeId);
      paymentIntent = {
        id: intent.id,
        object: 'payment_intent',
        amount: session.amount,
        currency: session.currency,
        status: 'succeeded',
        metadata: session.paymentIntentMetadata,
        latest_charge: expand.includes('payment_intent.latest_charge') && charge ? this.chargeJson(charge) : intent.chargeId,
      };
    }
    return {
      id: session.id,
      object: 'checkout.session',
      livemode: false,
      mode: 'payment',
      amount_subtotal: session.amount,
      amount_total: session.amount,
      currency: session.currency,
      status: session.status,
      payment_status: session.paymentStatus,
      url: session.status === 'open' ? `${this.base()}/pay/${session.id}` : null,
      success_url: session.successUrl,
      cancel_url: session.cancelUrl,
      metadata: session.metadata,
      client_reference_id: session.clientReferenceId,
      payment_intent: paymentIntent,
      created: session.created,
      expires_at: session.created + 24 * 3600,
    };
  }

  private chargeJson(charge: StandInCharge): Record<string, unknown> {
    return {
      id: charge.id,
      object: 'charge',
      amount: charge.amount,
      currency: charge.currency,
      paid: true,
      status: 'succeeded',
      payment_intent: charge.paymentIntentId,
      receipt_url: `${this.base()}/receipts/${charge.id}`,
      created: charge.created,
    };
  }

  private payTitle(session: StandInSession): string {
    return `Pay ${money(session.amount, session.currency)}`;
  }

  private payForm(session: StandInSession, error: string | null): string {
    const described = error ? ' aria-invalid="true" aria-describedby="card-error"' : '';
    return (
      `<h1>Pay ${escapeHtml(money(session.amount, session.currency))}</h1>` +
      `<p>${escapeHtml(session.name)}</p>` +
      `<form method="post" action="/pay/${encodeURIComponent(session.id)}">` +
      `<label for="card-number">Card number</label>` +
      `<input id="card-number" name="card_number" inputmode="numeric" autocomplete="cc-number" required${described}>` +
      (error ? `<p id="card-error" role="alert">${escapeHtml(error)}</p>` : '') +
      `<button type="submit">Pay</button></form>` +
      (session.cancelUrl ? `<p><a href="${escapeHtml(session.cancelUrl)}">Cancel and go back</a></p>` : '')
    );
  }

  private payPage(response: ServerResponse, id: string): void {
    const session = this.sessions.get(id);
    if (!session) return sendHtml(response, 404, 'Payment not found', '<h1>Payment not found</h1>');
    if (session.status !== 'open') return sendHtml(response, 410, 'Payment complete', '<h1>This payment is already complete.</h1>');
    sendHtml(response, 200, this.payTitle(session), this.payForm(session, null), returnOrigins(session));
  }

  private async pay(request: IncomingMessage, response: ServerResponse, id: string): Promise<void> {
    const session = this.sessions.get(id);
    if (!session) return sendHtml(response, 404, 'Payment not found', '<h1>Payment not found</h1>');
    if (session.status !== 'open') return sendHtml(response, 410, 'Payment complete', '<h1>This payment is already complete.</h1>');
    const card = (new URLSearchParams(await readBody(request)).get('card_number') ?? '').replace(/[\s-]/g, '');
    if (!/^\d{16}$/.test(card)) return sendHtml(response, 400, this.payTitle(session), this.payForm(session, CARD_INVALID_TEXT), returnOrigins(session));
    if (card === DECLINED_CARD) return sendHtml(response, 402, this.payTitle(session), this.payForm(session, CARD_DECLINED_TEXT), returnOrigins(session));

    const intentId = idOf('pi');
    const charge: StandInCharge = { id: idOf('ch'), paymentIntentId: intentId, amount: session.amount, currency: session.currency, description: session.name, created: now() };
    this.charges.set(charge.id, charge);
    this.intents.set(intentId, { id: intentId, chargeId: charge.id, sessionId: session.id });
    Object.assign(session, { status: 'complete', paymentStatus: 'paid', paymentIntentId: intentId });
    // Delivered before the redirect, so whoever lands on the success page finds it processed.
    await this.deliverWebhook('checkout.session.completed', this.sessionJson(session, []));
    response.writeHead(303, { location: session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id) });
    response.end();
  }

  private receiptPage(response: ServerResponse, id: string): void {
    const charge = this.charges.get(id);
    if (!charge) return sendHtml(response, 404, 'Receipt not found', '<h1>Receipt not found</h1>');
    sendHtml(
      response,
      200,
      'Receipt',
      `<h1>Receipt</h1><dl><dt>Amount paid</dt><dd>${escapeHtml(money(charge.amount, charge.currency))}</dd>` +
        `<dt>For</dt><dd>${escapeHtml(charge.description)}</dd>` +
        `<dt>Date paid</dt><dd>${escapeHtml(new Date(charge.created * 1000).toUTCString())}</dd>` +
        `<dt>Receipt number</dt><dd>${escapeHtml(charge.id)}</dd></dl>`,
    );
  }

  private async deliverWebhook(type: string, object: Record<string, unknown>): Promise<void> {
    const target = this.webhook;
    if (!target) return;
    const payload = JSON.stringify({ id: idOf('evt'), object: 'event', type, created: now(), livemode: false, data: { object } });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: target.secret });
    try {
      const answer = await fetch(target.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      this.webhookDeliveries.push({ type, status: answer.status });
    } catch (error) {
      this.webhookDeliveries.push({ type, status: null, error: error instanceof Error ? error.message : String(error) });
    }
  }
}
