/** @jest-environment ./test/support/pglite-environment.cjs */
// The payloads that used to stop the server or answer 500 (prototype-named keys, numbers the database
// cannot hold, JSON nested thousands deep inside a form field), and a guard that holds whatever throws.
import { randomUUID } from 'node:crypto';
import { EVENT_FAILED } from 'shared-kernel/contracts';
import { DATABASE_INT_MAX } from 'shared-kernel/rules';
import * as sharedSchemas from 'shared-kernel/validation';
import { mixed, object, Schema, type AnySchema } from 'yup';
import { DATABASE_UNAVAILABLE, OUTAGE_RETRY_AFTER_MS } from '../src/db/database-outage';
import { INPUT_MESSAGES } from '../src/http/input-guard';
import { AGENT_EVENT_INPUTS } from '../src/realtime/agent-event-inputs';
import { VISITOR_EVENT_INPUTS } from '../src/visitors/visitor-event-inputs';
import { api, sendForm } from './support/test-server';
import { socketFixture } from './support/socket-fixture';
import { createWidget, type TestAgent } from './support/visitor-helpers';

const fx = socketFixture();
const PROTOTYPE_KEYS = ['toString', 'valueOf', 'hasOwnProperty', 'constructor', '__proto__', '__defineGetter__', 'prototype'];

/** A payload with `key` as an own property, as JSON.parse makes it (an object literal would set the prototype for __proto__). */
const withKey = (key: string, extra: object = {}) => ({ ...JSON.parse(`{${JSON.stringify(key)}:"x"}`), ...extra });

