/** @jest-environment ./test/support/pglite-environment.cjs */
// Walks every registered route and socket event with a fixed set of malformed inputs: each must be
// answered as the sender's mistake (4xx, or an ack saying why), never as a server failure.
import { randomUUID } from 'node:crypto';
import { INPUT_MESSAGES } from '../src/http/input-guard';
import { AGENT_EVENT_INPUTS } from '../src/realtime/agent-event-inputs';
import { VISITOR_EVENT_INPUTS } from '../src/visitors/visitor-event-inputs';
import { VISITOR_EVENTS } from '../src/app/visitor-socket/visitor-handlers';
import { api } from './support/test-server';
import { socketFixture } from './support/socket-fixture';
import { connectGuest, createWidget, type TestAgent, type TestGuest } from './support/visitor-helpers';

const fx = socketFixture();

const FIELDS = [
  'email', 'password', 'newPassword', 'confirmPassword', 'oldPassword', 'currentPassword', 'fullName', 'jobTitle', 'userBio',
  'otp', 'code', 'token', 'refreshToken', 'userId', 'id', '_id', 'visitorId', 'visitor', 'pluginId', 'chatId', 'text', 'shortcut',
  'message', 'title', 'name', 'requestId', 'amount', 'currency', 'description', 'departments', 'role', 'status', 'isOnline',
  'removePhoto', 'firstName', 'lastName', 'phone', 'domain', 'settings', 'take', 'page', 'order', 'search', 'afterSeq', 'seq',
  'messageId', 'clientMessageId', 'bodyText', 'typing', 'isOpen', 'url', 'referrer',
];
const every = (value: unknown) => Object.fromEntries(FIELDS.map((field) => [field, value]));
const deep = (levels: number): unknown => (levels === 0 ? 'x' : { a: deep(levels - 1) });

/** The malformed payloads every route body and every socket event gets. */
const PAYLOADS: Array<[string, unknown]> = [
  ['an array', []],
  ['a bare string', 'text'],
  ['a number', 42],
  ['arrays for fields', every([])],
  ['objects for fields', every({})],
  ['toString objects for fields', every({ toString: 'x' })],
  ['NUL in every field', every('a\u0000b')],
  // Over the text limit, yet under the transports' 1 MB frame limit (beyond it socket.io closes the connection).
  ['over-long fields', every('x'.repeat(12_000))],
  ['deep nesting', every(deep(40))],
  ['numbers for fields', every(-1)],
];

// socket.io's own events, which a client cannot send.
const RESERVED = new Set(['disconnect', 'disconnecting', 'error', 'connect', 'connect_error', 'newListener', 'removeListener']);

const QUERIES = ['?' + FIELDS.map((field) => `${field}=a%00b`).join('&'), '?' + FIELDS.map((field) => `${field}=1&${field}=2`).join('&')];

async function raw(url: string, method: string, token: string, body: string, contentType: string) {
  const response = await fetch(url, { method, headers: { authorization: `Bearer ${token}`, 'content-type': contentType }, body: method === 'GET' ? undefined : body });
  await response.text();
  return response.status;
}

