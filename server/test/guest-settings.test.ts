/** @jest-environment ./test/support/pglite-environment.cjs */
// The settings the guest's widget obeys: auto messages (routes, public config, a chat they open), the
// contact form of a [contact-form] message, and the transcript mailed when a chat ends.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MESSAGE_MARKERS } from 'shared-kernel/contracts';
import { MESSAGES } from 'shared-kernel/rules';
import { autoMessages, visitors } from '../src/db/schema';
import { CONTACT_FORM_MESSAGES } from '../src/chats/contact-form-handler';
import { api, nextEvent, outboxFor, sleep, type LooseJson } from './support/test-server';
import { socketFixture } from './support/socket-fixture';
import { createWidget, heardOf, salesAccount, type TestAgent, type TestGuest } from './support/visitor-helpers';

const fx = socketFixture();
const call = (token: string, method: string, path: string, body?: unknown) => api(fx.t.url, method, path, { token, body });
const say = (g: TestGuest, bodyText: string, extra: Record<string, unknown> = {}): Promise<LooseJson> =>
  g.socket.emitWithAck('visitor:message', { clientMessageId: randomUUID(), bodyText, ...extra });

const autoBody = (widgetId: string, extra: Record<string, unknown> = {}) => ({ title: 'Pricing help', message: 'Questions about a plan?', pagePath: '/pricing', timer: 3, widgetId, ...extra });

describe('auto messages', () => {
  it('creates, lists (every role, widget object without settings), edits and deletes; validates with the shared messages', async () => {
    const { owner, sales, widget } = await salesAccount(fx.t.server, fx.agent);
    const created = await call(owner.token, 'POST', '/smart-message/create', autoBody(widget.id, { pagePath: 'https://shop.test/pricing/?x=1' }));
    expect(created).toMatchObject({
      status: 200,
      body: { _id: expect.any(String), title: 'Pricing help', message: 'Questions about a plan?', pagePath: '/pricing', timer: 3, widgetId: { _id: widget.id, pluginId: widget.pluginId, domain: expect.any(String), widgetName: 'Test Site' } },
    });
    expect(Object.keys(created.body.widgetId).sort()).toEqual(['_id', 'domain', 'pluginId', 'widgetName']);
    const siteWide = await call(owner.token, 'POST', '/smart-message/create', autoBody(widget.id, { title: 'Hello', pagePath: null, timer: '10' }));
    expect(siteWide.body).toMatchObject({ pagePath: null, timer: 10 });
    const listed = await call(sales.token, 'GET', '/smart-message/get-smart-messages');
    expect(listed.body.map((m: LooseJson) => m.title)).toEqual(['Pricing help', 'Hello']);

    const edited = await call(owner.token, 'PATCH', `/smart-message/edit/${created.body._id}`, autoBody(widget.id, { message: 'Need a hand?', pagePath: '/shop/*', timer: 5 }));
    expect(edited).toMatchObject({ status: 200, body: { statusCode: 200, data: { _id: created.body._id, message: 'Need a hand?', pagePath: '/shop/*', timer: 5 } } });
    expect(await call(owner.token, 'DELETE', `/smart-message/delete/${siteWide.body._id}`)).toMatchObject({ status: 200, body: { _id: siteWide.body._id } });
    expect((await call(owner.token, 'GET', '/smart-message/get-smart-messages')).body.map((m: LooseJson) => m._id)).toEqual([created.body._id]);

    for (const [body, message] of [
      [autoBody(widget.id, { title: ' ' }), MESSAGES.autoTitle],
      [autoBody(widget.id, { message: '' }), MESSAGES.autoMessage],
      [autoBody(widget.id, { timer: 0 }), MESSAGES.autoTimer],
      [autoBody(widget.id, { timer: 1.5 }), MESSAGES.autoTimer],
      [autoBody(widget.id, { timer: 'soon' }), MESSAGES.autoTimer],
      [autoBody(''), MESSAGES.autoDomain],
    ] as const) {
      expect(await call(owner.token, 'POST', '/smart-message/create', body)).toMatchObject({ status: 400, body: { message } });
    }
  });

  it("refuses agents and managers (403) and another account's message or widget (404), changing nothing", async () => {
    const { owner, sales, widget } = await salesAccount(fx.t.server, fx.agent);
    const manager = await fx.agent({ clientId: owner.id, role: 'manager' });
    const stranger = await fx.agent();
    const theirWidget = await createWidget(fx.t.server, stranger.id);
    const created = await call(owner.token, 'POST', '/smart-message/create', autoBody(widget.id));
    const id = created.body._id as string;
    for (const token of [sales.token, manager.token]) {
      expect((await call(token, 'POST', '/smart-message/create', autoBody(widget.id))).status).toBe(403);
      expect((await call(token, 'PATCH', `/smart-message/edit/${id}`, autoBody(widget.id, { title: 'X' }))).status).toBe(403);
      expect((await call(token, 'DELETE', `/smart-message/delete/${id}`)).status).toBe(403);
    }
    expect((await call(manager.token, 'GET', '/smart-message/get-smart-messages')).body).toHaveLength(1);
    expect(await call(stranger.token, 'PATCH', `/smart-message/edit/${id}`, autoBody(theirWidget.id, { title: 'X' }))).toMatchObject({ status: 404, body: { message: 'Auto message not found' } });
    expect((await call(stranger.token, 'DELETE', `/smart-message/delete/${id}`)).status).toBe(404);
    expect((await call(stranger.token, 'GET', '/smart-message/get-smart-messages')).body).toEqual([]);
    // Someone else's widget cannot carry my auto message, and my message cannot move to it.
    expect(await call(owner.token, 'POST', '/smart-message/create', autoBody(theirWidget.id))).toMatchObject({ status: 404, body: { message: 'Widget not found' } });
    expect((await call(owner.token, 'PATCH', `/smart-message/edit/${id}`, autoBody(theirWidget.id))).status).toBe(404);
    const [row] = await fx.t.server.ctx.db.select().from(autoMessages).where(eq(autoMessages.id, id));
    expect(row).toMatchObject({ title: 'Pricing help', widgetId: widget.id });
  });

  it('reach the guest in widget:hello and the public config, which is revalidated (no-cache, ETag, 304)', async () => {
    const { owner, widget } = await salesAccount(fx.t.server, fx.agent);
    const first = await call(owner.token, 'POST', '/smart-message/create', autoBody(widget.id));
    await sleep(5);
    const second = await call(owner.token, 'POST', '/smart-message/create', autoBody(widget.id, { message: 'Welcome!', pagePath: null, timer: 20 }));
    const expected = [
      { id: first.body._id, message: 'Questions about a plan?', pagePath: '/pricing', timer: 3 },
      { id: second.body._id, message: 'Welcome!', pagePath: null, timer: 20 },
    ];
    expect((await fx.guest(widget.pluginId)).hello.config.autoMessages).toEqual(expected);
    const url = `${fx.t.url}/api/visitor-widget/config?pluginId=${widget.pluginId}`;
    const answer = await fetch(url);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    const etag = answer.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    expect(((await answer.json()) as LooseJson).autoMessages).toEqual(expected);
    expect((await fetch(url, { headers: { 'if-none-match': etag! } })).status).toBe(304);
    // A saved change: another ETag, the new content.
    await call(owner.token, 'DELETE', `/smart-message/delete/${first.body._id}`);
    const changed = await fetch(url, { headers: { 'if-none-match': etag! } });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as LooseJson).autoMessages).toEqual([expected[1]]);
  });
});