describe('hostile input is refused and the server keeps serving', () => {
  let owner: TestAgent;
  let pluginId: string;
  let widgetId: string;
  let logged: jest.SpyInstance;
  let errors: unknown[][];

  beforeEach(async () => {
    owner = await fx.agent();
    ({ pluginId, id: widgetId } = await createWidget(fx.t.server, owner.id));
    errors = [];
    logged = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
  });
  afterEach(() => logged.mockRestore());

  /** The server still answers a socket event and an HTTP call. */
  async function stillServing() {
    const guest = await fx.guest(pluginId);
    expect(await guest.socket.timeout(3000).emitWithAck('visitor:widget', { isOpen: true })).toEqual({ ok: true });
    expect((await api(fx.t.url, 'GET', '/canned/get-all', { token: owner.token })).status).toBe(200);
  }

  it("answers the crash payload {toString: 'x'} on each namespace with a refusal naming the key", async () => {
    const guest = await fx.guest(pluginId);
    for (const key of PROTOTYPE_KEYS) {
      const message = INPUT_MESSAGES.forbiddenKey(key);
      expect(await guest.socket.timeout(3000).emitWithAck('visitor:message', withKey(key))).toEqual({ ok: false, error: message });
      for (const event of ['inbound-agent', 'join-chat-room', 'sync-chat']) {
        expect(await owner.socket.timeout(3000).emitWithAck(event, withKey(key))).toEqual({ ok: false, message });
      }
    }
    // Nested too, and in a list.
    expect(await guest.socket.timeout(3000).emitWithAck('visitor:message', { bodyText: 'hi', extra: [{ toString: 1 }] })).toEqual({
      ok: false,
      error: INPUT_MESSAGES.forbiddenKey('toString'),
    });
    expect(guest.socket.connected && owner.socket.connected).toBe(true);
    await stillServing();
    expect(errors).toEqual([]);
  });

  it('answers prototype-named keys in HTTP bodies and queries with a 400 naming the key', async () => {
    const widget = { widgetName: 'Shop', domain: 'shop.example', notificationEmailIds: ['a@shop.example'] };
    for (const key of PROTOTYPE_KEYS) {
      const calls = [
        api(fx.t.url, 'POST', '/widget/create', { token: owner.token, body: { ...widget, widgetStyle: withKey(key) } }),
        api(fx.t.url, 'PATCH', '/widget/update', { token: owner.token, body: { ...widget, widgetId, chatButton: withKey(key) } }),
        api(fx.t.url, 'POST', '/auth/signin', { body: withKey(key, { email: 'a@b.example', password: 'x' }) }),
        api(fx.t.url, 'GET', `/chat/dashboard-history?${encodeURIComponent(key)}=1`, { token: owner.token }),
      ];
      // A body's own __proto__ is refused earlier, by the JSON parser (400 with its own message).
      const [create, update, signIn, query] = await Promise.all(calls);
      for (const answer of key === '__proto__' ? [query] : [create, update, signIn, query]) {
        expect(answer).toMatchObject({ status: 400, body: { message: INPUT_MESSAGES.forbiddenKey(key) } });
      }
      for (const answer of [create, update, signIn]) expect(answer.status).toBe(400);
    }
    await stillServing();
  });

  it('refuses numbers the database cannot hold with the field message', async () => {
    const body = { title: 'Hello', message: 'Welcome', pagePath: null, widgetId };
    for (const timer of [1e308, 2 ** 31, 86_401]) {
      const answer = await api(fx.t.url, 'POST', '/smart-message/create', { token: owner.token, body: { ...body, timer } });
      expect(answer).toMatchObject({ status: 400, body: { message: 'Timer must be at most 86,400 seconds (a day)' } });
    }
    expect((await api(fx.t.url, 'POST', '/smart-message/create', { token: owner.token, body: { ...body, timer: 86_400 } })).status).toBe(200);
    expect(await owner.socket.timeout(3000).emitWithAck('sync-chat', { chatId: randomUUID(), afterSeq: 1e308 })).toEqual({ ok: false, message: 'afterSeq is too large' });
    const guest = await fx.guest(pluginId);
    expect(await guest.socket.timeout(3000).emitWithAck('visitor:read', { chatId: randomUUID(), seq: -5 })).toEqual({ ok: false, error: 'seq must not be negative' });
  });

  it('refuses JSON nested thousands deep inside a multipart field before parsing it', async () => {
    const agent = await fx.agent({ clientId: owner.id });
    for (const shifts of ['['.repeat(3000) + ']'.repeat(3000), '{"a":'.repeat(1000) + '1' + '}'.repeat(1000), '[[[[[[[[[[1]]]]]]]]]]']) {
      const form = new FormData();
      form.set('userId', agent.id);
      form.set('shifts', shifts);
      const answer = await sendForm(fx.t.url, 'PATCH', '/user-info/update-profile', form, owner.token);
      expect(answer).toMatchObject({ status: 400, body: { message: INPUT_MESSAGES.tooDeep } });
    }
    const form = new FormData();
    form.set('fullName', 'Keyed Form');
    form.set('toString', 'x');
    // The form reader refuses such a field name itself.
    expect(await sendForm(fx.t.url, 'PATCH', '/user-info/update-profile', form, owner.token)).toMatchObject({ status: 400 });
    await stillServing();
  });

  it('refuses a form sent to a route that takes none (its fields would never be read, so never checked)', async () => {
    const form = new FormData();
    form.set('__defineGetter__', 'x');
    expect(await sendForm(fx.t.url, 'POST', '/auth/logout', form, owner.token)).toMatchObject({ status: 400, body: { message: INPUT_MESSAGES.noForm } });
    // The same call without the form still works.
    expect((await api(fx.t.url, 'POST', '/auth/logout', { token: owner.token, body: {} })).status).toBe(200);
  });

  it('refuses a form field of JSON nested deeper than any input may, even one its route never reads', async () => {
    const deep = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
    const form = new FormData();
    form.set('notRead', deep(40));
    expect(await sendForm(fx.t.url, 'PATCH', '/user-info/update-profile', form, owner.token)).toMatchObject({ status: 400, body: { message: INPUT_MESSAGES.tooDeep } });
    // Nesting within the bound, and text that merely starts with a bracket, are taken.
    const fine = new FormData();
    fine.set('notRead', deep(3));
    fine.set('jobTitle', '[Team lead] {support}');
    expect(await sendForm(fx.t.url, 'PATCH', '/user-info/update-profile', fine, owner.token)).toMatchObject({ status: 200 });
  });

  describe('a throw anywhere on the input path is answered and logged, on each namespace', () => {
    const throwingValidator = () => object({}).test('boom', 'never', () => {
      throw new TypeError('validator exploded');
    });
    // Validates, but the handler meets a value whose fields throw when read.
    const throwingValue = () =>
      mixed().transform(() => new Proxy({}, { get: () => { throw new TypeError('handler exploded'); } }));

    it.each([
      ['a validator', throwingValidator, 'validator exploded'],
      ['a handler', throwingValue, 'handler exploded'],
    ])('%s that throws', async (_what, schema, thrown) => {
      const agentSpy = jest.replaceProperty(AGENT_EVENT_INPUTS, 'sync-chat', schema());
      const guestSpy = jest.replaceProperty(VISITOR_EVENT_INPUTS, 'visitor:sync', schema());
      try {
        const guest = await fx.guest(pluginId);
        expect(await owner.socket.timeout(3000).emitWithAck('sync-chat', { chatId: 'x', afterSeq: 0 })).toEqual({ ok: false, message: EVENT_FAILED });
        expect(await guest.socket.timeout(3000).emitWithAck('visitor:sync', { chatId: 'x', afterSeq: 0 })).toEqual({ ok: false, error: EVENT_FAILED });
      } finally {
        agentSpy.restore();
        guestSpy.restore();
      }
      const named = errors.map((args) => `${String(args[0])} ${String((args[1] as Error | undefined)?.message)}`);
      expect(named).toEqual([`socket event 'sync-chat' failed ${thrown}`, `visitor event 'visitor:sync' failed ${thrown}`]);
      expect(owner.socket.connected).toBe(true);
      errors.length = 0;
      await stillServing();
      expect(await owner.socket.timeout(3000).emitWithAck('sync-chat', { chatId: randomUUID(), afterSeq: 0 })).toMatchObject({ ok: false });
      expect(errors).toEqual([]);
    });

    it('a database out of reach anywhere on the path is answered "send again" on every event, and not logged as a failure', async () => {
      const outage = () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
      const schema = () => mixed().transform(() => new Proxy({}, { get: () => { throw outage(); } }));
      const agentSpy = jest.replaceProperty(AGENT_EVENT_INPUTS, 'mark-as-read', schema());
      const guestSpy = jest.replaceProperty(VISITOR_EVENT_INPUTS, 'visitor:email', schema());
      try {
        const guest = await fx.guest(pluginId);
        expect(await owner.socket.timeout(3000).emitWithAck('mark-as-read', {})).toEqual({ ok: false, message: DATABASE_UNAVAILABLE, retryAfterMs: OUTAGE_RETRY_AFTER_MS });
        expect(await guest.socket.timeout(3000).emitWithAck('visitor:email', {})).toEqual({ ok: false, error: DATABASE_UNAVAILABLE, retryAfterMs: OUTAGE_RETRY_AFTER_MS });
      } finally {
        agentSpy.restore();
        guestSpy.restore();
      }
      expect(errors).toEqual([]);
    });
  });
});

