/** @jest-environment ./test/support/pglite-environment.cjs */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { startStandIns, type AnalyticsCall, type StandIns } from '../dev/stand-ins';
import { BOOKING_TEXTS } from '../src/bookings/booking-texts';
import type { Settings } from '../src/config/settings';
import { chats, conversions, users, widgets } from '../src/db/schema';
import { applyDemoIntegrations } from '../src/seed/demo-integrations';
import { DEMO_ACCOUNTS } from '../src/seed/demo-seed';
import { api, nextEvent, sleep, startTestServer, type LooseJson } from './support/test-server';
import { agentBarrier, createWidget, heardOf, type TestAgent } from './support/visitor-helpers';
import { socketFixture } from './support/socket-fixture';

// Google Analytics is the stand-in, started first: the server's settings point the uploads at it.
const overrides: Partial<Settings> = { visitorInactivityEndAfter: 1 };
let standIns: StandIns;
beforeAll(async () => {
  standIns = await startStandIns();
  overrides.gaCollectBase = standIns.url;
});
afterAll(() => standIns.stop());

const fx = socketFixture(overrides);
const { agent, guest } = fx;

type Analytics = { measurementId: string; apiSecret: string; event_name?: string };
const GA: Analytics = { measurementId: 'G-TEST123', apiSecret: 'secret-1' };

async function setAnalytics(widgetId: string, config: Analytics | null) {
  const value = JSON.stringify({ event_name: '', ...(config ?? { measurementId: '', apiSecret: '' }) });
  await fx.t.server.ctx.db
    .update(widgets)
    .set({ settings: sql`${widgets.settings} || jsonb_build_object('googleAnalytics', ${value}::jsonb)` })
    .where(eq(widgets.id, widgetId));
}

/** An owner, an agent who accepted a guest's chat (on a widget with the given Google Analytics keys) and a colleague. */
async function acceptedChat(analytics: Analytics | null = GA) {
  const owner = await agent();
  const sales = await agent({ clientId: owner.id });
  const colleague = await agent({ clientId: owner.id });
  const widget = await createWidget(fx.t.server, owner.id);
  await setAnalytics(widget.id, analytics);
  const visitor = await guest(widget.pluginId);
  const initialized = nextEvent(sales.socket, 'chat-initialized');
  await visitor.socket.emitWithAck('visitor:message', { clientMessageId: randomUUID(), bodyText: 'I would like to book' });
  const incoming = await initialized;
  expect((await api(fx.t.url, 'POST', '/visitor/accept-chat', { token: sales.token, body: { visitorId: visitor.hello.visitorId } })).status).toBe(200);
  const ids = { visitorId: visitor.hello.visitorId as string, guestId: visitor.hello.guestId as number, chatId: incoming.chatId as string };
  return { owner, sales, colleague, widget, visitor, ids };
}

type Scene = Awaited<ReturnType<typeof acceptedChat>>;

const confirmBooking = (by: TestAgent, s: Scene, change: Record<string, unknown> = {}): Promise<LooseJson> =>
  by.socket.emitWithAck('confirm-booking', { ...s.ids, agentId: by.id, agentName: 'Test User', ...change });

const callsFor = (chatId: string): AnalyticsCall[] =>
  standIns.analyticsCalls.filter((call) => (call.body?.events?.[0]?.params as { chat_id?: string } | undefined)?.chat_id === chatId);

const conversionOf = async (chatId: string) => (await fx.t.server.ctx.db.select().from(conversions).where(eq(conversions.chatId, chatId)))[0];

async function until(check: () => Promise<boolean>, what: string, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
    await sleep(25);
  }
}

const UPLOADED = { status: 2, response: 'Conversion uploaded to Google Analytics', analytics_uploaded: true, uploaded_at: expect.any(String) };

