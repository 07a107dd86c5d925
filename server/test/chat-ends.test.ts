/** @jest-environment ./test/support/pglite-environment.cjs */
import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { CHAT_INACTIVITY_JOB, resumeInactivityTimers } from '../src/chats/inactivity-timers';
import { api, nextEvent, sleep, startTestServer, type LooseJson, type TestServer } from './support/test-server';
import { connectGuest, createDepartment, createWidget, heardOf, startAgent, type TestAgent, type TestGuest } from './support/visitor-helpers';

const open: Socket[] = [];
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});

async function agent(t: TestServer, input: Parameters<typeof startAgent>[2] = {}): Promise<TestAgent> {
  const started = await startAgent(t.url, t.server, input);
  open.push(started.socket);
  return started;
}

const say = (g: TestGuest, bodyText: string): Promise<LooseJson> => g.socket.emitWithAck('visitor:message', { clientMessageId: randomUUID(), bodyText });

/** An account (owner, co-admin, two Sales agents), a Sales widget and a guest whose chat the first Sales agent accepted. */
async function acceptedChat(t: TestServer) {
  const owner = await agent(t);
  const coAdmin = await agent(t, { clientId: owner.id, role: 'co_client' });
  const sales = await agent(t, { clientId: owner.id });
  const colleague = await agent(t, { clientId: owner.id });
  const salesId = await createDepartment(t.server, owner.id, [sales.id, colleague.id]);
  const widget = await createWidget(t.server, owner.id, [salesId]);
  const visitor = await connectGuest(t.url, widget.pluginId);
  open.push(visitor.socket);
  const initialized = nextEvent(sales.socket, 'chat-initialized');
  await say(visitor, 'Hello?');
  const incoming = await initialized;
  const accepted = await api(t.url, 'POST', '/visitor/accept-chat', { token: sales.token, body: { visitorId: visitor.hello.visitorId } });
  expect(accepted.status).toBe(200);
  return { owner, coAdmin, sales, colleague, visitor, chatId: incoming.chatId as string };
}

describe('new-chat-history', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it("goes to the account's clients and the owning agent only when an agent ends a chat", async () => {
    const s = await acceptedChat(t);
    const stranger = await agent(t);
    const ownerHears = nextEvent(s.owner.socket, 'new-chat-history');
    const coAdminHears = nextEvent(s.coAdmin.socket, 'new-chat-history');
    const agentHears = nextEvent(s.sales.socket, 'new-chat-history');
    await api(t.url, 'POST', '/chat/end-chat-by-agent', { token: s.sales.token, body: { visitorId: s.visitor.hello.visitorId } });
    const item = await agentHears;
    expect(item).toMatchObject({
      _id: s.chatId,
      chatId: s.chatId,
      status: 5,
      clientId: s.owner.id,
      agentId: s.sales.id,
      conversion: null,
      conversation: [{ direction: 'inbound', bodyText: 'Hello?', chatTime: expect.any(String) }],
      visitorId: { guestId: s.visitor.hello.guestId, technicalDetails: expect.any(Object), visitorDetails: expect.any(Object) },
      updated_at: expect.any(String),
    });
    expect(await ownerHears).toEqual(item);
    expect(await coAdminHears).toEqual(item);
    await sleep(100);
    expect(heardOf(s.colleague, 'new-chat-history')).toEqual([]);
    expect(heardOf(stranger, 'new-chat-history')).toEqual([]);
  });

  it('follows the guest ending the chat too', async () => {
    const s = await acceptedChat(t);
    const agentHears = nextEvent(s.sales.socket, 'new-chat-history');
    expect(await s.visitor.socket.emitWithAck('visitor:end-chat', {})).toEqual({ ok: true });
    expect(await agentHears).toMatchObject({ chatId: s.chatId, status: 5 });
  });
});

describe('inactivity ends', () => {
  let fast: TestServer;
  beforeAll(async () => {
    fast = await startTestServer({ agentInactivityEndAfter: 1, visitorInactivityEndAfter: 2 }, { ownDatabase: true });
  });
  afterAll(() => fast.close());

  it('ends a chat whose guest waits on the agent with status 1', async () => {
    const s = await acceptedChat(fast);
    const ended = nextEvent(s.sales.socket, 'chat-ended', 4000);
    const guestTold = nextEvent(s.visitor.socket, 'widget:chat-ended', 4000);
    const history = nextEvent(s.owner.socket, 'new-chat-history', 4000);
    expect(await ended).toEqual({ visitorId: s.visitor.hello.visitorId, guestId: s.visitor.hello.guestId, chatId: s.chatId, status: 1, agentId: s.sales.id });
    expect(await guestTold).toEqual({ chatId: s.chatId, status: 1, rateable: true });
    expect(await history).toMatchObject({ chatId: s.chatId, status: 1, agentId: s.sales.id });
    expect((await api(fast.url, 'GET', '/chat/conversations', { token: s.sales.token })).body).toEqual([]);
  });

  it('ends a chat whose agent waits on the guest with status 2, and each message moves the deadline', async () => {
    const s = await acceptedChat(fast);
    const send = (bodyText: string) =>
      s.sales.socket.emitWithAck('inbound-agent', { visitorId: s.visitor.hello.visitorId, guestId: s.visitor.hello.guestId, agentId: s.sales.id, bodyText, agentName: 'x', agentPhoto: null });
    // Answering within the agent's second keeps the chat; the guest answering keeps it again.
    await sleep(600);
    expect((await send('How can I help?')).ok).toBe(true);
    await sleep(1200);
    await say(s.visitor, 'A moment please');
    await sleep(600);
    expect((await send('Sure')).ok).toBe(true);
    const started = Date.now();
    const ended = nextEvent(s.sales.socket, 'chat-ended', 4000);
    const guestTold = nextEvent(s.visitor.socket, 'widget:chat-ended', 4000);
    expect(await ended).toMatchObject({ chatId: s.chatId, status: 2 });
    expect(Date.now() - started).toBeGreaterThan(1500);
    expect(await guestTold).toEqual({ chatId: s.chatId, status: 2, rateable: true });
  });

  it('continues the inactivity deadline of an accepted chat after a restart', async () => {
    const s = await acceptedChat(fast);
    // The process lost its job (as the embedded database's queue does in a restart); resuming at start finds the chat and ends it.
    expect(await fast.server.ctx.jobs.cancel(CHAT_INACTIVITY_JOB, s.chatId)).toBe(1);
    await resumeInactivityTimers(fast.server.ctx);
    const ended = nextEvent(s.sales.socket, 'chat-ended', 4000);
    expect(await ended).toMatchObject({ chatId: s.chatId, status: 1 });
  });
});
