/** @jest-environment ./test/support/pglite-environment.cjs */
import { randomUUID } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { classifyMessage, VISITOR_BLOCKED, VISITOR_BLOCKED_CODE } from 'shared-kernel/contracts';
import { CARD_DECLINED_TEXT, DECLINED_CARD, startStandIns, type StandIns } from '../dev/stand-ins';
import type { Settings } from '../src/config/settings';
import { chatMessages, paymentRequests, visitors, widgets } from '../src/db/schema';
import { PAYMENT_TEXTS } from '../src/payments/payment-texts';
import { api, nextEvent, sleep, startTestServer, type LooseJson } from './support/test-server';
import { connectGuest, createWidget, guestBarrier, heardOf, type TestGuest } from './support/visitor-helpers';
import { socketFixture } from './support/socket-fixture';

const WEBHOOK_SECRET = 'whsec_test_' + randomUUID().replaceAll('-', '');
// Stripe is the stand-in, started first: the server's settings point the SDK at it.
const overrides: Partial<Settings> = { stripeWebhookSecret: WEBHOOK_SECRET };
let standIns: StandIns;
beforeAll(async () => {
  standIns = await startStandIns();
  overrides.stripeApiBase = standIns.url;
});
afterAll(() => standIns.stop());

const fx = socketFixture(overrides);
const { agent } = fx;

async function setStripeKey(widgetId: string, key: string, secret = key ? 'sk_test_secret' : '') {
  const config = JSON.stringify({ updateAll: false, stripe_public_key: key, stripe_secret_key: secret });
  await fx.t.server.ctx.db
    .update(widgets)
    .set({ settings: sql`${widgets.settings} || jsonb_build_object('stripeConfig', ${config}::jsonb)` })
    .where(eq(widgets.id, widgetId));
}

/** An owner, an agent who accepted a guest's chat on a widget with a Stripe key. */
async function acceptedChat(key = 'pk_test_123', secret?: string) {
  const owner = await agent();
  const sales = await agent({ clientId: owner.id });
  const widget = await createWidget(fx.t.server, owner.id);
  await setStripeKey(widget.id, key, secret);
  const visitor = await connectGuest(fx.t.url, widget.pluginId);
  fx.track(visitor.socket);
  const initialized = nextEvent(sales.socket, 'chat-initialized');
  await visitor.socket.emitWithAck('visitor:message', { clientMessageId: randomUUID(), bodyText: 'I want to buy' });
  const incoming = await initialized;
  expect((await api(fx.t.url, 'POST', '/visitor/accept-chat', { token: sales.token, body: { visitorId: visitor.hello.visitorId } })).status).toBe(200);
  const ids = { visitorId: visitor.hello.visitorId as string, guestId: visitor.hello.guestId as number, chatId: incoming.chatId as string };
  return { owner, sales, widget, visitor, ids };
}

describe('POST /visitor/get-stripe-public-key', () => {
  it("answers the widget's publishable key to the account only", async () => {
    const s = await acceptedChat();
    const body = { ...s.ids, agentId: s.sales.id };
    expect(await api(fx.t.url, 'POST', '/visitor/get-stripe-public-key', { token: s.sales.token, body })).toMatchObject({ status: 200, body: { publick_key: 'pk_test_123' } });
    const stranger = await agent();
    expect((await api(fx.t.url, 'POST', '/visitor/get-stripe-public-key', { token: stranger.token, body })).status).toBe(404);
    expect((await api(fx.t.url, 'POST', '/visitor/get-stripe-public-key', { token: s.sales.token, body: { ...body, chatId: randomUUID() } })).status).toBe(404);
  });

  it('answers 400 when the widget has no Stripe key', async () => {
    const s = await acceptedChat('');
    const answer = await api(fx.t.url, 'POST', '/visitor/get-stripe-public-key', { token: s.sales.token, body: { ...s.ids, agentId: s.sales.id } });
    expect(answer).toMatchObject({ status: 400, body: { message: 'Payments are not configured for this widget' } });
  });
});