describe('confirm-booking', () => {
  it('uploads the conversion to Google Analytics and answers the owning agent with booking-response', async () => {
    const s = await acceptedChat();
    const stranger = await agent();
    const answered = nextEvent(s.sales.socket, 'booking-response');
    expect(await confirmBooking(s.sales, s)).toEqual({ ok: true });
    const response = await answered;
    expect(response).toEqual({ guestId: s.ids.guestId, visitorId: s.ids.visitorId, ...UPLOADED });
    expect(Number.isNaN(Date.parse(response.uploaded_at))).toBe(false);

    // Validated first (the collect endpoint accepts anything), then sent once.
    const calls = callsFor(s.ids.chatId);
    expect(calls.map((call) => call.endpoint)).toEqual(['debug', 'collect']);
    const event = { client_id: expect.stringMatching(/^[0-9a-f]{32}$/), events: [{ name: 'booking_confirmed', params: { guest_id: s.ids.guestId, chat_id: s.ids.chatId } }] };
    for (const call of calls) expect(call).toEqual({ endpoint: call.endpoint, measurementId: 'G-TEST123', apiSecret: 'secret-1', body: event });
    // The visitor id lets a widget resume the guest's chats: it is not handed to Google.
    expect(calls[0].body?.client_id).not.toBe(s.ids.visitorId);
    expect(await conversionOf(s.ids.chatId)).toMatchObject({ status: 2, analyticsUploaded: true, attempts: 1, agentId: s.sales.id });

    await Promise.all([s.colleague, stranger].map(agentBarrier));
    expect(heardOf(s.colleague, 'booking-response')).toEqual([]);
    expect(heardOf(stranger, 'booking-response')).toEqual([]);
    expect(heardOf(s.sales, 'booking-response')).toHaveLength(1);

    // The console's views carry it.
    const conversion = { guestId: s.ids.guestId, ...UPLOADED, uploaded_at: response.uploaded_at };
    const panel = await api(fx.t.url, 'POST', '/chat/dashboard-conversation', { token: s.sales.token, body: { visitorId: s.ids.visitorId } });
    expect(panel.body.ongoing).toMatchObject({ chatId: s.ids.chatId, conversion, bookingConfirmed: true });
    const list = await api(fx.t.url, 'GET', '/chat/conversations', { token: s.sales.token });
    expect(list.body).toEqual([expect.objectContaining({ chatId: s.ids.chatId, conversion, bookingConfirmed: true })]);
    const history = nextEvent(s.sales.socket, 'new-chat-history');
    await api(fx.t.url, 'POST', '/chat/end-chat-by-agent', { token: s.sales.token, body: { visitorId: s.ids.visitorId } });
    expect((await history).conversion).toEqual({ analytics_uploaded: true, status: 2 });
  });

  it("uses the widget's event name, and a repeated confirmation never uploads twice", async () => {
    const s = await acceptedChat({ ...GA, event_name: 'demo_booking' });
    const [first, second] = await Promise.all([confirmBooking(s.sales, s), confirmBooking(s.sales, s)]);
    expect([first, second]).toEqual(expect.arrayContaining([{ ok: true }, { ok: true, message: BOOKING_TEXTS.alreadyConfirmed }]));
    await until(async () => (await conversionOf(s.ids.chatId))?.status === 2, 'the upload');
    const again = nextEvent(s.sales.socket, 'booking-response');
    expect(await confirmBooking(s.sales, s)).toEqual({ ok: true, message: BOOKING_TEXTS.alreadyConfirmed });
    // The existing record is told again, as it stands.
    expect(await again).toMatchObject({ guestId: s.ids.guestId, ...UPLOADED });
    await sleep(100);
    expect(callsFor(s.ids.chatId).filter((call) => call.endpoint === 'collect')).toHaveLength(1);
    expect(callsFor(s.ids.chatId)[0].body?.events?.[0]?.name).toBe('demo_booking');
    expect(await fx.t.server.ctx.db.select().from(conversions).where(eq(conversions.chatId, s.ids.chatId))).toHaveLength(1);
  });

  it("fails with Google Analytics' validation message, and a new confirmation tries again", async () => {
    const s = await acceptedChat({ ...GA, apiSecret: 'invalid' });
    const failed = nextEvent(s.sales.socket, 'booking-response');
    expect(await confirmBooking(s.sales, s)).toEqual({ ok: true });
    expect(await failed).toEqual({
      guestId: s.ids.guestId,
      visitorId: s.ids.visitorId,
      status: 3,
      response: 'Google Analytics refused the conversion: The API secret is not valid for this measurement ID.',
      analytics_uploaded: false,
      uploaded_at: null,
    });
    expect(callsFor(s.ids.chatId).map((call) => call.endpoint)).toEqual(['debug']);

    await setAnalytics(s.widget.id, GA);
    const retried = nextEvent(s.sales.socket, 'booking-response');
    expect(await confirmBooking(s.sales, s)).toEqual({ ok: true });
    expect(await retried).toMatchObject(UPLOADED);
    expect(callsFor(s.ids.chatId).map((call) => call.endpoint)).toEqual(['debug', 'debug', 'collect']);
  });

  it('fails with a clear reason when the widget has no Google Analytics keys', async () => {
    const s = await acceptedChat(null);
    const failed = nextEvent(s.sales.socket, 'booking-response');
    expect(await confirmBooking(s.sales, s)).toEqual({ ok: true });
    expect(await failed).toMatchObject({
      status: 3,
      response: 'Google Analytics is not configured for this widget (a measurement ID and an API secret are needed)',
      analytics_uploaded: false,
    });
    expect(callsFor(s.ids.chatId)).toEqual([]);
  });

  it('retries network failures with backoff, then fails with the reason', async () => {
    const s = await acceptedChat();
    standIns.failAnalyticsRequests(1);
    const recovered = nextEvent(s.sales.socket, 'booking-response');
    expect(await confirmBooking(s.sales, s)).toEqual({ ok: true });
    expect(await recovered).toMatchObject(UPLOADED);
    expect(await conversionOf(s.ids.chatId)).toMatchObject({ status: 2, attempts: 2 });

    const down = await acceptedChat();
    standIns.failAnalyticsRequests(3);
    const failed = nextEvent(down.sales.socket, 'booking-response');
    expect(await confirmBooking(down.sales, down)).toEqual({ ok: true });
    expect(await failed).toMatchObject({ status: 3, response: expect.stringMatching(/^Google Analytics could not be reached \(.+\)$/), analytics_uploaded: false });
    expect(await conversionOf(down.ids.chatId)).toMatchObject({ status: 3, attempts: 3 });
  });

  it("refuses chats the agent does not own, another account's, mismatched ids and chats ended otherwise", async () => {
    const s = await acceptedChat();
    const stranger = await agent();
    const notFound = { ok: false, message: BOOKING_TEXTS.chatNotFound };
    expect(await confirmBooking(s.colleague, s)).toEqual(notFound);
    expect(await confirmBooking(s.owner, s)).toEqual(notFound);
    expect(await confirmBooking(stranger, s)).toEqual(notFound);
    expect(await confirmBooking(s.sales, s, { visitorId: 'someone-else' })).toEqual(notFound);
    expect(await confirmBooking(s.sales, s, { guestId: s.ids.guestId + 1 })).toEqual(notFound);
    expect(await confirmBooking(s.sales, s, { chatId: randomUUID() })).toEqual(notFound);
    expect(await confirmBooking(s.sales, s, { chatId: 42 })).toEqual(notFound);

    await api(fx.t.url, 'POST', '/chat/end-chat-by-agent', { token: s.sales.token, body: { visitorId: s.ids.visitorId } });
    expect(await confirmBooking(s.sales, s)).toEqual({ ok: false, message: BOOKING_TEXTS.notBookable });
    expect(await conversionOf(s.ids.chatId)).toBeUndefined();
    expect(callsFor(s.ids.chatId)).toEqual([]);
  });

  it('books a chat that ended by visitor inactivity; end-chat-by-agent then answers that it has ended', async () => {
    const s = await acceptedChat();
    const ended = nextEvent(s.sales.socket, 'chat-ended', 5000);
    const sent = await s.sales.socket.emitWithAck('inbound-agent', { ...s.ids, agentId: s.sales.id, agentName: 'Test User', bodyText: 'Shall I book it for you?', messageId: randomUUID() });
    expect(sent).toMatchObject({ ok: true });
    expect(await ended).toMatchObject({ chatId: s.ids.chatId, status: 2 });

    // The console's order: confirm-booking, then end-chat-by-agent a moment later.
    const answered = nextEvent(s.sales.socket, 'booking-response');
    expect(await confirmBooking(s.sales, s)).toEqual({ ok: true });
    // Meanwhile the guest has started a new chat: the delayed end names the booked chat and leaves the new one.
    const again = nextEvent(s.sales.socket, 'chat-initialized');
    await s.visitor.socket.emitWithAck('visitor:message', { clientMessageId: randomUUID(), bodyText: 'One more question' });
    const newChatId = (await again).chatId;
    const end = await api(fx.t.url, 'POST', '/chat/end-chat-by-agent', { token: s.sales.token, body: { visitorId: s.ids.visitorId, chatId: s.ids.chatId } });
    // 400 is the console's "chat ended successfully" (spec 000 §7).
    expect(end).toMatchObject({ status: 400, body: { statusCode: 400, message: 'The chat has already ended' } });
    expect(await answered).toEqual({ guestId: s.ids.guestId, visitorId: s.ids.visitorId, ...UPLOADED });
    const [stillOpen] = await fx.t.server.ctx.db.select({ state: chats.state }).from(chats).where(eq(chats.id, newChatId));
    expect(stillOpen.state).toBe('pending');
  });

  it('shows a Scheduled conversion, and uploads what was left Scheduled when a server starts', async () => {
    const s = await acceptedChat();
    // As a server that stopped before its upload would leave it.
    await fx.t.server.ctx.db.insert(conversions).values({
      id: randomUUID(),
      clientId: s.owner.id,
      chatId: s.ids.chatId,
      widgetId: s.widget.id,
      visitorId: s.ids.visitorId,
      guestId: s.ids.guestId,
      agentId: s.sales.id,
      status: 1,
      response: BOOKING_TEXTS.scheduled,
    });
    const panel = await api(fx.t.url, 'POST', '/chat/dashboard-conversation', { token: s.sales.token, body: { visitorId: s.ids.visitorId } });
    expect(panel.body.ongoing).toMatchObject({
      conversion: { guestId: s.ids.guestId, status: 1, response: BOOKING_TEXTS.scheduled, analytics_uploaded: false, uploaded_at: null },
      bookingConfirmed: true,
    });

    const next = await startTestServer({ gaCollectBase: standIns.url });
    try {
      await until(async () => (await conversionOf(s.ids.chatId)).status === 2, 'the resumed upload');
    } finally {
      await next.close();
    }
    expect(callsFor(s.ids.chatId).map((call) => call.endpoint)).toEqual(['debug', 'collect']);
  });
});

