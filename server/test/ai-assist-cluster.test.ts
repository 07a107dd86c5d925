/** @jest-environment ./test/support/pglite-environment.cjs */
// AI assist's limits on two nodes of one PostgreSQL database: an agent's consoles on both nodes share one
// rate per minute, and the account's monthly cap counts the requests of every node (issue 36).
import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { AI_ERRORS, type AiStreamEvent } from 'shared-kernel/ai-assist';
import { AI_STAND_IN, startStandIns, type StandIns } from '../dev/stand-ins';
import { describeIfPostgres } from './support/postgres-suite';
import { openConsole } from './support/recording-console';
import { api, nextEvent, startTestServer, type LooseJson, type TestServer } from './support/test-server';
import { connectGuest, salesAccount, startAgent } from './support/visitor-helpers';

// The file's own database (pglite-environment.cjs names it in TEST_DATABASE_URL); unset, the suite skips.
const url = process.env.TEST_DATABASE_URL;

describeIfPostgres(url)('AI assist limits across two nodes on PostgreSQL', () => {
  let a: TestServer;
  let b: TestServer;
  let standIns: StandIns;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const shared = { databaseUrl: url!, severalNodes: true, jwtSecret: `ai-cluster-${randomUUID()}` };
    a = await startTestServer(shared);
    b = await startTestServer(shared);
    standIns = await startStandIns();
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await standIns?.stop();
    await a?.close();
    await b?.close();
  });

  /** Asks on a console; resolves with the acknowledgement and, when accepted, the stream's last event. */
  async function ask(socket: Socket, chatId: string): Promise<{ ack: LooseJson; last?: AiStreamEvent }> {
    const requestId = randomUUID();
    const last = new Promise<AiStreamEvent>((resolve) => {
      const hear = (event: AiStreamEvent) => {
        if (event.requestId !== requestId || event.chunk !== undefined) return;
        socket.off('ai-assist', hear);
        resolve(event);
      };
      socket.on('ai-assist', hear);
    });
    const ack: LooseJson = await socket.emitWithAck('ai-assist-request', { requestId, chatId, kind: 'suggest' });
    return ack.ok ? { ack, last: await last } : { ack };
  }

  it("shares an agent's rate and the account's monthly cap between the nodes", async () => {
    const start = (input?: Parameters<typeof startAgent>[2]) =>
      startAgent(a.url, a.server, input).then((agent) => {
        sockets.push(agent.socket);
        return agent;
      });
    const { owner, sales, widget } = await salesAccount(a.server, start);
    const guest = await connectGuest(a.url, widget.pluginId);
    sockets.push(guest.socket);
    const initialized = nextEvent(sales.socket, 'chat-initialized');
    expect((await guest.socket.emitWithAck('visitor:message', { clientMessageId: randomUUID(), bodyText: 'Where is my parcel?' })).ok).toBe(true);
    const { chatId } = await initialized;
    expect((await api(a.url, 'POST', '/visitor/accept-chat', { token: sales.token, body: { visitorId: guest.hello.visitorId } })).status).toBe(200);
    // The same agent's second console, on node B.
    const onB = (await openConsole(b.url, sales.token)).socket;
    sockets.push(onB);

    const saved = await api(b.url, 'PATCH', '/ai-assist/settings', {
      token: owner.token,
      body: { enabled: true, baseUrl: standIns.url, model: AI_STAND_IN.model, apiKey: AI_STAND_IN.apiKey, agentPerMinute: 2, monthlyCap: 3 },
    });
    expect(saved.status).toBe(200);

    const first = await ask(sales.socket, chatId);
    expect(first.ack).toEqual({ ok: true });
    expect(first.last?.done).toBe('Stand-in reply to "Where is my parcel?".');
    expect((await ask(onB, chatId)).ack).toEqual({ ok: true });
    const limited = await ask(sales.socket, chatId);
    expect(limited.ack).toMatchObject({ ok: false, status: 429, message: AI_ERRORS.agentRate });
    expect(limited.ack.retryAfterMs).toBeGreaterThan(0);
    expect((await ask(onB, chatId)).ack).toMatchObject({ ok: false, status: 429, message: AI_ERRORS.agentRate });

    // Two counted this month, on two nodes; the owner's third (on B) reaches the cap of 3, the fourth (on A) is refused.
    expect((await api(a.url, 'GET', '/ai-assist/settings', { token: owner.token })).body.usedThisMonth).toBe(2);
    const ownerOnB = (await openConsole(b.url, owner.token)).socket;
    sockets.push(ownerOnB);
    expect((await ownerOnB.emitWithAck('ai-assist-request', { requestId: randomUUID(), chatId, kind: 'summarize' })).ok).toBe(true);
    expect(await owner.socket.emitWithAck('ai-assist-request', { requestId: randomUUID(), chatId, kind: 'summarize' })).toEqual({ ok: false, status: 429, message: AI_ERRORS.monthlyCap });
    expect((await api(b.url, 'GET', '/ai-assist/settings', { token: owner.token })).body.usedThisMonth).toBe(3);
  }, 60_000);
});