describe('malformed input never reaches a handler as a server failure', () => {
  let owner: TestAgent;
  let pluginId: string;
  let failures: string[];
  let logged: jest.SpyInstance;

  beforeEach(async () => {
    owner = await fx.agent();
    pluginId = (await createWidget(fx.t.server, owner.id)).pluginId;
    failures = [];
    logged = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void failures.push(String(args[0])));
  });
  afterEach(() => logged.mockRestore());

  it('answers every route with a 4xx for malformed bodies, queries and ids', async () => {
    // Calls that end the session go last, so the others run signed in.
    const routes = [...fx.t.server.routes].sort((a, b) => Number(/logout/.test(a.url)) - Number(/logout/.test(b.url)));
    expect(routes.length).toBeGreaterThan(40);
    const fiveHundreds: string[] = [];
    for (const { method, url } of routes) {
      const paths = url.includes(':') ? [url.replace(/:[^/]+/g, randomUUID()), url.replace(/:[^/]+/g, 'a%00b')] : [url];
      for (const path of paths.map((p) => p.replace(/\*$/, 'x'))) {
        const target = `${fx.t.url}${path}`;
        const tries: Array<[string, Promise<number>]> = [];
        for (const query of QUERIES) tries.push([`query ${query.slice(0, 30)}`, raw(target + query, method, owner.token, '{}', 'application/json')]);
        if (method !== 'GET') {
          for (const [name, payload] of PAYLOADS) tries.push([name, raw(target, method, owner.token, JSON.stringify(payload), 'application/json')]);
          tries.push(['broken JSON', raw(target, method, owner.token, '{"email":', 'application/json')]);
          tries.push(['broken multipart', raw(target, method, owner.token, '--X\r\nContent-Disposition: form-data; name="a"\r\n\r\nb', 'multipart/form-data; boundary=X')]);
        }
        for (const [name, status] of tries) if ((await status) >= 500) fiveHundreds.push(`${method} ${path}: ${name} → ${await status}`);
      }
    }
    expect(fiveHundreds).toEqual([]);
    expect(failures.filter((line) => /failed/.test(line))).toEqual([]);
  });

  it('refuses NUL and over-long text with a message saying so', async () => {
    const nul = await api(fx.t.url, 'POST', '/auth/signin', { body: { email: 'a\u0000@example.com', password: 'x' } });
    expect(nul).toMatchObject({ status: 400, body: { message: INPUT_MESSAGES.nul } });
    const long = await api(fx.t.url, 'POST', '/canned/create', { token: owner.token, body: { shortcut: 'x', text: 'y'.repeat(20_000) } });
    expect(long).toMatchObject({ status: 400, body: { message: INPUT_MESSAGES.tooLong } });
    const typed = await api(fx.t.url, 'POST', '/auth/signin', { body: { email: [], password: 'x' } });
    expect(typed.status).toBe(400);
    expect(typed.body.message).toMatch(/must be text/);
  });

  it('acks every socket event of both namespaces with a refusal instead of failing', async () => {
    const guest: TestGuest = await fx.guest(pluginId);
    const agentSide = [...fx.t.server.io.of('/').sockets.values()].find((socket) => socket.data.userId === owner.id)!;
    const agentEvents = agentSide.eventNames().map(String);
    // A guest socket has one listener for every event (onAny); its events are the handler table's.
    const guestEvents = Object.keys(VISITOR_EVENTS);
    expect(agentEvents.length).toBeGreaterThan(5);
    expect(guestEvents.length).toBeGreaterThan(5);
    const tries: Array<Promise<string | null>> = [];
    for (const [socket, events] of [[owner.socket, agentEvents], [guest.socket, guestEvents]] as const) {
      for (const event of events.filter((name) => !RESERVED.has(name))) {
        for (const [name, payload] of PAYLOADS) {
          tries.push(socket.timeout(5000).emitWithAck(event, payload).then(() => null, () => `${event}: ${name}`));
        }
      }
    }
    expect((await Promise.all(tries)).filter(Boolean)).toEqual([]);
    expect(owner.socket.connected && guest.socket.connected).toBe(true);
    expect(failures.filter((line) => /failed/.test(line))).toEqual([]);
  }, 120_000);

  it("refuses a payload not of its event's declared shape with the field's message, before the handler", async () => {
    const guest: TestGuest = await fx.guest(pluginId);
    const agentSide = [...fx.t.server.io.of('/').sockets.values()].find((socket) => socket.data.userId === owner.id)!;
    const declared = Object.keys(AGENT_EVENT_INPUTS);
    expect(agentSide.eventNames().map(String).filter((name) => !declared.includes(name) && !RESERVED.has(name))).toEqual([]);
    expect(Object.keys(VISITOR_EVENTS).filter((name) => !(name in VISITOR_EVENT_INPUTS))).toEqual([]);
    expect(await owner.socket.emitWithAck('sync-chat', { chatId: randomUUID(), afterSeq: 'soon' })).toEqual({ ok: false, message: 'afterSeq must be a number' });
    expect(await guest.socket.emitWithAck('visitor:typing', { typing: 'maybe' })).toEqual({ ok: false, error: 'typing must be true or false' });
    expect(await guest.socket.emitWithAck('visitor:message', { clientMessageId: randomUUID(), bodyText: ['Hi'] })).toEqual({ ok: false, error: 'bodyText must be text' });
  });

  it('treats NUL in a guest handshake as an unknown id, not a server error', async () => {
    await expect(connectGuest(fx.t.url, pluginId + '\u0000')).rejects.toThrow('Unknown widget');
    const odd = await connectGuest(fx.t.url, pluginId, { visitorId: 'a\u0000b', page: { url: 'http://site.test/\u0000', title: '\u0000', referrer: '' } });
    fx.track(odd.socket);
    expect(odd.hello.visitorId).not.toContain('\u0000');
  });
});
