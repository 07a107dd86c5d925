/** @jest-environment ./test/support/pglite-environment.cjs */
// Webhooks end to end with a real HTTP receiver on loopback: every event once, signed; a chat's events in
// order, through a receiver that was down; what is retried and what is not; the pause after repeated
// failures and its mail; private targets refused at save and at delivery; test events, resend, rotation.
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { type Paginated } from 'shared-kernel/contracts';
import { type WebhookDeliveryView, type WebhookEndpointView, type WebhookSecretAnswer } from 'shared-kernel/integrations';
import { WEBHOOK_EVENTS } from 'shared-kernel/integrations';
import { users, webhookDeliveries, webhookEndpoints } from '../src/db/schema';
import { insertDeliveries, ROWS_PER_INSERT } from '../src/webhooks/delivery-store';
import { WEBHOOK_DRAIN_JOB } from '../src/webhooks/webhook-drain';
import { WEBHOOK_TARGET_TEXTS } from '../src/webhooks';
import { eventually } from './support/fresh-postgres';
import { socketFixture } from './support/socket-fixture';
import { api, nextEvent, outboxAtLeast } from './support/test-server';
import { salesAccount, type TestAgent } from './support/visitor-helpers';
import { startReceiver, type WebhookReceiver } from './support/webhook-receiver';

// Development: http to loopback is allowed, as for a receiver on the developer's machine. Retries fast.
const fx = socketFixture({ development: true, webhookFirstRetryMs: 100 });
let receiver: WebhookReceiver;

interface ObjectSchema {
  required: string[];
  properties: Record<string, { required?: string[] }>;
}
type PublishedWebhooks = { webhooks: Record<string, { post: { requestBody: { content: Record<string, { schema: { properties: { data: ObjectSchema } } }> } } }> };

beforeEach(async () => {
  receiver = await startReceiver();
});
afterEach(() => receiver.close());