describe('request-a-payment', () => {
  it('relays a valid request to the guest with a stored requestId', async () => {
    const s = await acceptedChat();
    const told = nextEvent(s.visitor.socket, 'widget:payment-request');
    const ack = await s.sales.socket.emitWithAck('request-a-payment', { ...s.ids, pk: 'pk_from_console', amt: 2550, desc: '  Consulting session  ' });
    expect(ack).toEqual({ ok: true });
    const request = await told;
    expect(request).toEqual({ chatId: s.ids.chatId, amount: 2550, currency: 'usd', description: 'Consulting session', publishableKey: 'pk_test_123', requestId: expect.any(String) });
    const [stored] = await fx.t.server.ctx.db.select().from(paymentRequests).where(eq(paymentRequests.id, request.requestId));
    expect(stored).toMatchObject({ chatId: s.ids.chatId, clientId: s.owner.id, agentId: s.sales.id, amount: 2550, status: 'requested' });
  });

  it('refuses bad amounts and descriptions with the dialog messages', async () => {
    const s = await acceptedChat();
    const ask = (amt: unknown, desc: unknown) => s.sales.socket.emitWithAck('request-a-payment', { ...s.ids, pk: 'x', amt, desc });
    expect(await ask(undefined, 'Consulting session')).toEqual({ ok: false, message: 'Amount is required' });
    expect(await ask('abc', 'Consulting session')).toEqual({ ok: false, message: 'Amount must be a number' });
    expect(await ask(0, 'Consulting session')).toEqual({ ok: false, message: 'Amount must be greater than zero' });
    expect(await ask(-5, 'Consulting session')).toEqual({ ok: false, message: 'Amount must be greater than zero' });
    expect(await ask(12.5, 'Consulting session')).toEqual({ ok: false, message: 'Amount must be a whole number of cents' });
    expect(await ask(100, '')).toEqual({ ok: false, message: 'Description is required' });
    expect(await ask(100, '     ')).toEqual({ ok: false, message: 'Description cannot be only spaces' });
    expect(await ask(100, ' too short ')).toEqual({ ok: false, message: 'Description must be at least 10 characters' });
    // A message the holder writes after them reaches the guest: a request sent before would have come first.
    await guestBarrier(s.sales, s.visitor);
    expect(s.visitor.heard.filter((entry) => entry.event === 'widget:payment-request')).toEqual([]);
  });

  it("refuses another agent's or account's chat and a widget without Stripe", async () => {
    const s = await acceptedChat();
    const colleague = await agent({ clientId: s.owner.id });
    const stranger = await agent();
    const payload = { ...s.ids, pk: 'x', amt: 1000, desc: 'Consulting session' };
    expect(await colleague.socket.emitWithAck('request-a-payment', payload)).toEqual({ ok: false, message: 'Chat not found' });
    expect(await stranger.socket.emitWithAck('request-a-payment', payload)).toEqual({ ok: false, message: 'Chat not found' });
    expect(await s.sales.socket.emitWithAck('request-a-payment', { ...payload, visitorId: 'someone-else' })).toEqual({ ok: false, message: 'Chat not found' });

    const unconfigured = await acceptedChat('');
    expect(await unconfigured.sales.socket.emitWithAck('request-a-payment', { ...unconfigured.ids, pk: 'x', amt: 1000, desc: 'Consulting session' })).toEqual({
      ok: false,
      message: 'Payments are not configured for this widget',
    });
  });
});

/** An accepted chat whose agent asked for $25.50; the guest has the requestId. */
async function requestedPayment(key?: string, secret?: string, desc = 'Consulting session') {
  const s = await acceptedChat(key, secret);
  const told = nextEvent(s.visitor.socket, 'widget:payment-request');
  expect(await s.sales.socket.emitWithAck('request-a-payment', { ...s.ids, pk: 'x', amt: 2550, desc })).toEqual({ ok: true });
  const { requestId } = (await told) as { requestId: string };
  return { ...s, requestId };
}

const start = (guest: TestGuest, requestId: unknown): Promise<LooseJson> => guest.socket.emitWithAck('visitor:payment-start', { requestId });
const confirm = (guest: TestGuest, requestId: unknown): Promise<LooseJson> => guest.socket.emitWithAck('visitor:payment-confirm', { requestId });

/** Pays on the stand-in's hosted page as a browser would post its form; answers the redirect (or the page). */
async function payOnHostedPage(checkoutUrl: string, card: string) {
  const answer = await fetch(checkoutUrl, { method: 'POST', body: new URLSearchParams({ card_number: card }), redirect: 'manual' });
  return { status: answer.status, location: answer.headers.get('location'), text: await answer.text() };
}

/** Opens the server's return page that Stripe redirected to (PUBLIC_URL is not this test server's address). */
async function openReturnPage(location: string) {
  const url = new URL(location);
  const answer = await fetch(`${fx.t.url}${url.pathname}${url.search}`);
  return { status: answer.status, type: answer.headers.get('content-type'), html: await answer.text() };
}

const receiptsOf = (chatId: string) =>
  fx.t.server.ctx.db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chatId), like(chatMessages.bodyText, 'Payment of %')));

