/** @jest-environment ./test/support/pglite-environment.cjs */
// Every id-taking call and event of the live side, thrown at by callers who must be refused: users of a
// second account, and an agent of the same account outside the widget's department. One account's live
// data is built once; the last tests check that nothing of it moved and nothing of it leaked.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { attachmentText, FORGED_MARKER_ERRORS } from 'shared-kernel/contracts';
import type { Socket } from 'socket.io-client';
import { BOOKING_TEXTS } from '../src/bookings/booking-texts';
import { chatMessages, widgets } from '../src/db/schema';
import { PAYMENT_TEXTS } from '../src/payments/payment-texts';
import { EVERY_INTRUDER, INTRUDER_TEXT, OTHER_ACCOUNT, PNG, secretsOf, type Scene } from './support/foreign-scene';
import { serverFixture } from './support/socket-fixture';
import { api, connectAgent, nextEvent, sendForm, sleep, type LooseJson } from './support/test-server';
import { connectGuest, salesAccount, createWidget, startAgent, type TestGuest } from './support/visitor-helpers';

const fx = serverFixture();

describe('foreign ids', () => {
  const opened: Socket[] = [];
  let s: Scene;

  const call = (token: string, method: string, path: string, body?: unknown) => api(fx.t.url, method, path, { token, body });
  const download = async (token: string, fileName: string) =>
    (await fetch(`${fx.t.url}/api/chat/attachments/${fileName}`, { headers: { authorization: `Bearer ${token}` } })).status;
  const upload = (pluginId: string, visitorId: string) => {
    const form = new FormData();
    form.append('pluginId', pluginId);
    form.append('visitorId', visitorId);
    form.append('file', new Blob([new Uint8Array(PNG)]), 'a.png');
    return sendForm(fx.t.url, 'POST', '/visitor-widget/attachments', form);
  };
  const ids = (g: TestGuest) => ({ visitorId: g.hello.visitorId as string, guestId: g.hello.guestId as number });

  async function buildScene(): Promise<Scene> {
    const start = async (input: Parameters<typeof startAgent>[2] = {}) => {
      const started = await startAgent(fx.t.url, fx.t.server, input);
      opened.push(started.socket);
      return started;
    };
    const visit = async (pluginId: string) => {
      const connected = await connectGuest(fx.t.url, pluginId);
      opened.push(connected.socket);
      return connected;
    };
    const say = (g: TestGuest, bodyText: string) => g.socket.emitWithAck('visitor:message', { clientMessageId: randomUUID(), bodyText });

    const { owner, sales, support, widget } = await salesAccount(fx.t.server, start);
    // A Stripe key, so that a payment request of the rightful agent would go through.
    const stripe = JSON.stringify({ updateAll: false, stripe_public_key: 'pk_test_foreign', stripe_secret_key: 'sk_test_foreign' });
    await fx.t.server.ctx.db
      .update(widgets)
      .set({ settings: sql`${widgets.settings} || jsonb_build_object('stripeConfig', ${stripe}::jsonb)` })
      .where(eq(widgets.id, widget.id));

    const chatting = await visit(widget.pluginId);
    const initialized = nextEvent(sales.socket, 'chat-initialized');
    await say(chatting, 'Hello, I need help');
    const chatId: string = (await initialized).chatId;
    expect((await call(sales.token, 'POST', '/visitor/accept-chat', { ...ids(chatting), agentName: 'Sales', departments: [] })).status).toBe(200);
    const uploaded = await upload(widget.pluginId, chatting.hello.visitorId);
    expect(uploaded.status).toBe(200);
    const fileName = (uploaded.body.message.bodyText as string).replace('[attachment]', '');
    const paymentTold = nextEvent(chatting.socket, 'widget:payment-request');
    const payment = { ...ids(chatting), chatId, pk: 'pk', amt: 2500, desc: 'Consulting session' };
    expect(await sales.socket.emitWithAck('request-a-payment', payment)).toEqual({ ok: true });
    const requestId: string = (await paymentTold).requestId;

    const waiting = await visit(widget.pluginId);
    const pending = nextEvent(sales.socket, 'chat-initialized');
    await say(waiting, 'Anybody there?');
    const pendingChatId: string = (await pending).chatId;
    const browsing = await visit(widget.pluginId);

    const canned = await call(owner.token, 'POST', '/canned/create', { shortCode: 'hi', message: 'Hello, how can I help?' });
    expect(canned.status).toBe(200);

    const stranger = await start();
    const strangerAgent = await start({ clientId: stranger.id });
    const strangerWidget = await createWidget(fx.t.server, stranger.id);
    const strangerGuest = await visit(strangerWidget.pluginId);
    return {
      owner,
      sales,
      support,
      widget,
      chatting,
      waiting,
      browsing,
      chatId,
      pendingChatId,
      fileName,
      cannedId: canned.body._id,
      requestId,
      stranger,
      strangerAgent,
      strangerWidget,
      strangerGuest,
    };
  }

  beforeAll(async () => {
    s = await buildScene();
  });
  afterAll(() => {
    for (const socket of opened) socket.close();
  });

  /** A REST call naming the account's ids; `department` is the answer for an agent outside the widget's department. */
  interface RestCase {
    name: string;
    send: (token: string) => Promise<{ status: number; body?: LooseJson }>;
    department: number;
  }
  const REST: RestCase[] = [
    {
      name: 'POST /chat/dashboard-conversation (guest in a chat)',
      send: (token) => call(token, 'POST', '/chat/dashboard-conversation', { visitorId: s.chatting.hello.visitorId }),
      department: 404,
    },
    {
      name: 'POST /chat/dashboard-conversation (guest without a chat)',
      send: (token) => call(token, 'POST', '/chat/dashboard-conversation', { visitorId: s.browsing.hello.visitorId }),
      department: 404,
    },
    {
      name: 'POST /visitor/accept-chat (pending chat)',
      send: (token) => call(token, 'POST', '/visitor/accept-chat', { ...ids(s.waiting), agentName: 'Intruder', departments: [] }),
      department: 404,
    },
    {
      name: 'POST /chat/request-chat (browsing guest)',
      send: (token) => call(token, 'POST', '/chat/request-chat', { ...ids(s.browsing), bodyText: INTRUDER_TEXT, departments: [] }),
      department: 404,
    },
    {
      name: 'POST /chat/end-chat-by-agent (active chat)',
      send: (token) => call(token, 'POST', '/chat/end-chat-by-agent', { visitorId: s.chatting.hello.visitorId }),
      department: 404,
    },
    {
      name: 'PATCH /visitor/update-visitor',
      send: (token) => call(token, 'PATCH', '/visitor/update-visitor', { ...ids(s.chatting), email: 'intruder@evil.test', firstName: 'Mallory' }),
      department: 404,
    },
    {
      name: 'POST /guest/block-unblock',
      send: (token) => call(token, 'POST', '/guest/block-unblock', { visitorId: s.chatting.hello.visitorId, pluginId: s.widget.pluginId, ipAddress: '127.0.0.1' }),
      department: 404,
    },
    {
      name: 'POST /visitor/get-stripe-public-key',
      send: (token) => call(token, 'POST', '/visitor/get-stripe-public-key', { ...ids(s.chatting), chatId: s.chatId, agentId: s.sales.id }),
      department: 404,
    },
    {
      name: 'GET /chat/attachments/:fileName',
      send: async (token) => ({ status: await download(token, s.fileName) }),
      department: 404,
    },
  ];

  it("answers an agent of another department about the account's guests exactly as about unknown ids", async () => {
    const unknown = { visitorId: randomUUID(), guestId: 999_999 };
    const pairs: Array<[string, object, object]> = [
      ['/chat/dashboard-conversation', { visitorId: s.chatting.hello.visitorId }, { visitorId: unknown.visitorId }],
      ['/chat/dashboard-conversation', { visitorId: s.browsing.hello.visitorId }, { visitorId: unknown.visitorId }],
      ['/chat/request-chat', { ...ids(s.browsing), bodyText: INTRUDER_TEXT, departments: [] }, { ...unknown, bodyText: INTRUDER_TEXT, departments: [] }],
      ['/visitor/accept-chat', { ...ids(s.waiting), agentName: 'Intruder', departments: [] }, { ...unknown, agentName: 'Intruder', departments: [] }],
    ];
    for (const [path, existing, missing] of pairs) {
      const [a, b] = [await call(s.support.token, 'POST', path, existing), await call(s.support.token, 'POST', path, missing)];
      expect({ path, status: a.status, body: a.body }).toEqual({ path, status: b.status, body: b.body });
      expect(a.status).toBe(404);
    }
  });

  describe.each(EVERY_INTRUDER)('REST calls by %s', (_label, who) => {
    it.each(REST.map((c) => [c.name, c] as const))('%s is refused', async (_name, c) => {
      const answer = await c.send(s[who].token);
      expect(answer.status).toBe(who === 'support' ? c.department : 404);
      // Nothing of the guests, their chats or the widget's key rides along with a refusal.
      const body = JSON.stringify(answer.body ?? {});
      for (const secret of [...Object.values(secretsOf(s)), s.fileName, 'pk_test_foreign']) expect(body).not.toContain(secret);
    });
  });

  describe.each(OTHER_ACCOUNT)('canned messages by %s', (_label, who) => {
    it('cannot edit or delete the account’s canned message', async () => {
      const token = s[who].token;
      expect((await call(token, 'PATCH', `/canned/edit/${s.cannedId}`, { shortCode: 'x', message: INTRUDER_TEXT })).status).toBe(404);
      expect((await call(token, 'DELETE', `/canned/${s.cannedId}`)).status).toBe(404);
      expect((await call(token, 'GET', '/canned/get-all')).body).toEqual([]);
    });
  });

  describe.each(EVERY_INTRUDER)('lists of %s', (_label, who) => {
    it('hold none of the account’s guests or chats', async () => {
      const token = s[who].token;
      const everything = JSON.stringify([
        (await call(token, 'GET', '/visitor/current-visitors')).body,
        (await call(token, 'GET', '/chat/unaccepted-chats')).body,
        (await call(token, 'GET', '/chat/get-in-chat')).body,
        (await call(token, 'GET', '/chat/conversations')).body,
      ]);
      for (const g of [s.chatting, s.waiting, s.browsing]) expect(everything).not.toContain(g.hello.visitorId);
    });
  });

  describe.each(EVERY_INTRUDER)('socket events of %s', (_label, who) => {
    const emit = (event: string, payload: unknown) => s[who].socket.emitWithAck(event, payload);

    it('inbound-agent and typing into the chat are refused', async () => {
      const me = s[who];
      const message = { ...ids(s.chatting), agentId: me.id, bodyText: INTRUDER_TEXT, agentName: 'Intruder', agentPhoto: null, messageId: randomUUID() };
      expect(await emit('inbound-agent', message)).toEqual({ ok: false, status: 404, message: 'Chat not found' });
      expect(await emit('typing', { guestId: s.chatting.hello.guestId, agentId: me.id, typing: true, visitor: s.chatting.hello.visitorId })).toEqual({ ok: false });
    });

    it('sync-chat and mark-as-read of the chat are refused', async () => {
      expect(await emit('sync-chat', { chatId: s.chatId, afterSeq: 0 })).toEqual({ ok: false, messages: [], message: 'Chat not found' });
      expect(await emit('sync-chat', { chatId: s.pendingChatId, afterSeq: 0 })).toEqual({ ok: false, messages: [], message: 'Chat not found' });
      expect(await emit('mark-as-read', { visitorId: s.chatting.hello.visitorId, chatId: s.chatId })).toEqual({ ok: false });
    });

    it('joins no chat room, so the chat’s events never reach it', async () => {
      const status = nextEvent(s[who].socket, 'join-status');
      expect(await emit('join-chat-room', { visitorId: s.chatting.hello.visitorId })).toEqual({ ok: false });
      expect(await status).toEqual({ visitorIds: [], joined: false });
      const visitorIds = [s.chatting, s.waiting, s.browsing].map((g) => g.hello.visitorId);
      expect(await emit('bulk-join-chat-room', { visitorIds })).toEqual({ ok: true, joined: [] });
      expect(await emit('leave-chat-room', { visitorId: s.chatting.hello.visitorId })).toEqual({ ok: false });

      // The guest types and writes: the chat room (sales) hears it, the intruder does not.
      const salesHears = nextEvent(s.sales.socket, 'display-typing');
      expect(await s.chatting.socket.emitWithAck('visitor:typing', { typing: true })).toEqual({ ok: true });
      await salesHears;
      const salesReads = nextEvent(s.sales.socket, 'outbound-agent');
      await s.chatting.socket.emitWithAck('visitor:message', { clientMessageId: randomUUID(), bodyText: `after ${who} tried to join` });
      await salesReads;
      await sleep(50);
      const heard = s[who].heard.map((entry) => entry.event);
      expect(heard).not.toContain('display-typing');
      expect(heard).not.toContain('outbound-agent');
    });

    it('request-a-payment and confirm-booking on the chat are refused', async () => {
      const payment = { ...ids(s.chatting), chatId: s.chatId, pk: 'pk_mine', amt: 1000, desc: 'Consulting session' };
      expect(await emit('request-a-payment', payment)).toEqual({ ok: false, message: 'Chat not found' });
      const booking = { ...ids(s.chatting), chatId: s.chatId, agentId: s[who].id, agentName: 'Intruder' };
      expect(await emit('confirm-booking', booking)).toEqual({ ok: false, message: BOOKING_TEXTS.chatNotFound });
    });
  });

  describe.each(OTHER_ACCOUNT)('the agent handshake and user ids for %s', (_label, who) => {
    it('cannot ask about a user of another account', async () => {
      expect(await s[who].socket.emitWithAck('user-online-status', { userId: s.sales.id })).toEqual({ ok: false });
      await sleep(50);
      expect(s[who].heard.filter((entry) => entry.event === 'user-online-status-is')).toEqual([]);
    });

    it("cannot connect a socket under another user's agentId", async () => {
      await expect(connectAgent(fx.t.url, s[who].token, { agentId: s.sales.id })).rejects.toThrow('Access Denied');
    });
  });

  describe("a guest of another account with this account's ids", () => {
    it("cannot sync, read or send files into another account's chat", async () => {
      const intruder = s.strangerGuest.socket;
      expect(await intruder.emitWithAck('visitor:sync', { chatId: s.chatId, afterSeq: 0 })).toEqual({ ok: false, error: 'Chat not found' });
      expect(await intruder.emitWithAck('visitor:read', { chatId: s.chatId, seq: 1 })).toEqual({ ok: false });
      expect((await upload(s.strangerWidget.pluginId, s.chatting.hello.visitorId)).status).toBe(404);
      expect((await upload(s.widget.pluginId, s.strangerGuest.hello.visitorId)).status).toBe(404);
    });

    it("cannot open another account's attachment by writing its marker and name into its own chat", async () => {
      const forged = attachmentText(s.fileName);
      // A typed marker is refused outright…
      expect(await s.strangerGuest.socket.emitWithAck('visitor:message', { clientMessageId: randomUUID(), bodyText: forged })).toEqual({
        ok: false,
        error: FORGED_MARKER_ERRORS.attachment,
      });
      // …and even a stored message carrying the name in the second account would not open the first account's file.
      const told = nextEvent(s.stranger.socket, 'chat-initialized');
      await s.strangerGuest.socket.emitWithAck('visitor:message', { clientMessageId: randomUUID(), bodyText: 'Hello' });
      const { chatId: strangerChatId } = await told;
      await fx.t.server.ctx.db.update(chatMessages).set({ bodyText: forged }).where(eq(chatMessages.chatId, strangerChatId));
      expect(await download(s.stranger.token, s.fileName)).toBe(404);
      expect(await download(s.strangerAgent.token, s.fileName)).toBe(404);
      expect(await download(s.sales.token, s.fileName)).toBe(200);
    });

    it("cannot start or confirm another guest's payment request, of its own account or another", async () => {
      for (const intruder of [s.strangerGuest.socket, s.waiting.socket]) {
        expect(await intruder.emitWithAck('visitor:payment-start', { requestId: s.requestId })).toEqual({ ok: false, error: PAYMENT_TEXTS.requestNotFound });
        expect(await intruder.emitWithAck('visitor:payment-confirm', { requestId: s.requestId })).toEqual({ ok: false, error: PAYMENT_TEXTS.requestNotFound });
      }
      // The guest it was asked of still finds it, unpaid.
      expect(await s.chatting.socket.emitWithAck('visitor:payment-confirm', { requestId: s.requestId })).toEqual({ ok: true, status: 'requested', receiptUrl: null });
    });

    it("is a new guest when its widget is handed another account's visitorId", async () => {
      const disguised = await connectGuest(fx.t.url, s.strangerWidget.pluginId, { visitorId: s.chatting.hello.visitorId });
      opened.push(disguised.socket);
      expect(disguised.hello.visitorId).not.toBe(s.chatting.hello.visitorId);
      expect(disguised.hello).toMatchObject({ oldVisitor: false, chat: null });
    });
  });

  describe('after every refusal', () => {
    it('the intruders heard nothing of the account’s guests and chats', async () => {
      await sleep(100);
      for (const who of ['stranger', 'strangerAgent', 'support'] as const) {
        const heard = JSON.stringify(s[who].heard);
        for (const secret of Object.values(secretsOf(s))) expect(heard).not.toContain(secret);
      }
    });

    it('the guests saw nothing from the intruders', () => {
      for (const g of [s.chatting, s.waiting, s.browsing]) {
        const events = g.heard.map((entry) => entry.event);
        for (const event of ['widget:typing', 'widget:read', 'widget:blocked', 'widget:chat-ended', 'widget:payment-status']) {
          expect(events).not.toContain(event);
        }
        expect(JSON.stringify(g.heard)).not.toContain(INTRUDER_TEXT);
      }
      // The one payment request is sales' own.
      expect(s.chatting.heard.filter((entry) => entry.event === 'widget:payment-request').map((entry) => entry.payload.requestId)).toEqual([s.requestId]);
      expect([...s.waiting.heard, ...s.browsing.heard].filter((entry) => entry.event === 'widget:payment-request')).toEqual([]);
      // The only agent of the chatting guest is sales: its one accept, no other.
      expect(s.chatting.heard.filter((entry) => entry.event === 'widget:chat-accepted')).toHaveLength(1);
      expect(s.waiting.heard.filter((entry) => entry.event === 'widget:chat-accepted')).toEqual([]);
      expect(s.browsing.heard.filter((entry) => entry.event === 'widget:chat-accepted')).toEqual([]);
    });

    it('the account’s data is as it was, and its own agents still act on it', async () => {
      // The active chat is still sales' own, with no intruder message in it.
      const mine = await call(s.sales.token, 'GET', '/chat/conversations');
      expect(mine.body).toEqual([expect.objectContaining({ chatId: s.chatId, agentId: s.sales.id })]);
      expect(JSON.stringify(mine.body)).not.toContain(INTRUDER_TEXT);
      // Contact fields and block state untouched.
      const panel = await call(s.sales.token, 'POST', '/chat/dashboard-conversation', { visitorId: s.chatting.hello.visitorId });
      expect(panel.status).toBe(200);
      expect(panel.body.visitor).toMatchObject({ email: '', firstName: '', isBlocked: false });
      // The canned message is the owner's, unchanged.
      expect((await call(s.owner.token, 'GET', '/canned/get-all')).body).toEqual([
        expect.objectContaining({ _id: s.cannedId, shortCode: 'hi', message: 'Hello, how can I help?' }),
      ]);
      // The rightful agents can still read the attachment and the key, accept the pending chat and start one.
      expect(await download(s.sales.token, s.fileName)).toBe(200);
      expect(await call(s.sales.token, 'POST', '/visitor/get-stripe-public-key', { ...ids(s.chatting), chatId: s.chatId })).toMatchObject({
        status: 200,
        body: { publick_key: 'pk_test_foreign' },
      });
      expect(await call(s.sales.token, 'POST', '/visitor/accept-chat', ids(s.waiting))).toMatchObject({ status: 200, body: { chatId: s.pendingChatId } });
      const started = await call(s.owner.token, 'POST', '/chat/request-chat', { ...ids(s.browsing), bodyText: 'Can I help you?' });
      expect(started).toMatchObject({ status: 200, body: { acknowledged: true } });
    });
  });
});