/** Every number schema inside `schema` (object fields, list items), with its path. */
function numbersIn(schema: unknown, path: string): Array<[string, AnySchema]> {
  if (!(schema instanceof Schema)) return [];
  const described = schema as AnySchema & { fields?: Record<string, unknown>; innerType?: unknown };
  if (described.type === 'number') return [[path, described]];
  const inner = Object.entries(described.fields ?? {}).flatMap(([key, field]) => numbersIn(field, `${path}.${key}`));
  return described.innerType ? [...inner, ...numbersIn(described.innerType, `${path}[]`)] : inner;
}

describe('every number an input takes has bounds the database can store', () => {
  const fx2 = socketFixture();

  it('declares a minimum and a maximum within PostgreSQL integer range on each number field', () => {
    const sources: Array<[string, unknown]> = [
      ...fx2.t.server.routes.flatMap(({ method, url, schema }) =>
        Object.entries((schema ?? {}) as Record<string, unknown>).map(([part, value]) => [`${method} ${url} ${part}`, value] as [string, unknown]),
      ),
      ...Object.entries(AGENT_EVENT_INPUTS).map(([event, value]) => [`agent '${event}'`, value] as [string, unknown]),
      ...Object.entries(VISITOR_EVENT_INPUTS).map(([event, value]) => [`visitor '${event}'`, value] as [string, unknown]),
      ...Object.entries(sharedSchemas).map(([name, value]) => [`shared-kernel ${name}`, value] as [string, unknown]),
    ];
    const numbers = sources.flatMap(([where, schema]) => numbersIn(schema, where));
    expect(numbers.length).toBeGreaterThan(8);
    const unbounded = numbers.filter(([, schema]) => {
      const tests = schema.describe().tests as Array<{ name?: string; params?: Record<string, unknown> }>;
      const bound = (names: string[]) => tests.find((test) => names.includes(test.name ?? ''))?.params;
      const max = Object.values(bound(['max', 'lessThan']) ?? {})[0];
      const min = Object.values(bound(['min', 'moreThan']) ?? {})[0];
      return typeof max !== 'number' || typeof min !== 'number' || max > DATABASE_INT_MAX || min < -DATABASE_INT_MAX;
    });
    expect(unbounded.map(([where]) => where)).toEqual([]);
  });
});