async function addEndpoint(owner: TestAgent, body: Partial<{ url: string; events: string[]; includeNotes: boolean }> = {}): Promise<WebhookSecretAnswer> {
  const answer = await api<WebhookSecretAnswer>(fx.t.url, 'POST', '/integrations/webhooks', {
    token: owner.token,
    body: { url: receiver.url, description: 'Help desk', events: [...WEBHOOK_EVENTS], includeNotes: false, ...body },
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

const log = async (owner: TestAgent, endpointId: string) =>
  (await api<Paginated<WebhookDeliveryView>>(fx.t.url, 'GET', `/integrations/webhooks/${endpointId}/deliveries`, { token: owner.token })).body.data;

async function guestChat() {
  const s = await salesAccount(fx.t.server, fx.agent);
  const visitor = await fx.guest(s.widget.pluginId);
  const visitorId = visitor.hello.visitorId as string;
  const say = async (bodyText: string) => expect(await visitor.socket.emitWithAck('visitor:message', { clientMessageId: randomUUID(), bodyText })).toMatchObject({ ok: true });
  return { s, visitor, visitorId, say };
}

describe('webhooks', () => {
  it('delivers each event of a chat once, signed, in the order it happened; notes only to an endpoint that asked', async () => {
    const { s, visitorId, say } = await guestChat();
    const all = await addEndpoint(s.owner);
    const notes = await addEndpoint(s.owner, { events: ['message.created'], includeNotes: true, url: `${receiver.url}?notes` });
    const offered = nextEvent(s.sales.socket, 'chat-initialized');
    await say('Hello');
    const { chatId } = await offered;
    expect((await api(fx.t.url, 'POST', '/visitor/accept-chat', { token: s.sales.token, body: { visitorId } })).status).toBe(200);
    expect(await s.sales.socket.emitWithAck('inbound-agent', { visitorId, bodyText: 'Hi, how can I help?', messageId: randomUUID() })).toMatchObject({ ok: true });
    expect(await s.sales.socket.emitWithAck('chat-note', { chatId, bodyText: 'VIP customer', noteId: 'n-1', mentions: [] })).toMatchObject({ ok: true });
    expect((await api(fx.t.url, 'POST', '/chat/end-chat-by-agent', { token: s.sales.token, body: { visitorId, chatId } })).status).toBe(200);
    await eventually(() => receiver.accepted().some((body) => body.event === 'chat.ended'));
    await eventually(() => receiver.received.some((r) => r.body.includes('VIP customer')));

    // The notes endpoint has its own address: each request verifies under its own endpoint's secret only.
    const bodies = receiver.received.map((r) => ({ r, body: JSON.parse(r.body) }));
    const secretOf = (r: (typeof receiver.received)[number]) => (r.path.endsWith('?notes') ? notes.secret : all.secret);
    for (const { r, body } of bodies) {
      expect(new Webhook(secretOf(r)).verify(r.body, r.headers as Record<string, string>)).toEqual(body);
      expect(r.headers['webhook-id']).toBe(body.id);
    }
    // Each delivery once.
    const ids = receiver.received.map((r) => r.headers['webhook-id']);
    expect(new Set(ids).size).toBe(ids.length);

    const forAll = bodies.filter(({ r, body }) => !r.path.endsWith('?notes') && body.data.chat?.id === chatId).map(({ body }) => body);
    const timeline = forAll.map((body) => (body.event === 'message.created' ? `${body.data.message.sender}:${body.data.message.text}` : body.event));
    const at = (entry: string) => timeline.indexOf(entry);
    for (const entry of ['chat.started', 'guest:Hello', 'chat.accepted', 'agent:Hi, how can I help?', 'chat.ended']) expect(timeline).toContain(entry);
    expect(at('chat.started')).toBeLessThan(at('chat.accepted'));
    expect(at('guest:Hello')).toBeLessThan(at('chat.accepted'));
    expect(at('chat.accepted')).toBeLessThan(at('agent:Hi, how can I help?'));
    expect(at('agent:Hi, how can I help?')).toBeLessThan(at('chat.ended'));
    const ended = forAll.find((body) => body.event === 'chat.ended');
    expect(ended).toMatchObject({ accountId: s.owner.id, data: { chat: { id: chatId, visitorId, guestName: expect.stringMatching(/^Guest \d+$/) }, status: 5, statusLabel: 'Ended by the agent' } });
    // The note reached the endpoint that asked for notes, as a message of sender 'note', and no other.
    const noteBodies = bodies.filter(({ body }) => body.data.message?.sender === 'note');
    expect(noteBodies.map(({ r, body }) => [r.path.endsWith('?notes'), body.data.message.text])).toEqual([[true, 'VIP customer']]);
    await eventually(async () => (await log(s.owner, all.endpoint.id)).every((d) => d.state !== 'pending'));
    const allLog = await log(s.owner, all.endpoint.id);
    expect(allLog.some((d) => d.body.includes('VIP customer'))).toBe(false);
    const notesLog = await log(s.owner, notes.endpoint.id);
    expect(notesLog.filter((d) => d.body.includes('VIP customer'))).toHaveLength(1);
    expect(notesLog.every((d) => d.event === 'message.created')).toBe(true);
    expect(allLog.every((d) => d.state === 'delivered' && d.attempts === 1 && d.lastStatus === 200)).toBe(true);

    // What was sent is what the published description says each event carries, field for field.
    const description = (await (await fetch(`${fx.t.url}/api/openapi.json`)).json()) as PublishedWebhooks;
    for (const { body } of bodies) {
      const schema = description.webhooks[body.event].post.requestBody.content['application/json'].schema.properties.data;
      expect({ event: body.event, fields: Object.keys(body.data).sort() }).toEqual({ event: body.event, fields: [...schema.required].sort() });
      for (const [name, inner] of Object.entries(schema.properties)) {
        if (inner.required) expect({ event: body.event, name, fields: Object.keys(body.data[name]).sort() }).toEqual({ event: body.event, name, fields: [...inner.required].sort() });
      }
    }
  });

  it('holds a chat’s later events while its earlier one is retried, and delivers all in order once the receiver is back', async () => {
    const { s, say } = await guestChat();
    const endpoint = await addEndpoint(s.owner, { events: ['message.created'] });
    receiver.answer(503);
    for (const text of ['one', 'two', 'three', 'four']) await say(text);
    // While it is down only the chat's first delivery is tried, again and again.
    await eventually(() => receiver.received.length >= 3);
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    receiver.answer(200);
    await eventually(() => receiver.accepted().length >= 4);
    expect(receiver.accepted().map((body) => body.data.message.text)).toEqual(['one', 'two', 'three', 'four']);
    // The receiver answers before the server records the answer: wait for the log to settle.
    await eventually(async () => (await log(s.owner, endpoint.endpoint.id)).every((d) => d.state !== 'pending'));
    const deliveries = await log(s.owner, endpoint.endpoint.id);
    expect(deliveries.map((d) => d.state)).toEqual(['delivered', 'delivered', 'delivered', 'delivered']);
    expect(deliveries.at(-1)!.attempts).toBeGreaterThanOrEqual(3);
  });

  it('writes a group again after a failure part-way without storing any delivery twice, each in the order given', async () => {
    const { s } = await guestChat();
    const { endpoint } = await addEndpoint(s.owner, { events: ['guest.blocked'] });
    const db = fx.t.server.ctx.db;
    const group = Array.from({ length: ROWS_PER_INSERT * 2 + 5 }, (_, n) => ({
      id: `msg_retry${n}`,
      endpointId: endpoint.id,
      clientId: s.owner.id,
      event: 'guest.blocked',
      orderKey: `key${n % 3}`,
      body: JSON.stringify({ n }),
    }));
    const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
    // The failed try stored its first statement's rows; the second answers only the rest, as stored.
    expect(ids(await insertDeliveries(db, group.slice(0, ROWS_PER_INSERT), { endpointsHere: true }))).toEqual(ids(group.slice(0, ROWS_PER_INSERT)));
    const again = await insertDeliveries(db, group, { endpointsHere: true });
    expect(ids(again)).toEqual(ids(group.slice(ROWS_PER_INSERT)));
    expect(again.every((row) => row.state === 'pending' && row.seq > 0)).toBe(true);
    const stored = await db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id))
      .orderBy(asc(webhookDeliveries.seq));
    expect(ids(stored)).toEqual(ids(group));
  });

  it('drops the deliveries of an endpoint deleted after its group was made, and stores the rest', async () => {
    const { s } = await guestChat();
    const kept = await addEndpoint(s.owner, { events: ['guest.blocked'] });
    const deleted = await addEndpoint(s.owner, { events: ['guest.blocked'], url: `${receiver.url}?deleted` });
    const group = [kept, deleted, kept].map(({ endpoint }, n) => ({
      id: `msg_gone${n}`,
      endpointId: endpoint.id,
      clientId: s.owner.id,
      event: 'guest.blocked',
      orderKey: 'key',
      body: JSON.stringify({ n }),
    }));
    expect((await api(fx.t.url, 'DELETE', `/integrations/webhooks/${deleted.endpoint.id}`, { token: s.owner.token })).status).toBe(200);
    const stored = await insertDeliveries(fx.t.server.ctx.db, group, { endpointsHere: true });
    expect(stored.map((row) => [row.id, row.endpointId])).toEqual([
      ['msg_gone0', kept.endpoint.id],
      ['msg_gone2', kept.endpoint.id],
    ]);
  });

  it('fails a 4xx answer at once, retries a 5xx, a 408 and a 429, and resends a failed one under the same id', async () => {
    const { s } = await guestChat();
    const { endpoint } = await addEndpoint(s.owner, { events: ['guest.blocked'] });
    const test = async () => {
      const answer = await api<WebhookDeliveryView>(fx.t.url, 'POST', `/integrations/webhooks/${endpoint.id}/test`, { token: s.owner.token });
      expect(answer).toMatchObject({ status: 200, body: { event: 'webhook.test', state: 'pending' } });
      return answer.body.id;
    };
    const settled = (id: string) => eventually(async () => (await log(s.owner, endpoint.id)).some((d) => d.id === id && d.state !== 'pending'));
    const entry = async (id: string) => (await log(s.owner, endpoint.id)).find((d) => d.id === id)!;

    receiver.queue(400);
    const refused = await test();
    await settled(refused);
    expect(await entry(refused)).toMatchObject({ state: 'failed', attempts: 1, lastStatus: 400, lastAnswer: 'answered 400' });

    for (const status of [500, 408, 429]) {
      receiver.queue(status);
      const id = await test();
      await settled(id);
      expect({ status, ...(await entry(id)) }).toMatchObject({ status, state: 'delivered', attempts: 2, lastStatus: 200 });
    }

    const resent = await api<WebhookDeliveryView>(fx.t.url, 'POST', `/integrations/webhooks/${endpoint.id}/deliveries/${refused}/resend`, { token: s.owner.token });
    expect(resent).toMatchObject({ status: 200, body: { id: refused, state: 'pending' } });
    await settled(refused);
    expect(await entry(refused)).toMatchObject({ state: 'delivered', attempts: 2, lastStatus: 200 });
    expect(receiver.received.filter((r) => r.headers['webhook-id'] === refused)).toHaveLength(2);
    const again = await api(fx.t.url, 'POST', `/integrations/webhooks/${endpoint.id}/deliveries/${refused}/resend`, { token: s.owner.token });
    expect(again.status).toBe(409);
  });

  it('pauses an endpoint after 50 failed attempts in a row, mails the owners, and sends what waited once resumed', async () => {
    const { s, say } = await guestChat();
    const { endpoint } = await addEndpoint(s.owner, { events: ['message.created'] });
    receiver.answer(500);
    for (let i = 0; i < 50; i++) expect((await api(fx.t.url, 'POST', `/integrations/webhooks/${endpoint.id}/test`, { token: s.owner.token })).status).toBe(200);
    const [owner] = await fx.t.server.ctx.db.select({ email: users.email }).from(users).where(eq(users.id, s.owner.id));
    const [mail] = await outboxAtLeast(fx.t.dataDir, owner.email, 1, 15_000);
    expect(mail.subject).toBe(`Webhook endpoint paused: ${receiver.url}`);
    const [list] = (await api<WebhookEndpointView[]>(fx.t.url, 'GET', '/integrations/webhooks', { token: s.owner.token })).body;
    expect(list).toMatchObject({ id: endpoint.id, pausedReason: 'failures', pausedAt: expect.any(String) });
    expect(list.failureStreak).toBeGreaterThanOrEqual(50);

    // Paused: a new message waits rather than being sent (a later test event, sent even now, is the marker);
    // its drain is not even woken for it (the resume starts it).
    receiver.answer(200);
    const jobs = jest.spyOn(fx.t.server.ctx.jobs, 'send');
    await say('while paused');
    await fx.t.server.ctx.events.settled();
    expect(jobs.mock.calls.filter(([name, data]) => name === WEBHOOK_DRAIN_JOB && (data as { endpointId: string }).endpointId === endpoint.id)).toEqual([]);
    jobs.mockRestore();
    const marker = await api<WebhookDeliveryView>(fx.t.url, 'POST', `/integrations/webhooks/${endpoint.id}/test`, { token: s.owner.token });
    await eventually(() => receiver.accepted().some((body) => body.id === marker.body.id));
    await eventually(async () => (await log(s.owner, endpoint.id)).some((d) => d.event === 'message.created'));
    expect(receiver.received.some((r) => r.body.includes('while paused'))).toBe(false);
    const resumed = await api<WebhookEndpointView>(fx.t.url, 'POST', `/integrations/webhooks/${endpoint.id}/resume`, { token: s.owner.token });
    expect(resumed.body).toMatchObject({ pausedAt: null, pausedReason: null, failureStreak: 0 });
    await eventually(() => receiver.accepted().some((body) => body.data.message?.text === 'while paused'));
  });

  it('refuses private, loopback-outside-development and non-https targets at save, and a target turned private at delivery', async () => {
    const { s } = await guestChat();
    const refused = async (url: string) => (await api(fx.t.url, 'POST', '/integrations/webhooks', { token: s.owner.token, body: { url, events: ['chat.started'] } })).body;
    expect(await refused('https://10.1.2.3/hooks')).toMatchObject({ statusCode: 400, message: WEBHOOK_TARGET_TEXTS.private('10.1.2.3').english });
    expect(await refused('https://169.254.169.254/latest/meta-data')).toMatchObject({ statusCode: 400, message: WEBHOOK_TARGET_TEXTS.private('169.254.169.254').english });
    expect(await refused('https://192.168.0.10/hooks')).toMatchObject({ message: WEBHOOK_TARGET_TEXTS.private('192.168.0.10').english });
    // Even in development, plain http goes to loopback only.
    expect(await refused('http://93.184.215.14/hooks')).toMatchObject({ message: WEBHOOK_TARGET_TEXTS.notHttps });
    expect(await refused('https://user:pw@93.184.215.14/hooks')).toMatchObject({ message: WEBHOOK_TARGET_TEXTS.credentials });
    expect(await refused('ftp://example.com')).toMatchObject({ statusCode: 400 });

    // Saved while allowed, then pointed inside (as a re-pointed name would be): not sent, and said why.
    const { endpoint } = await addEndpoint(s.owner);
    await fx.t.server.ctx.db.update(webhookEndpoints).set({ url: 'https://10.0.0.7/hooks' }).where(eq(webhookEndpoints.id, endpoint.id));
    const test = await api<WebhookDeliveryView>(fx.t.url, 'POST', `/integrations/webhooks/${endpoint.id}/test`, { token: s.owner.token });
    await eventually(async () => ((await log(s.owner, endpoint.id)).find((d) => d.id === test.body.id)?.attempts ?? 0) >= 1);
    const [entry] = await log(s.owner, endpoint.id);
    expect(entry).toMatchObject({ lastStatus: null, lastAnswer: `Not sent: ${WEBHOOK_TARGET_TEXTS.private('10.0.0.7').english}` });
    expect(receiver.received).toHaveLength(0);
  });

  it('shows secrets once, signs with both secrets for a day after a rotation, and keeps endpoints to owners and co-admins', async () => {
    const { s } = await guestChat();
    const created = await addEndpoint(s.owner);
    expect(created.secret).toMatch(/^whsec_/);
    const listed = await api(fx.t.url, 'GET', '/integrations/webhooks', { token: s.owner.token });
    expect(JSON.stringify(listed.body)).not.toContain(created.secret.slice(6));
    const rotated = await api<WebhookSecretAnswer>(fx.t.url, 'POST', `/integrations/webhooks/${created.endpoint.id}/rotate-secret`, { token: s.owner.token });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(created.secret);
    expect(rotated.body.endpoint.previousSecretUntil).not.toBeNull();
    const test = await api<WebhookDeliveryView>(fx.t.url, 'POST', `/integrations/webhooks/${created.endpoint.id}/test`, { token: s.owner.token });
    await eventually(() => receiver.accepted().some((body) => body.id === test.body.id));
    const request = receiver.received.find((r) => r.headers['webhook-id'] === test.body.id)!;
    for (const secret of [created.secret, rotated.body.secret]) expect(new Webhook(secret).verify(request.body, request.headers as Record<string, string>)).toMatchObject({ event: 'webhook.test' });
    const logged = await api(fx.t.url, 'GET', `/integrations/webhooks/${created.endpoint.id}/deliveries`, { token: s.owner.token });
    for (const secret of [created.secret, rotated.body.secret]) expect(JSON.stringify(logged.body)).not.toContain(secret.slice(6));

    // An agent may not see or change them; another account's owner does not find them.
    expect((await api(fx.t.url, 'GET', '/integrations/webhooks', { token: s.sales.token })).status).toBe(403);
    const stranger = await fx.agent();
    expect((await api(fx.t.url, 'GET', `/integrations/webhooks/${created.endpoint.id}/deliveries`, { token: stranger.token })).status).toBe(404);
    expect((await api(fx.t.url, 'DELETE', `/integrations/webhooks/${created.endpoint.id}`, { token: stranger.token })).status).toBe(404);
    expect((await api(fx.t.url, 'DELETE', `/integrations/webhooks/${created.endpoint.id}`, { token: s.owner.token })).status).toBe(200);
  });
});
