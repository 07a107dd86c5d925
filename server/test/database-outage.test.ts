/** @jest-environment ./test/support/pglite-environment.cjs */
import { randomUUID } from 'node:crypto';
import { createMessageAppends } from '../src/chats/message-appends';
import type { AppContext } from '../src/context';
import type { Db } from '../src/db/database';
import { DATABASE_UNAVAILABLE, DatabaseUnavailableError, isDatabaseOutage, OUTAGE_RETRY_AFTER_MS } from '../src/db/database-outage';
import { createReadiness } from '../src/health/readiness';
import { api, nextEvent, sleep, type LooseJson } from './support/test-server';
import { salesAccount } from './support/visitor-helpers';
import { socketFixture } from './support/socket-fixture';

const fx = socketFixture();

/** A database that never answers (PostgreSQL frozen), or refuses every statement as PostgreSQL shutting down does. */
const frozenDb = { execute: () => new Promise(() => undefined) } as unknown as Db;
const shutDown = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
const downDb = { execute: () => Promise.reject(shutDown) } as unknown as Db;

/** A guest's chat accepted by the Sales agent, its first message stored. */
async function acceptedChat() {
  const s = await salesAccount(fx.t.server, fx.agent);
  const guest = await fx.guest(s.widget.pluginId);
  const initialized = nextEvent<LooseJson>(s.sales.socket, 'chat-initialized');
  expect(await guest.socket.emitWithAck('visitor:message', { clientMessageId: randomUUID(), bodyText: 'Hello?' })).toMatchObject({ ok: true });
  const incoming = await initialized;
  expect((await api(fx.t.url, 'POST', '/visitor/accept-chat', { token: s.sales.token, body: { visitorId: guest.hello.visitorId, guestId: incoming.guestId } })).status).toBe(200);
  return { s, guest, incoming };
}