describe('demo integrations', () => {
  it("puts the DEMO_* keys on the demo widget at start, each start updating only the keys it was given", async () => {
    const demoIntegrations = { stripePublishableKey: 'pk_test_demo', stripeSecretKey: 'sk_test_demo', gaMeasurementId: 'G-DEMO', gaApiSecret: 'demo-secret' };
    const demo = await startTestServer({ seedDemo: true, demoIntegrations }, { ownDatabase: true });
    try {
      const { db } = demo.server.ctx;
      const demoWidget = async () =>
        (
          await db
            .select({ settings: widgets.settings })
            .from(widgets)
            .innerJoin(users, eq(users.id, widgets.clientId))
            .where(eq(users.email, DEMO_ACCOUNTS[0].email))
        )[0].settings;
      expect(await demoWidget()).toMatchObject({
        stripeConfig: { updateAll: false, stripe_public_key: 'pk_test_demo', stripe_secret_key: 'sk_test_demo' },
        googleAnalytics: { measurementId: 'G-DEMO', apiSecret: 'demo-secret', event_name: '' },
      });
      // A later start with other keys (and no Google Analytics ones) updates what it was given only.
      const next = { stripePublishableKey: 'pk_test_next', stripeSecretKey: 'sk_test_next', gaMeasurementId: null, gaApiSecret: null };
      expect(await applyDemoIntegrations(db, next)).toBe(1);
      expect(await demoWidget()).toMatchObject({
        stripeConfig: { stripe_public_key: 'pk_test_next', stripe_secret_key: 'sk_test_next' },
        googleAnalytics: { measurementId: 'G-DEMO', apiSecret: 'demo-secret' },
      });
      expect(await applyDemoIntegrations(db, { stripePublishableKey: null, stripeSecretKey: null, gaMeasurementId: null, gaApiSecret: null })).toBe(0);
    } finally {
      await demo.close();
    }
  });
});
