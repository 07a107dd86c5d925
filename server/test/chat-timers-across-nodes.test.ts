/** @jest-environment ./test/support/pglite-environment.cjs */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { startStandIns, type StandIns } from '../dev/stand-ins';
import { scheduleConversionUpload } from '../src/bookings/conversion-jobs';
import { resumeChatJobs } from '../src/chats/chat-jobs';
import { chats, conversions, widgets } from '../src/db/schema';
import { eventually, freshDatabase, type FreshDatabase } from './support/fresh-postgres';
import { api, nextEvent, sleep, startTestServer, type TestServer } from './support/test-server';
import { connectGuest, createWidget, heardOf, startAgent, type TestAgent } from './support/visitor-helpers';
import { describeIfPostgres } from './support/postgres-suite';

// Runs only with TEST_DATABASE_URL (a PostgreSQL role that may create databases): three server nodes on
// one new database, an agent console on each. A chat's timers are jobs claimed in the database, so each
// step runs on one node once, and the adapter carries its events to the consoles of every node. The
// booking conversion uploads are jobs too (Google Analytics is the stand-in).
const url = process.env.TEST_DATABASE_URL;
const describeWithPostgres = describeIfPostgres(url);

describeWithPostgres('chat timers on three nodes sharing PostgreSQL', () => {
  let fresh: FreshDatabase;
  let nodes: TestServer[] = [];
  let consoles: TestAgent[] = [];
  let standIns: StandIns;
  const open: Socket[] = [];

  beforeAll(async () => {
    fresh = await freshDatabase(url!);
    standIns = await startStandIns();
    const settings = {
      gaCollectBase: standIns.url,
      databaseUrl: fresh.url,
      severalNodes: true,
      jwtSecret: 'pg-timers-' + randomUUID(),
      chatPriorityAfter: 2,
      chatUnattendedAfter: 4,
      agentInactivityEndAfter: 2,
      visitorInactivityEndAfter: 3,
    };
    // The first migrates; the others then start together.
    nodes = [await startTestServer(settings)];
    nodes.push(...(await Promise.all([startTestServer(settings), startTestServer(settings)])));
    const owner = await startAgent(nodes[0].url, nodes[0].server);
    consoles = [owner, ...(await Promise.all(nodes.slice(1).map((node) => startAgent(node.url, node.server, { clientId: owner.id }))))];
    open.push(...consoles.map((agent) => agent.socket));
  }, 60_000);
  afterAll(async () => {
    for (const socket of open) socket.close();
    await Promise.allSettled(nodes.map((node) => node.close()));
    await fresh?.drop();
    await standIns?.stop();
  });

  /** A guest on `node` writes once; every console is offered the chat. */
  async function newChat(node: TestServer) {
    const widget = await createWidget(node.server, consoles[0].id);
    const analytics = JSON.stringify({ event_name: '', measurementId: 'G-TEST123', apiSecret: 'secret-1' });
    await node.server.ctx.db
      .update(widgets)
      .set({ settings: sql`${widgets.settings} || jsonb_build_object('googleAnalytics', ${analytics}::jsonb)` })
      .where(eq(widgets.id, widget.id));
    const guest = await connectGuest(node.url, widget.pluginId);
    open.push(guest.socket);
    const offered = consoles.map((agent) => nextEvent(agent.socket, 'chat-initialized', 5000));
    await guest.socket.emitWithAck('visitor:message', { clientMessageId: randomUUID(), bodyText: 'Anyone there?' });
    const chatId = (await Promise.all(offered))[0].chatId as string;
    return { guest, chatId, widgetId: widget.id };
  }

  const chatRow = async (chatId: string) => (await nodes[0].server.ctx.db.select().from(chats).where(eq(chats.id, chatId)))[0];
  const counts = (event: string, chatId: string) => consoles.map((agent) => heardOf(agent, event).filter((payload) => payload.chatId === chatId).length);

  /** As if every node had just started: each gives the pending and active chats their jobs again. */
  const resumeOnEveryNode = () => Promise.all(nodes.map((node) => resumeChatJobs(node.server.ctx)));

  it('turns a chat left alone Priority once and unattended once, however many nodes resumed its timers', async () => {
    const { chatId } = await newChat(nodes[1]);
    await resumeOnEveryNode();
    await eventually(async () => (await chatRow(chatId)).state === 'ended', 15_000);
    // Time for a second run on another node, were there one (pg-boss polls each second).
    await sleep(3000);
    expect(await chatRow(chatId)).toMatchObject({ state: 'ended', status: 4, priority: true });
    expect(counts('chat-not-accepted', chatId)).toEqual([1, 1, 1]);
    expect(counts('chat-ended', chatId)).toEqual([1, 1, 1]);
    expect(counts('new-chat-history', chatId)).toEqual([1, 0, 0]);
  }, 30_000);

  it("ends an accepted chat once for inactivity, after the message written on another node", async () => {
    const { guest, chatId } = await newChat(nodes[0]);
    const agent = consoles[2];
    const accepted = await api(nodes[2].url, 'POST', '/visitor/accept-chat', { token: agent.token, body: { visitorId: guest.hello.visitorId } });
    expect(accepted.status).toBe(200);
    await resumeOnEveryNode();
    // The agent answers on its node; the guest (on another node) then owes an answer within 3 s.
    await sleep(1000);
    expect((await agent.socket.emitWithAck('inbound-agent', { visitorId: guest.hello.visitorId, bodyText: 'How can I help?' })).ok).toBe(true);
    const answered = Date.now();
    await eventually(async () => (await chatRow(chatId)).state === 'ended', 15_000);
    // pg-boss looks for due jobs each second: up to about a second late.
    expect(Date.now() - answered).toBeGreaterThanOrEqual(2800);
    await sleep(3000);
    expect(await chatRow(chatId)).toMatchObject({ state: 'ended', status: 2 });
    expect(counts('chat-ended', chatId)).toEqual([1, 1, 1]);
    expect(counts('chat-not-accepted', chatId)).toEqual([0, 0, 0]);
  }, 30_000);

  it('still runs the steps and the upload a node left due when it went away (they wait in the database, not in that process)', async () => {
    const { guest, chatId, widgetId } = await newChat(nodes[1]);
    // A conversion confirmed on that node, its upload due in 2 s.
    const conversionId = randomUUID();
    await nodes[1].server.ctx.db.insert(conversions).values({
      id: conversionId,
      clientId: consoles[0].id,
      chatId,
      widgetId,
      visitorId: guest.hello.visitorId,
      guestId: guest.hello.guestId,
      agentId: consoles[0].id,
      status: 1,
      nextAttemptAt: new Date(Date.now() + 2000),
    });
    await scheduleConversionUpload(nodes[1].server.ctx, conversionId, new Date(Date.now() + 2000));
    await nodes[1].close();
    await eventually(async () => (await chatRow(chatId)).state === 'ended', 15_000);
    await sleep(3000);
    const [conversion] = await nodes[0].server.ctx.db.select().from(conversions).where(eq(conversions.id, conversionId));
    expect(conversion).toMatchObject({ status: 2, attempts: 1, analyticsUploaded: true });
    const uploads = standIns.analyticsCalls.filter((call) => (call.body?.events?.[0]?.params as { chat_id?: string } | undefined)?.chat_id === chatId);
    expect(uploads.map((call) => call.endpoint)).toEqual(['debug', 'collect']);
    expect(await chatRow(chatId)).toMatchObject({ state: 'ended', status: 4, priority: true });
    // The consoles of the two nodes left hear each step once (the third console went with its node).
    expect(counts('chat-not-accepted', chatId)).toEqual([1, 0, 1]);
    expect(counts('chat-ended', chatId)).toEqual([1, 0, 1]);
  }, 30_000);
});