const storedRequest = async (requestId: string) => (await fx.t.server.ctx.db.select().from(paymentRequests).where(eq(paymentRequests.id, requestId)))[0];
const sessionsCreatedFor = (requestId: string) =>
  standIns.stripeCalls.filter((call) => call.method === 'POST' && call.path === '/v1/checkout/sessions' && call.params['metadata[requestId]'] === requestId);
const RECEIPT_TEXT = /^Payment of \$25\.50 received for "Consulting session"\. Receipt: (http:\/\/127\.0\.0\.1:\d+\/receipts\/ch_\w+)$/;

describe('paying a payment request through Stripe Checkout', () => {
  it('opens one Checkout Session with the widget secret key and confirms it on the return page, posting one receipt', async () => {
    const s = await requestedPayment();
    const started = await start(s.visitor, s.requestId);
    expect(started).toEqual({ ok: true, checkoutUrl: expect.stringMatching(new RegExp(`^${standIns.url}/pay/cs_test_\\w+$`)) });
    // A second start (another click, another tab) reuses the open session.
    expect(await start(s.visitor, s.requestId)).toEqual(started);
    const [created] = sessionsCreatedFor(s.requestId);
    expect(sessionsCreatedFor(s.requestId)).toHaveLength(1);
    expect(created.secretKey).toBe('sk_test_secret');
    expect(created.params).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '2550',
      'line_items[0][price_data][product_data][name]': 'Consulting session',
      success_url: `http://console.test/api/visitor-widget/payment-return?requestId=${s.requestId}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `http://console.test/api/visitor-widget/payment-return?requestId=${s.requestId}&cancelled=1`,
    });
    expect((await storedRequest(s.requestId)).checkoutSessionId).toMatch(/^cs_test_/);

    const hosted = await fetch(started.checkoutUrl);
    expect(hosted.status).toBe(200);
    expect(await hosted.text()).toMatch(/<label for="card-number">Card number<\/label>[\s\S]*<button type="submit">Pay<\/button>/);

    const agentHears = nextEvent(s.sales.socket, 'outbound-agent');
    const guestHearsStatus = nextEvent(s.visitor.socket, 'widget:payment-status');
    const paid = await payOnHostedPage(started.checkoutUrl, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.location).toMatch(new RegExp(`^http://console\\.test/api/visitor-widget/payment-return\\?requestId=${s.requestId}&session_id=cs_test_\\w+$`));
    // Not paid in our books until the server has checked with Stripe.
    expect((await storedRequest(s.requestId)).status).toBe('requested');

    const page = await openReturnPage(paid.location as string);
    expect(page).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' });
    expect(page.html).toContain('Payment received. You can close this tab and return to the chat.');
    expect(page.html).toContain('$25.50 for "Consulting session"');

    const receipt = await agentHears;
    const receiptUrl = RECEIPT_TEXT.exec(receipt.bodyText)?.[1];
    expect(receiptUrl).toBeDefined();
    expect(receipt).toMatchObject({ ...s.ids, direction: 'inbound', id: expect.any(String), seq: 2 });
    expect(classifyMessage(receipt)).toBe('receipt');
    expect(await guestHearsStatus).toEqual({ requestId: s.requestId, chatId: s.ids.chatId, status: 'paid', receiptUrl });
    const receiptPage = await fetch(receiptUrl as string);
    expect(await receiptPage.text()).toContain('$25.50');

    // Checked again by the widget and the page: still paid, nothing posted twice.
    expect(await confirm(s.visitor, s.requestId)).toEqual({ ok: true, status: 'paid', receiptUrl });
    expect((await openReturnPage(paid.location as string)).html).toContain('Payment received.');
    await sleep(100);
    expect(await receiptsOf(s.ids.chatId)).toHaveLength(1);
    expect(heardOf(s.sales, 'outbound-agent').filter((m) => RECEIPT_TEXT.test(m.bodyText))).toHaveLength(1);
    expect(s.visitor.heard.filter((e) => e.event === 'widget:message' && RECEIPT_TEXT.test(e.payload.bodyText))).toHaveLength(1);
    expect(s.visitor.heard.filter((e) => e.event === 'widget:payment-status')).toHaveLength(1);
    expect(await storedRequest(s.requestId)).toMatchObject({ status: 'paid', receiptUrl, paidAt: expect.any(Date) });
    expect(await start(s.visitor, s.requestId)).toEqual({ ok: false, error: PAYMENT_TEXTS.alreadyPaid });

    // The receipt is part of the conversation the console loads.
    const panel = await api(fx.t.url, 'POST', '/chat/dashboard-conversation', { token: s.sales.token, body: { visitorId: s.ids.visitorId } });
    expect(panel.body.ongoing.conversation.map((m: LooseJson) => m.bodyText)).toEqual(['I want to buy', receipt.bodyText]);
  });

  it('is confirmed by the widget when the guest comes back, and by both at once only once', async () => {
    const s = await requestedPayment();
    expect(await confirm(s.visitor, s.requestId)).toEqual({ ok: true, status: 'requested', receiptUrl: null });
    const { checkoutUrl } = await start(s.visitor, s.requestId);
    expect(await confirm(s.visitor, s.requestId)).toEqual({ ok: true, status: 'requested', receiptUrl: null });
    const paid = await payOnHostedPage(checkoutUrl, '4242424242424242');
    const [byWidget, byPage, again] = await Promise.all([
      confirm(s.visitor, s.requestId),
      openReturnPage(paid.location as string),
      confirm(s.visitor, s.requestId),
    ]);
    expect(byWidget).toEqual({ ok: true, status: 'paid', receiptUrl: expect.stringMatching(/\/receipts\/ch_/) });
    expect(again).toEqual(byWidget);
    expect(byPage.html).toContain('Payment received.');
    await sleep(100);
    expect(await receiptsOf(s.ids.chatId)).toHaveLength(1);
    expect(s.visitor.heard.filter((e) => e.event === 'widget:payment-status')).toHaveLength(1);
  });

  it("brings the chat's requests, paid or not, in widget:hello of the guest's next page", async () => {
    const s = await requestedPayment();
    const { checkoutUrl } = await start(s.visitor, s.requestId);
    await openReturnPage((await payOnHostedPage(checkoutUrl, '4242424242424242')).location as string);
    const second = await requestedPayment();
    const nextPage = await connectGuest(fx.t.url, s.widget.pluginId, { visitorId: s.ids.visitorId });
    fx.track(nextPage.socket);
    expect(nextPage.hello.chat.payments).toEqual([
      { chatId: s.ids.chatId, amount: 2550, currency: 'usd', description: 'Consulting session', publishableKey: 'pk_test_123', requestId: s.requestId, status: 'paid', receiptUrl: expect.stringMatching(/\/receipts\/ch_/) },
    ]);
    // Another guest's requests never show up.
    expect(nextPage.hello.chat.payments.map((p: LooseJson) => p.requestId)).not.toContain(second.requestId);
  });

  it('leaves a declined card unpaid', async () => {
    const s = await requestedPayment(undefined, undefined, '<b>Consulting</b> & co');
    const { checkoutUrl } = await start(s.visitor, s.requestId);
    const declined = await payOnHostedPage(checkoutUrl, DECLINED_CARD);
    expect(declined.status).toBe(402);
    expect(declined.text).toContain(`<p id="card-error" role="alert">${CARD_DECLINED_TEXT}</p>`);
    // The guest gives up: Stripe's cancel link brings it back to the return page.
    const cancelled = await openReturnPage(`http://console.test/api/visitor-widget/payment-return?requestId=${s.requestId}&cancelled=1`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.html).toContain('The payment was not completed. You can close this tab and return to the chat to try again.');
    expect(cancelled.html).toContain('$25.50 for "&lt;b&gt;Consulting&lt;/b&gt; &amp; co"');
    expect(await confirm(s.visitor, s.requestId)).toEqual({ ok: true, status: 'requested', receiptUrl: null });
    expect(await storedRequest(s.requestId)).toMatchObject({ status: 'requested', receiptUrl: null });
    expect(await receiptsOf(s.ids.chatId)).toEqual([]);
    // The same session stays open to try another card.
    expect(await start(s.visitor, s.requestId)).toEqual({ ok: true, checkoutUrl });
  });

  it("refuses another guest's and another account's request, and unknown ids", async () => {
    const s = await requestedPayment();
    const sameSite = await connectGuest(fx.t.url, s.widget.pluginId);
    fx.track(sameSite.socket);
    const otherOwner = await agent();
    const otherWidget = await createWidget(fx.t.server, otherOwner.id);
    await setStripeKey(otherWidget.id, 'pk_test_other');
    const otherAccount = await connectGuest(fx.t.url, otherWidget.pluginId);
    fx.track(otherAccount.socket);
    const refused = { ok: false, error: PAYMENT_TEXTS.requestNotFound };
    for (const stranger of [sameSite, otherAccount]) {
      expect(await start(stranger, s.requestId)).toEqual(refused);
      expect(await confirm(stranger, s.requestId)).toEqual(refused);
    }
    for (const bad of [randomUUID(), '', 42, null, 'x'.repeat(500)]) expect(await start(s.visitor, bad)).toEqual(refused);
    expect(sessionsCreatedFor(s.requestId)).toEqual([]);
    expect((await openReturnPage(`http://console.test/api/visitor-widget/payment-return?requestId=${randomUUID()}`)).status).toBe(404);
  });

  it('refuses a blocked guest', async () => {
    const s = await requestedPayment();
    await fx.t.server.ctx.db.update(visitors).set({ isBlocked: true }).where(eq(visitors.visitorId, s.ids.visitorId));
    expect(await start(s.visitor, s.requestId)).toEqual({ ok: false, error: VISITOR_BLOCKED, code: VISITOR_BLOCKED_CODE });
  });

  it('says so when the widget has no Stripe keys, or Stripe refuses its key', async () => {
    const s = await requestedPayment();
    await setStripeKey(s.widget.id, 'pk_test_123', '');
    expect(await start(s.visitor, s.requestId)).toEqual({ ok: false, error: 'Payments are not configured for this widget' });
    expect(await confirm(s.visitor, s.requestId)).toEqual({ ok: true, status: 'requested', receiptUrl: null });

    const refusedKey = await requestedPayment('pk_test_123', 'rk_not_a_secret_key');
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await start(refusedKey.visitor, refusedKey.requestId)).toEqual({ ok: false, error: PAYMENT_TEXTS.startFailed });
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });
});

