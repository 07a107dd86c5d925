/** @jest-environment ./test/support/pglite-environment.cjs */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { paymentRequests, widgets } from '../src/db/schema';
import { api, nextEvent, sleep } from './support/test-server';
import { connectGuest, createWidget } from './support/visitor-helpers';
import { socketFixture } from './support/socket-fixture';

const fx = socketFixture();
const { agent } = fx;

async function setStripeKey(widgetId: string, key: string) {
  const config = JSON.stringify({ updateAll: false, stripe_public_key: key, stripe_secret_key: key ? 'sk_test_secret' : '' });
  await fx.t.server.ctx.db
    .update(widgets)
    .set({ settings: sql`${widgets.settings} || jsonb_build_object('stripeConfig', ${config}::jsonb)` })
    .where(eq(widgets.id, widgetId));
}

/** An owner, an agent who accepted a guest's chat on a widget with a Stripe key. */
async function acceptedChat(key = 'pk_test_123') {
  const owner = await agent();
  const sales = await agent({ clientId: owner.id });
  const widget = await createWidget(fx.t.server, owner.id);
  await setStripeKey(widget.id, key);
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
    await sleep(100);
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
