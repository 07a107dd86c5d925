/** @jest-environment ./test/support/pglite-environment.cjs */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { appendBatch, type AppendRequest } from '../src/chats/append-batch';
import { messagesAfter } from '../src/chats/chat-store';
import { createMessageAppends } from '../src/chats/message-appends';
import type { Db } from '../src/db/database';
import { visitors } from '../src/db/schema';
import { api, nextEvent, type LooseJson } from './support/test-server';
import { salesAccount, type TestAgent, type TestGuest } from './support/visitor-helpers';
import { socketFixture } from './support/socket-fixture';

// On PostgreSQL when TEST_DATABASE_URL names one (the statement must mean the same on both).
const fx = socketFixture(process.env.TEST_DATABASE_URL ? { databaseUrl: process.env.TEST_DATABASE_URL } : {});
const db = () => fx.t.server.ctx.db;

/** Opens a guest's chat and has `agent` accept it; answers its chatId. */
async function acceptedChat(agent: TestAgent, visitor: TestGuest): Promise<string> {
  const initialized = nextEvent<LooseJson>(agent.socket, 'chat-initialized');
  await visitor.socket.emitWithAck('visitor:message', { clientMessageId: randomUUID(), bodyText: 'Hello?' });
  const incoming = await initialized;
  const accepted = await api(fx.t.url, 'POST', '/visitor/accept-chat', {
    token: agent.token,
    body: { visitorId: visitor.hello.visitorId, guestId: incoming.guestId },
  });
  expect(accepted.status).toBe(200);
  return incoming.chatId;
}

/** An account whose Sales agent serves two guests of the Sales widget. */
async function twoChats() {
  const s = await salesAccount(fx.t.server, fx.agent);
  const first = await fx.guest(s.widget.pluginId);
  const second = await fx.guest(s.widget.pluginId);
  const firstChat = await acceptedChat(s.sales, first);
  const secondChat = await acceptedChat(s.sales, second);
  const guest = (visitor: TestGuest, bodyText: string, clientMessageId: string = randomUUID()): AppendRequest => ({
    sender: { kind: 'guest', rowId: rowIdOf(visitor), accountId: s.owner.id },
    input: { direction: 'inbound', bodyText, clientMessageId },
  });
  const from = (agent: TestAgent, role: string, visitor: TestGuest, bodyText: string): AppendRequest => ({
    sender: { kind: 'agent', userId: agent.id, role, accountId: s.owner.id, visitorId: visitor.hello.visitorId },
    input: { direction: 'outbound', bodyText, clientMessageId: randomUUID(), agentId: agent.id },
  });
  return { ...s, first, second, firstChat, secondChat, guest, from };
}

const rowIds = new Map<string, string>();
const rowIdOf = (visitor: TestGuest) => rowIds.get(visitor.hello.visitorId)!;
beforeEach(() => rowIds.clear());
async function rememberRowIds(...guests: TestGuest[]) {
  for (const visitor of guests) {
    const [row] = await db().select({ id: visitors.id }).from(visitors).where(eq(visitors.visitorId, visitor.hello.visitorId));
    rowIds.set(visitor.hello.visitorId, row.id);
  }
}