describe('POST /api/stripe/webhook', () => {
  const post = (body: string, signature?: string) =>
    fetch(`${fx.t.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
      body,
    });
  const signed = (payload: string, secret = WEBHOOK_SECRET) => Stripe.webhooks.generateTestHeaderString({ payload, secret });
  const completed = (session: { id: string; requestId: string }) =>
    JSON.stringify({
      id: 'evt_test',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: session.id, object: 'checkout.session', payment_status: 'paid', metadata: { requestId: session.requestId } } },
    });

  it('confirms the payment when Stripe posts checkout.session.completed', async () => {
    const s = await requestedPayment();
    standIns.setStripeWebhook({ url: `${fx.t.url}/api/stripe/webhook`, secret: WEBHOOK_SECRET });
    try {
      const { checkoutUrl } = await start(s.visitor, s.requestId);
      const guestHears = nextEvent(s.visitor.socket, 'widget:payment-status');
      await payOnHostedPage(checkoutUrl, '4242424242424242');
      expect(standIns.webhookDeliveries.at(-1)).toEqual({ type: 'checkout.session.completed', status: 200 });
      // Paid before the guest is even back from Stripe's page.
      expect(await guestHears).toMatchObject({ requestId: s.requestId, status: 'paid' });
      expect(await storedRequest(s.requestId)).toMatchObject({ status: 'paid' });
      expect(await receiptsOf(s.ids.chatId)).toHaveLength(1);
    } finally {
      standIns.setStripeWebhook(null);
    }
  });

  it('refuses a missing or wrong signature and does not trust a signed event on its own', async () => {
    const s = await requestedPayment();
    await start(s.visitor, s.requestId);
    const sessionId = (await storedRequest(s.requestId)).checkoutSessionId as string;
    const body = completed({ id: sessionId, requestId: s.requestId });
    const refused = { statusCode: 400, message: 'The Stripe signature could not be verified' };
    expect(await (await post(body)).json()).toEqual(refused);
    const wrong = await post(body, signed(body, 'whsec_someone_else'));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual(refused);
    expect((await post(body.replace('evt_test', 'evt_changed'), signed(body))).status).toBe(400);

    // Well signed, but Stripe itself says the session is unpaid: nothing is recorded.
    const accepted = await post(body, signed(body));
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ received: true });
    expect(await storedRequest(s.requestId)).toMatchObject({ status: 'requested' });
    expect(await receiptsOf(s.ids.chatId)).toEqual([]);
    // Events of other sessions or requests are acknowledged and ignored.
    const other = completed({ id: 'cs_test_unknown', requestId: s.requestId });
    expect((await post(other, signed(other))).status).toBe(200);
  });

  it('is off without STRIPE_WEBHOOK_SECRET', async () => {
    const plain = await startTestServer({ stripeApiBase: standIns.url });
    try {
      const body = completed({ id: 'cs_test_x', requestId: randomUUID() });
      const answer = await fetch(`${plain.url}/api/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signed(body) }, body });
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ statusCode: 404, message: 'Stripe webhooks are not configured' });
    } finally {
      await plain.close();
    }
  });
});