describe('a chat opened by answering an auto message', () => {
  async function scene() {
    const account = await salesAccount(fx.t.server, fx.agent);
    const auto = await call(account.owner.token, 'POST', '/smart-message/create', autoBody(account.widget.id));
    const visitor = await fx.guest(account.widget.pluginId);
    return { ...account, visitor, autoId: auto.body._id as string };
  }

  it('starts with the auto message (marker, outbound, no agent), sent to the guest before its answer and seen by the agent', async () => {
    const s = await scene();
    const otherTab = await fx.guest(s.widget.pluginId, { visitorId: s.visitor.hello.visitorId });
    const announced = nextEvent(s.sales.socket, 'chat-initialized');
    const ack = await say(s.visitor, 'Yes, the pro plan', { autoMessageId: s.autoId });
    expect(ack).toMatchObject({ ok: true, message: { seq: 2, direction: 'inbound', bodyText: 'Yes, the pro plan' } });
    const shown = s.visitor.heard.filter((e) => e.event === 'widget:message').map((e) => e.payload);
    expect(shown).toEqual([expect.objectContaining({ seq: 1, direction: 'outbound', bodyText: `${MESSAGE_MARKERS.autoMessage}Questions about a plan?` })]);
    expect(shown[0].agentName ?? null).toBeNull();
    await sleep(50);
    expect(otherTab.heard.filter((e) => e.event === 'widget:message').map((e) => e.payload.seq)).toEqual([1, 2]);
    // The incoming chat shows the guest's words.
    expect(await announced).toMatchObject({ bodyText: 'Yes, the pro plan' });
    const accepted = await call(s.sales.token, 'POST', '/visitor/accept-chat', { visitorId: s.visitor.hello.visitorId, guestId: s.visitor.hello.guestId });
    expect(accepted.status).toBe(200);
    const panel = await call(s.sales.token, 'POST', '/chat/dashboard-conversation', { visitorId: s.visitor.hello.visitorId });
    expect(panel.body.ongoing.conversation.map((m: LooseJson) => [m.direction, m.bodyText])).toEqual([
      ['outbound', '[auto-message]Questions about a plan?'],
      ['inbound', 'Yes, the pro plan'],
    ]);
    // Later messages of the chat are ordinary: an autoMessageId there is ignored.
    expect(await say(s.visitor, 'Thanks', { autoMessageId: s.autoId })).toMatchObject({ ok: true, message: { seq: 3 } });
  });

  it("ignores an unknown or another widget's auto message id, storing the guest's message", async () => {
    const s = await scene();
    const other = await salesAccount(fx.t.server, fx.agent);
    const foreign = await call(other.owner.token, 'POST', '/smart-message/create', autoBody(other.widget.id));
    expect(await say(s.visitor, 'Hi', { autoMessageId: foreign.body._id })).toMatchObject({ ok: true, message: { seq: 1, bodyText: 'Hi' } });
    const second = await fx.guest(s.widget.pluginId);
    expect(await say(second, 'Hello', { autoMessageId: 'nope' })).toMatchObject({ ok: true, message: { seq: 1 } });
    expect(second.heard.filter((e) => e.event === 'widget:message')).toEqual([]);
  });
});