describe('several messages in one statement', () => {
  it('stores each in the order given, with its own seq and the chat as it was after it', async () => {
    const s = await twoChats();
    await rememberRowIds(s.first, s.second);
    const requests = [
      s.guest(s.first, 'one'),
      s.from(s.sales, 'agent', s.first, 'two'),
      s.guest(s.second, 'other one'),
      s.guest(s.first, 'three'),
      s.from(s.sales, 'agent', s.second, 'other two'),
    ];
    const answers = await appendBatch(db(), requests);
    expect(answers.map((answer) => [answer?.message.chatId, answer?.message.seq, answer?.chat.lastSeq, answer?.message.bodyText])).toEqual([
      [s.firstChat, 2, 2, 'one'],
      [s.firstChat, 3, 3, 'two'],
      [s.secondChat, 2, 2, 'other one'],
      [s.firstChat, 4, 4, 'three'],
      [s.secondChat, 3, 3, 'other two'],
    ]);
    expect(answers[1]?.message).toMatchObject({ direction: 'outbound', agentId: s.sales.id, agentName: answers[1]?.chat.agentName });
    expect(answers[0]?.message).toMatchObject({ direction: 'inbound', agentId: null, agentName: null });
    const stored = await messagesAfter(db(), s.firstChat, 0);
    expect(stored.map((message) => [message.seq, message.bodyText])).toEqual([
      [1, 'Hello?'],
      [2, 'one'],
      [3, 'two'],
      [4, 'three'],
    ]);
  });

  it('keeps the guards of one message: other agents, retries, unknown guests and blocked guests store nothing', async () => {
    const s = await twoChats();
    await rememberRowIds(s.first, s.second);
    // Blocked on its own address: a blocked address blocks every guest sharing it, and both guests are local.
    await db().update(visitors).set({ isBlocked: true, ipAddress: '203.0.113.9' }).where(eq(visitors.id, rowIdOf(s.second)));
    const retried = s.guest(s.first, 'again', 'same-id');
    const answers = await appendBatch(db(), [
      s.from(s.support, 'agent', s.first, 'not my department'),
      s.from(s.owner, 'client', s.first, 'not my chat'),
      retried,
      { ...retried, input: { ...retried.input, bodyText: 'again, twice in one batch' } },
      { ...s.from(s.sales, 'agent', s.first, 'nobody'), sender: { ...s.from(s.sales, 'agent', s.first, '').sender, visitorId: 'unknown' } as AppendRequest['sender'] },
      s.guest(s.second, 'blocked'),
      s.from(s.sales, 'agent', s.first, 'stored'),
    ]);
    expect(answers.map((answer) => answer?.message.bodyText)).toEqual([undefined, undefined, 'again', undefined, undefined, undefined, 'stored']);
    // A retry of a stored message fails its group's statement; the group commit then stores each alone.
    await expect(appendBatch(db(), [retried, s.guest(s.first, 'filler')])).rejects.toThrow();
    const appends = createMessageAppends(db());
    const [again] = await Promise.all([retried, s.guest(s.first, 'filler')].map((request) => appends.append(request.sender, request.input)));
    expect(again).toBeUndefined();
    expect((await messagesAfter(db(), s.firstChat, 1)).map((message) => message.bodyText)).toEqual(['again', 'stored', 'filler']);
    expect(await messagesAfter(db(), s.secondChat, 1)).toEqual([]);
  });
});

describe('group commit', () => {
  it('stores messages sent together in few statements, in the order sent, each answered after its commit', async () => {
    const s = await twoChats();
    await rememberRowIds(s.first, s.second);
    let statements = 0;
    const counting = new Proxy(db(), {
      get: (target, key) => (key === 'execute' ? (...args: unknown[]) => (statements++, (target.execute as (...a: unknown[]) => unknown)(...args)) : Reflect.get(target, key)),
    }) as Db;
    const appends = createMessageAppends(counting);
    const requests = Array.from({ length: 30 }, (_, index) => (index % 3 === 0 ? s.from(s.sales, 'agent', s.first, `m${index}`) : s.guest(s.first, `m${index}`)));
    const answers = await Promise.all(requests.map((request) => appends.append(request.sender, request.input)));
    expect(answers.map((answer) => answer?.message.seq)).toEqual(requests.map((_, index) => index + 2));
    expect(statements).toBeLessThanOrEqual(3);
  });

  it('fails only the message the database refuses; the others of its group are stored', async () => {
    const s = await twoChats();
    await rememberRowIds(s.first, s.second);
    const appends = createMessageAppends(db());
    const bodies = ['before', 'nul \u0000 inside', 'after', 'last'];
    const outcomes = await Promise.allSettled(bodies.map((body) => s.guest(s.first, body)).map((request) => appends.append(request.sender, request.input)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect((await messagesAfter(db(), s.firstChat, 1)).map((message) => message.bodyText)).toEqual(['before', 'after', 'last']);
  });
});