describe('a database out of reach', () => {
  it('is told from other failures, also when drizzle wraps the driver\'s error', () => {
    expect(isDatabaseOutage(shutDown)).toBe(true);
    expect(isDatabaseOutage(Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('write CONNECTION_CLOSED'), { code: 'CONNECTION_CLOSED' }) }))).toBe(true);
    expect(isDatabaseOutage(new DatabaseUnavailableError('late'))).toBe(true);
    expect(isDatabaseOutage(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseOutage(new TypeError('a bug'))).toBe(false);
  });

  it('refuses a message that is not committed within the deadline, instead of leaving its sender waiting', async () => {
    // The deadline on a clock of the test's own: on the real one, a busy machine only makes it late.
    jest.useFakeTimers({ doNotFake: ['Date', 'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval'] });
    try {
      const appends = createMessageAppends(frozenDb, { deadlineMs: 200 });
      const sender = { kind: 'guest' as const, rowId: 'r', accountId: 'a' };
      const input = { direction: 'inbound' as const, bodyText: 'hi', clientMessageId: 'c' };
      const first = appends.append(sender, input);
      // Queued behind the statement that hangs: refused on time too.
      const second = appends.append(sender, { ...input, clientMessageId: 'd' });
      const refused: string[] = [];
      first.catch(() => refused.push('first'));
      second.catch(() => refused.push('second'));
      await jest.advanceTimersByTimeAsync(199);
      expect(refused).toEqual([]);
      await jest.advanceTimersByTimeAsync(1);
      await expect(first).rejects.toBeInstanceOf(DatabaseUnavailableError);
      await expect(second).rejects.toBeInstanceOf(DatabaseUnavailableError);
      expect(refused.sort()).toEqual(['first', 'second']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('answers the guest and the agent "send again" (retryAfterMs), and the same message is stored once when sent again', async () => {
    const { s, guest, incoming } = await acceptedChat();

    const ctx = fx.t.server.ctx;
    const working = ctx.appends;
    const fromGuest = { clientMessageId: randomUUID(), bodyText: 'Still there?' };
    const fromAgent = { visitorId: guest.hello.visitorId, guestId: incoming.guestId, agentId: s.sales.id, bodyText: 'Yes', agentName: 'Sales', agentPhoto: null, messageId: randomUUID() };
    try {
      for (const down of [createMessageAppends(frozenDb, { deadlineMs: 200 }), createMessageAppends(downDb)]) {
        ctx.appends = down;
        expect(await guest.socket.timeout(3_000).emitWithAck('visitor:message', fromGuest)).toEqual({ ok: false, error: DATABASE_UNAVAILABLE, retryAfterMs: OUTAGE_RETRY_AFTER_MS });
        expect(await s.sales.socket.timeout(3_000).emitWithAck('inbound-agent', fromAgent)).toEqual({ ok: false, message: DATABASE_UNAVAILABLE, retryAfterMs: OUTAGE_RETRY_AFTER_MS });
      }
    } finally {
      ctx.appends = working;
    }
    const stored = await guest.socket.emitWithAck('visitor:message', fromGuest);
    expect(stored).toMatchObject({ ok: true, message: { seq: 2 } });
    expect(await guest.socket.emitWithAck('visitor:message', fromGuest)).toMatchObject({ ok: true, message: { seq: 2 } });
    expect(await s.sales.socket.emitWithAck('inbound-agent', fromAgent)).toMatchObject({ ok: true, seq: 3 });
  });
});

describe('a message committed after its sender heard "send again"', () => {
  it('is delivered live when its commit lands, once, and the retry finds it stored', async () => {
    const { s, guest, incoming } = await acceptedChat();

    const ctx = fx.t.server.ctx;
    const working = ctx.appends;
    // A database that answers, but only after the deadline (a freeze that thaws).
    const slowDb = {
      execute: async (...args: Parameters<Db['execute']>) => {
        await sleep(500);
        return ctx.db.execute(...args);
      },
    } as unknown as Db;
    const fromGuest = { clientMessageId: randomUUID(), bodyText: 'Late but there' };
    const fromAgent = { visitorId: guest.hello.visitorId, guestId: incoming.guestId, agentId: s.sales.id, bodyText: 'Late reply', messageId: randomUUID() };
    const agentHears = nextEvent<LooseJson>(s.sales.socket, 'outbound-agent', 3_000);
    const guestHears = nextEvent<LooseJson>(guest.socket, 'widget:message', 3_000);
    try {
      ctx.appends = createMessageAppends(slowDb, { deadlineMs: 100 });
      // One at a time: a message still queued when its deadline passes is never sent (its retry stores it).
      expect(await guest.socket.emitWithAck('visitor:message', fromGuest)).toMatchObject({ ok: false, retryAfterMs: OUTAGE_RETRY_AFTER_MS });
      expect(await agentHears).toMatchObject({ bodyText: 'Late but there' });
      expect(await s.sales.socket.emitWithAck('inbound-agent', fromAgent)).toMatchObject({ ok: false, retryAfterMs: OUTAGE_RETRY_AFTER_MS });
      expect(await guestHears).toMatchObject({ bodyText: 'Late reply' });
    } finally {
      ctx.appends = working;
    }
    const before = s.sales.heard.length;
    const guestBefore = guest.heard.length;
    expect(await guest.socket.emitWithAck('visitor:message', fromGuest)).toMatchObject({ ok: true, message: { bodyText: 'Late but there' } });
    expect(await s.sales.socket.emitWithAck('inbound-agent', fromAgent)).toMatchObject({ ok: true });
    await sleep(200);
    // The retries find the messages stored, once each, and push those same messages again (the apps merge
    // by seq): a node that died between its commit and its push would otherwise leave them unseen.
    const late = (await s.sales.socket.emitWithAck('sync-chat', { chatId: incoming.chatId, afterSeq: 0 })).messages;
    expect(late.map((m: LooseJson) => m.bodyText).filter((text: string) => text.startsWith('Late'))).toEqual(['Late but there', 'Late reply']);
    const again = (entries: LooseJson[], event: string) => entries.filter((entry) => entry.event === event).map((entry) => entry.payload.seq);
    expect(again(s.sales.heard.slice(before), 'outbound-agent')).toEqual([late.find((m: LooseJson) => m.bodyText === 'Late but there').seq]);
    expect(again(guest.heard.slice(guestBefore), 'widget:message')).toEqual([late.find((m: LooseJson) => m.bodyText === 'Late reply').seq]);
  });
});

describe('health and readiness', () => {
  it('answer 200 while the server and its database serve', async () => {
    const alive = await fetch(`${fx.t.url}/healthz`);
    expect(alive.status).toBe(200);
    const ready = await fetch(`${fx.t.url}/readyz`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready' }]);
  });

  it('is not ready while the database does not answer, and asks it at most once a second', async () => {
    let asked = 0;
    const db = { execute: () => (asked += 1, Promise.reject(shutDown)) } as unknown as Db;
    const readiness = createReadiness({ db, database: { broadcasts: null } } as unknown as AppContext);
    const answers = await Promise.all([readiness(), readiness(), readiness()]);
    expect(await readiness()).toEqual({ ready: false, reason: 'the database does not answer: terminating connection due to administrator command' });
    expect(answers.every((answer) => !answer.ready)).toBe(true);
    expect(asked).toBe(1);
  });

  it('is not ready while the connection for broadcasts between nodes is down', async () => {
    const listener = { listening: () => false };
    const readiness = createReadiness({ db: fx.t.server.ctx.db, database: { broadcasts: { listener } } } as unknown as AppContext);
    expect(await readiness()).toMatchObject({ ready: false, reason: expect.stringMatching(/broadcasts/) });
  });
});