/** A guest of the Sales widget in a chat the Sales agent accepted. */
async function activeChat() {
  const account = await salesAccount(fx.t.server, fx.agent);
  const visitor = await fx.guest(account.widget.pluginId);
  const initialized = nextEvent(account.sales.socket, 'chat-initialized');
  await say(visitor, 'Hello?');
  await initialized;
  await call(account.sales.token, 'POST', '/visitor/accept-chat', { visitorId: visitor.hello.visitorId, guestId: visitor.hello.guestId });
  return { ...account, visitor };
}

async function agentSays(agent: TestAgent, visitor: TestGuest, bodyText: string): Promise<string> {
  const shown = nextEvent(visitor.socket, 'widget:message');
  const ack = await agent.socket.emitWithAck('inbound-agent', { visitorId: visitor.hello.visitorId, guestId: visitor.hello.guestId, bodyText, messageId: randomUUID() });
  expect(ack).toMatchObject({ ok: true });
  return (await shown).id;
}

describe('visitor:contact-form', () => {
  it('stores the answers on the contact and tells the agents who may see the guest', async () => {
    const s = await activeChat();
    const formId = await agentSays(s.sales, s.visitor, 'Please leave your details: [contact-form]');
    const told = nextEvent(s.sales.socket, 'contact-updated');
    const fields = { firstName: 'Anna', lastName: 'Lee', email: 'anna@example.com', phoneNumber: '+1 555 123 4567' };
    expect(await s.visitor.socket.emitWithAck('visitor:contact-form', { ...fields, messageId: formId })).toEqual({ ok: true });
    expect(await told).toEqual({ visitorId: s.visitor.hello.visitorId, guestId: s.visitor.hello.guestId, ...fields });
    expect(heardOf(s.support, 'contact-updated')).toEqual([]);
    const [row] = await fx.t.server.ctx.db.select().from(visitors).where(eq(visitors.visitorId, s.visitor.hello.visitorId));
    expect(row).toMatchObject(fields);
    // An empty field keeps what is stored.
    expect(await s.visitor.socket.emitWithAck('visitor:contact-form', { firstName: '', lastName: '', email: 'new@example.com', phoneNumber: '', messageId: formId })).toEqual({ ok: true });
    const [after] = await fx.t.server.ctx.db.select().from(visitors).where(eq(visitors.visitorId, s.visitor.hello.visitorId));
    expect(after).toMatchObject({ ...fields, email: 'new@example.com' });
  });

  it('answers fieldErrors for bad fields and refuses a message that is not an open contact form', async () => {
    const s = await activeChat();
    const formId = await agentSays(s.sales, s.visitor, '[contact-form]');
    const plainId = await agentSays(s.sales, s.visitor, 'Just text');
    const bad = await s.visitor.socket.emitWithAck('visitor:contact-form', { firstName: 'A', lastName: '', email: 'nope', phoneNumber: 'abc', messageId: formId });
    expect(bad).toEqual({
      ok: false,
      error: MESSAGES.contactFirstName,
      fieldErrors: { firstName: MESSAGES.contactFirstName, email: MESSAGES.contactEmail, phoneNumber: MESSAGES.contactPhone },
    });
    const fields = { firstName: 'Anna', lastName: '', email: '', phoneNumber: '' };
    for (const messageId of [plainId, randomUUID(), '']) {
      expect(await s.visitor.socket.emitWithAck('visitor:contact-form', { ...fields, messageId })).toEqual({ ok: false, error: CONTACT_FORM_MESSAGES.notOpen });
    }
    // The guest's own text carrying the placeholder is no form.
    const guestAck = await say(s.visitor, 'see [contact-form]');
    expect((await s.visitor.socket.emitWithAck('visitor:contact-form', { ...fields, messageId: guestAck.message.id })).ok).toBe(false);
    // Another guest cannot answer this chat's form.
    const other = await fx.guest(s.widget.pluginId);
    expect((await other.socket.emitWithAck('visitor:contact-form', { ...fields, messageId: formId })).ok).toBe(false);
    // Once the chat ended the form is closed.
    await call(s.sales.token, 'POST', '/chat/end-chat-by-agent', { visitorId: s.visitor.hello.visitorId });
    expect((await s.visitor.socket.emitWithAck('visitor:contact-form', { ...fields, messageId: formId })).ok).toBe(false);
    const [row] = await fx.t.server.ctx.db.select().from(visitors).where(eq(visitors.visitorId, s.visitor.hello.visitorId));
    expect(row.firstName).toBe('');
  });
});

describe('transcript mail', () => {
  async function waitForMail(to: string, count = 1) {
    for (let i = 0; i < 50; i += 1) {
      const mails = await outboxFor(fx.t.dataDir, to);
      if (mails.length >= count) return mails;
      await sleep(40);
    }
    return outboxFor(fx.t.dataDir, to);
  }

  async function enableTranscript(owner: TestAgent, widgetId: string, on: boolean) {
    const [widget] = (await call(owner.token, 'POST', '/widget/get-widgets')).body.filter((w: LooseJson) => w._id === widgetId);
    const saved = await call(owner.token, 'PATCH', '/widget/update', { ...widget, widgetId, department: widget.department?.[0]?.ids ?? null, emailTranscript: on });
    expect(saved).toMatchObject({ status: 200, body: { emailTranscript: on } });
  }

  it('mails the transcript, escaped, to a guest who gave an e-mail when the chat ends', async () => {
    const s = await activeChat();
    await enableTranscript(s.owner, s.widget.id, true);
    const email = `guest-${randomUUID().slice(0, 6)}@example.com`;
    expect(await s.visitor.socket.emitWithAck('visitor:email', { email })).toEqual({ ok: true });
    await say(s.visitor, 'Is <b>this</b> & that free?');
    await agentSays(s.sales, s.visitor, 'Yes it is');
    await call(s.sales.token, 'POST', '/chat/end-chat-by-agent', { visitorId: s.visitor.hello.visitorId });
    const [mail] = await waitForMail(email);
    expect(mail.subject).toBe('Your chat transcript from Test Site');
    expect(mail.text).toContain('You: Hello?');
    expect(mail.text).toContain('You: Is <b>this</b> & that free?');
    expect(mail.text).toContain('Test User: Yes it is');
    expect(mail.html).toContain('Is &lt;b&gt;this&lt;/b&gt; &amp; that free?');
    expect(mail.html).not.toContain('<b>this</b>');
    // No console link for a guest.
    expect(mail.text).not.toContain(fx.t.settings.publicUrl);
  });

  it('sends nothing when emailTranscript is off or the guest gave no e-mail', async () => {
    const s = await activeChat();
    const email = `quiet-${randomUUID().slice(0, 6)}@example.com`;
    await s.visitor.socket.emitWithAck('visitor:email', { email });
    await call(s.sales.token, 'POST', '/chat/end-chat-by-agent', { visitorId: s.visitor.hello.visitorId });
    await sleep(300);
    expect(await outboxFor(fx.t.dataDir, email)).toEqual([]);
  });

  it('also mails when the guest ends the chat, and offline messages go to the notification e-mails with their console link', async () => {
    const s = await activeChat();
    await enableTranscript(s.owner, s.widget.id, true);
    const email = `ender-${randomUUID().slice(0, 6)}@example.com`;
    await s.visitor.socket.emitWithAck('visitor:email', { email });
    expect(await s.visitor.socket.emitWithAck('visitor:end-chat', {})).toEqual({ ok: true });
    expect(await waitForMail(email)).toHaveLength(1);

    const notify = `notify-${randomUUID().slice(0, 6)}@example.com`;
    const [widget] = (await call(s.owner.token, 'POST', '/widget/get-widgets')).body;
    await call(s.owner.token, 'PATCH', '/widget/update', { ...widget, widgetId: widget._id, department: null, notificationEmailIds: [notify] });
    const offline = await fx.guest(s.widget.pluginId);
    expect(await offline.socket.emitWithAck('visitor:offline-message', { name: 'Ann', email: 'ann@example.com', message: 'Call me' })).toEqual({ ok: true });
    const [mail] = await waitForMail(notify);
    expect(mail.text).toMatch(new RegExp(`${fx.t.settings.publicUrl}/chat/offline-message/[0-9a-f-]{36}`));
  });
});
