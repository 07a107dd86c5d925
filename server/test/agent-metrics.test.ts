/** @jest-environment ./test/support/pglite-environment.cjs */
// GET /user-metrics/first-chat-ans-avg-time and /first-chat-ans-list over hand-made chats whose times are
// known to the second: every figure, the duration windows' edges, the widget filter, and who may ask.
import { randomUUID } from 'node:crypto';
import type { AgentMetricsChat, AgentMetricsDomain } from 'shared-kernel/contracts';
import { STAFF_MESSAGES } from '../src/agents/staff-access';
import { inArray } from 'drizzle-orm';
import { chatMessages, chats, widgets } from '../src/db/schema';
import { durationStart, startOfToday } from '../src/history/history-query';
import { METRICS_QUERY_MESSAGES } from '../src/metrics/metrics-query';
import { historyAccount, insertVisitor, softDeleteWidget } from './support/history-fixtures';
import { api, createUser, signIn, startTestServer, type TestServer } from './support/test-server';
import { connectGuest, createWidget, salesAccount, startAgent } from './support/visitor-helpers';
import type { Socket } from 'socket.io-client';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

type Account = Awaited<ReturnType<typeof historyAccount>>;
type Line = ['guest' | 'agent' | 'auto', number];

const at = (base: number, seconds: number) => new Date(base + seconds * 1000);

/**
 * A chat of its own guest with times in seconds after `base`: created at `created` (the first line's time
 * by default), accepted by `agentId` at `accepted`, ended at `ended` (open when null), and its messages.
 */
async function chat(
  account: Account,
  input: { widgetId: string; agentId: string | null; base: number; accepted: number | null; ended: number | null; lines: Line[]; created?: number },
): Promise<string> {
  const visitor = await insertVisitor(t.server, { clientId: account.owner.id, widgetId: input.widgetId });
  const id = randomUUID();
  const created = input.created ?? input.lines[0]?.[1] ?? input.accepted ?? 0;
  await t.server.ctx.db.insert(chats).values({
    id,
    clientId: account.owner.id,
    widgetId: input.widgetId,
    visitorRowId: visitor.id,
    visitorId: visitor.visitorId,
    guestId: visitor.guestId,
    state: input.ended !== null ? 'ended' : input.accepted !== null ? 'active' : 'pending',
    status: input.ended !== null ? 5 : null,
    agentId: input.agentId,
    agentName: input.agentId ? 'Agent' : null,
    lastSeq: input.lines.length,
    createdAt: at(input.base, created),
    updatedAt: at(input.base, input.ended ?? created),
    acceptedAt: input.accepted === null ? null : at(input.base, input.accepted),
    endedAt: input.ended === null ? null : at(input.base, input.ended),
  });
  if (input.lines.length) {
    await t.server.ctx.db.insert(chatMessages).values(
      input.lines.map(([who, seconds], index) => ({
        id: randomUUID(),
        chatId: id,
        seq: index + 1,
        direction: who === 'guest' ? ('inbound' as const) : ('outbound' as const),
        bodyText: who === 'auto' ? '[auto-message]Need help?' : `${who} line ${index + 1}`,
        agentId: who === 'agent' ? input.agentId : null,
        agentName: who === 'agent' ? 'Agent' : null,
        createdAt: at(input.base, seconds),
      })),
    );
  }
  return id;
}

function metricsPath(kind: 'avg' | 'list', query: string): string {
  return `/user-metrics/${kind === 'avg' ? 'first-chat-ans-avg-time' : 'first-chat-ans-list'}?${query}`;
}
const avg = (token: string, query: string) => api<AgentMetricsDomain[]>(t.url, 'GET', metricsPath('avg', query), { token });
const list = (token: string, query: string) => api<{ data: AgentMetricsChat[] }>(t.url, 'GET', metricsPath('list', query), { token });
const byPlugin = (rows: AgentMetricsDomain[]) => Object.fromEntries(rows.map((row) => [row.pluginId, row]));

describe('agent metrics figures', () => {
  let acc: Account;
  let old: { id: string; pluginId: string };
  const ids: Record<string, string> = {};
  let openAccepted = 0;
  const domains: Record<string, string> = {};

  beforeAll(async () => {
    acc = await historyAccount(t.server, t.url);
    old = await createWidget(t.server, acc.owner.id);
    const now = Date.now();
    const base = now - 3 * 60 * 60 * 1000;
    const alice = acc.agentA.id;
    const shop = acc.shop.id;
    const blog = acc.blog.id;
    // Shop: a guest's chat (waited 30.6 s, answered after 15.4 s), one opened by an auto message, one the
    // agent started, one never answered, and one still open.
    ids.c1 = await chat(acc, { widgetId: shop, agentId: alice, base, accepted: 30.6, ended: 300, lines: [['guest', 0], ['agent', 46], ['guest', 60], ['agent', 90]] });
    ids.c2 = await chat(acc, { widgetId: shop, agentId: alice, base, accepted: 130, ended: 400, lines: [['auto', 100], ['guest', 110], ['agent', 170]] });
    ids.c3 = await chat(acc, { widgetId: shop, agentId: alice, base, accepted: 500, ended: 800, lines: [['agent', 500], ['guest', 520], ['agent', 530]] });
    ids.c4 = await chat(acc, { widgetId: shop, agentId: alice, base, accepted: 960, ended: 1000, lines: [['guest', 900], ['guest', 970]] });
    openAccepted = now - 9 * 60 * 1000;
    ids.c5 = await chat(acc, { widgetId: shop, agentId: alice, base: now, accepted: -540, ended: null, lines: [['guest', -600], ['agent', -480]] });
    // Blog: a chat without any message (the wait counts from its creation) and a proactive one.
    ids.c6 = await chat(acc, { widgetId: blog, agentId: alice, base, created: 1000, accepted: 1010, ended: 1020, lines: [] });
    ids.c7 = await chat(acc, { widgetId: blog, agentId: alice, base, accepted: 1100, ended: 1200, lines: [['agent', 1100], ['guest', 1150]] });
    // A widget deleted since: the agent's work there still counts.
    ids.c11 = await chat(acc, { widgetId: old.id, agentId: alice, base, accepted: 2000, ended: 2100, lines: [['guest', 1990], ['agent', 2005]] });
    await softDeleteWidget(t.server, old.id);
    // Not counted: a colleague's chat, a chat nobody accepted, and (but in last-month) Alice's chat of 8 days ago.
    await chat(acc, { widgetId: shop, agentId: acc.agentB.id, base, accepted: 10, ended: 20, lines: [['guest', 0], ['agent', 12]] });
    ids.c9 = await chat(acc, { widgetId: shop, agentId: alice, base: now - 8 * 24 * 3600 * 1000, accepted: 10, ended: 20, lines: [['guest', 0], ['agent', 12]] });
    await chat(acc, { widgetId: shop, agentId: null, base, accepted: null, ended: null, lines: [['guest', 50]] });
    for (const row of await t.server.ctx.db.select({ id: widgets.id, domain: widgets.domain }).from(widgets).where(inArray(widgets.id, [shop, blog, old.id]))) {
      domains[row.id] = row.domain;
    }
  });

  it('answers one row per widget with counted chats: accepted, responded, average response (guest chats only), proactive', async () => {
    const answer = await avg(acc.owner.token, `agentId=${acc.agentA.id}&duration=last-7-days`);
    expect(answer.status).toBe(200);
    const rows = byPlugin(answer.body);
    expect(Object.keys(rows).sort()).toEqual([acc.shop.pluginId, acc.blog.pluginId, old.pluginId].sort());
    // (15.4 + 40 + 60) / 3 = 38.47: the proactive chat's answer and the unanswered chat stay out.
    expect(rows[acc.shop.pluginId]).toEqual({ pluginId: acc.shop.pluginId, domain: expect.any(String), totalAcceptedChats: 5, totalRespondedChats: 4, averageResponseTime: 38, proactiveChats: 1 });
    // Only a proactive answer: no guest waited, the average is 0.
    expect(rows[acc.blog.pluginId]).toEqual({ pluginId: acc.blog.pluginId, domain: expect.any(String), totalAcceptedChats: 2, totalRespondedChats: 1, averageResponseTime: 0, proactiveChats: 1 });
    expect(rows[old.pluginId]).toEqual({ pluginId: old.pluginId, domain: expect.any(String), totalAcceptedChats: 1, totalRespondedChats: 1, averageResponseTime: 5, proactiveChats: 0 });
    // Ordered by domain.
    expect(answer.body.map((row) => row.domain)).toEqual([domains[acc.shop.id], domains[acc.blog.id], domains[old.id]].sort());
    expect(rows[acc.shop.pluginId].domain).toBe(domains[acc.shop.id]);
    expect(rows[old.pluginId].domain).toBe(domains[old.id]);
  });

  it('lists every counted chat, newest accepted first, with its figures in whole seconds', async () => {
    const answer = await list(acc.coAdmin.token, `agentId=${acc.agentA.id}&duration=last-month&tz=Europe/Berlin`);
    expect(answer.status).toBe(200);
    const rows = answer.body.data;
    expect(rows.map((row) => row.chatId)).toEqual([ids.c5, ids.c11, ids.c7, ids.c6, ids.c4, ids.c3, ids.c2, ids.c1, ids.c9]);
    const lastWeek = await list(acc.owner.token, `agentId=${acc.agentA.id}&duration=last-7-days`);
    expect(lastWeek.body.data.map((row) => row.chatId)).toEqual(rows.slice(0, 8).map((row) => row.chatId));
    const shop = domains[acc.shop.id];
    const byId = Object.fromEntries(rows.map((row) => [row.chatId, row]));
    expect(byId[ids.c1]).toEqual({ chatId: ids.c1, domain: shop, totalMessages: 4, totalTimeSpent: 269, responseTime: 15, ended: true, waitTime: 31 });
    // The auto message opens the chat but the guest's message starts the wait.
    expect(byId[ids.c2]).toEqual({ chatId: ids.c2, domain: shop, totalMessages: 3, totalTimeSpent: 270, responseTime: 40, ended: true, waitTime: 20 });
    expect(byId[ids.c3]).toEqual({ chatId: ids.c3, domain: shop, totalMessages: 3, totalTimeSpent: 300, responseTime: 0, ended: true, waitTime: 0 });
    expect(byId[ids.c4]).toEqual({ chatId: ids.c4, domain: shop, totalMessages: 2, totalTimeSpent: 40, responseTime: null, ended: true, waitTime: 60 });
    expect(byId[ids.c6]).toEqual({ chatId: ids.c6, domain: domains[acc.blog.id], totalMessages: 0, totalTimeSpent: 10, responseTime: null, ended: true, waitTime: 10 });
    expect(byId[ids.c7]).toMatchObject({ totalMessages: 2, totalTimeSpent: 100, responseTime: 0, ended: true, waitTime: 0 });
    expect(byId[ids.c11]).toMatchObject({ totalMessages: 2, totalTimeSpent: 100, responseTime: 5, ended: true, waitTime: 10 });
    // The open chat: time spent runs until now.
    const open = byId[ids.c5];
    expect(open).toMatchObject({ chatId: ids.c5, domain: shop, totalMessages: 2, responseTime: 60, ended: false, waitTime: 60 });
    const runningFor = Math.round((Date.now() - openAccepted) / 1000);
    expect(open.totalTimeSpent).toBeGreaterThanOrEqual(540);
    expect(open.totalTimeSpent).toBeLessThanOrEqual(runningFor + 1);
    expect(Object.keys(open).sort()).toEqual(['chatId', 'domain', 'ended', 'responseTime', 'totalMessages', 'totalTimeSpent', 'waitTime']);
  });

  it('filters by widget, however the query spells pluginIds', async () => {
    const agent = `agentId=${acc.agentA.id}&duration=last-7-days`;
    const token = acc.owner.token;
    const bracketed = await avg(token, `${agent}&pluginIds[]=${acc.shop.pluginId}&pluginIds[]=${acc.blog.pluginId}`);
    expect(bracketed.body.map((row) => row.pluginId).sort()).toEqual([acc.shop.pluginId, acc.blog.pluginId].sort());
    const encoded = await avg(token, `${agent}&pluginIds%5B%5D=${acc.blog.pluginId}`);
    expect(encoded.body.map((row) => row.pluginId)).toEqual([acc.blog.pluginId]);
    const repeated = await avg(token, `${agent}&pluginIds=${acc.shop.pluginId}&pluginIds=${old.pluginId}`);
    expect(repeated.body.map((row) => row.pluginId).sort()).toEqual([acc.shop.pluginId, old.pluginId].sort());
    const single = await list(token, `${agent}&pluginIds=${acc.blog.pluginId}`);
    expect(single.body.data.map((row) => row.chatId)).toEqual([ids.c7, ids.c6]);
    // Empty values are every widget.
    expect((await avg(token, `${agent}&pluginIds=`)).body).toHaveLength(3);
    expect((await avg(token, `${agent}&pluginIds[]=`)).body).toHaveLength(3);
    // Another account's widget (or an unknown pluginId) matches nothing.
    const stranger = await createUser(t.server, { role: 'client' });
    const theirs = await createWidget(t.server, stranger.id);
    expect((await avg(token, `${agent}&pluginIds=${theirs.pluginId}`)).body).toEqual([]);
    expect((await list(token, `${agent}&pluginIds=${randomUUID()}`)).body).toEqual({ data: [] });
  });

  it('answers managers about agents, and refuses agents, managers about co-admins or managers, and other accounts', async () => {
    const query = (id: string) => `agentId=${id}&duration=last-7-days`;
    expect((await avg(acc.manager.token, query(acc.agentA.id))).body).toHaveLength(3);
    expect((await list(acc.manager.token, query(acc.agentA.id))).body.data).toHaveLength(8);
    // Agents: not even their own figures.
    for (const call of [avg, list]) {
      for (const id of [acc.agentA.id, acc.agentB.id]) {
        const refused = await call(acc.agentA.token, query(id));
        expect([refused.status, refused.body]).toEqual([403, { statusCode: 403, message: STAFF_MESSAGES.agentsOnly }]);
      }
      for (const id of [acc.coAdmin.id, acc.manager.id]) {
        const refused = await call(acc.manager.token, query(id));
        expect([refused.status, (refused.body as unknown as { message: string }).message]).toEqual([403, STAFF_MESSAGES.managersManageAgents]);
      }
      // Admins may look at any staff member, a manager or co-admin included (none has chats here).
      expect((await call(acc.coAdmin.token, query(acc.manager.id))).status).toBe(200);
      const other = await historyAccount(t.server, t.url);
      for (const [token, id] of [
        [other.owner.token, acc.agentA.id],
        [acc.owner.token, other.agentA.id],
        [acc.coAdmin.token, acc.owner.id],
        [acc.owner.token, randomUUID()],
      ]) {
        const unknown = await call(token, query(id));
        expect([unknown.status, unknown.body]).toEqual([404, { statusCode: 404, message: STAFF_MESSAGES.notFound }]);
      }
      expect((await api(t.url, 'GET', metricsPath(call === avg ? 'avg' : 'list', query(acc.agentA.id)))).status).toBe(401);
    }
  });

  it.each([
    ['duration=today', METRICS_QUERY_MESSAGES.agentId],
    ['agentId=&duration=today', METRICS_QUERY_MESSAGES.agentId],
    ['agentId=AGENT', METRICS_QUERY_MESSAGES.duration],
    ['agentId=AGENT&duration=', METRICS_QUERY_MESSAGES.duration],
    ['agentId=AGENT&duration=yesterday', METRICS_QUERY_MESSAGES.duration],
    ['agentId=AGENT&duration=today&tz=Mars/Olympus', METRICS_QUERY_MESSAGES.tz],
    ['agentId=AGENT&agentId=AGENT&duration=today', 'agentId must be text'],
    ['agentId=AGENT&duration=today&MANY_PLUGIN_IDS', 'At most 200 pluginIds'],
  ])('refuses a bad query (%s) with 400 and a message', async (query, message) => {
    const many = Array.from({ length: 201 }, (_, i) => `pluginIds=p${i}`).join('&');
    for (const call of [avg, list]) {
      const answer = await call(acc.owner.token, query.replaceAll('AGENT', acc.agentA.id).replace('MANY_PLUGIN_IDS', many));
      expect([answer.status, (answer.body as unknown as { message: string }).message]).toEqual([400, message]);
    }
  });
});

describe('agent metrics duration windows', () => {
  // One agent per window; a chat just inside and one just outside each edge.
  async function windowCase(duration: string, start: Date, tz?: string) {
    const acc = await historyAccount(t.server, t.url);
    const agent = acc.agentA.id;
    const now = Date.now();
    // Just inside: after the start, never in the future (a minute in, or half-way for a day begun a moment ago).
    const inside = start.getTime() + Math.min(60_000, Math.floor((now - start.getTime()) / 2));
    const lines = (seconds: number): Line[] => [['guest', seconds - 5], ['agent', seconds + 3]];
    const inId = await chat(acc, { widgetId: acc.shop.id, agentId: agent, base: inside, accepted: 0, ended: 10, lines: lines(0) });
    await chat(acc, { widgetId: acc.shop.id, agentId: agent, base: start.getTime() - 60_000, accepted: 0, ended: 10, lines: lines(0) });
    const query = `agentId=${agent}&duration=${duration}${tz ? `&tz=${encodeURIComponent(tz)}` : ''}`;
    const domainsAnswer = await avg(acc.owner.token, query);
    expect(domainsAnswer.body).toEqual([
      { pluginId: acc.shop.pluginId, domain: expect.any(String), totalAcceptedChats: 1, totalRespondedChats: 1, averageResponseTime: 3, proactiveChats: 0 },
    ]);
    expect((await list(acc.owner.token, query)).body.data).toEqual([
      { chatId: inId, domain: expect.any(String), totalMessages: 2, totalTimeSpent: 10, responseTime: 3, ended: true, waitTime: 5 },
    ]);
  }

  it("today starts at the caller's midnight in their time zone", async () => {
    // UTC+14: its day starts 14 hours before UTC's, so a UTC 'today' would count it differently.
    const tz = 'Pacific/Kiritimati';
    await windowCase('today', startOfToday(new Date(), tz), tz);
    await windowCase('today', startOfToday(new Date(), 'America/Los_Angeles'), 'America/Los_Angeles');
  });

  it('today without a time zone starts at midnight UTC', async () => {
    await windowCase('today', startOfToday(new Date(), 'UTC'));
  });

  it('last-7-days starts 7 days back and last-month one calendar month back', async () => {
    await windowCase('last-7-days', new Date(Date.now() - 7 * 24 * 60 * 60 * 1000));
    await windowCase('last-month', durationStart('last-month', undefined)!);
  });

  it('answers empty for an agent without chats in the window', async () => {
    const acc = await historyAccount(t.server, t.url);
    expect((await avg(acc.owner.token, `agentId=${acc.agentB.id}&duration=today`)).body).toEqual([]);
    expect((await list(acc.owner.token, `agentId=${acc.agentB.id}&duration=today`)).body).toEqual({ data: [] });
  });

  it('counts the chats of a deactivated agent, whom admins may still look at', async () => {
    const acc = await historyAccount(t.server, t.url);
    const gone = await createUser(t.server, { role: 'agent', clientId: acc.owner.id, status: 3 });
    await chat(acc, { widgetId: acc.blog.id, agentId: gone.id, base: Date.now() - 60_000, accepted: 2, ended: 30, lines: [['guest', 0], ['agent', 9]] });
    const answer = await avg((await signIn(t.url, (await createUser(t.server, { role: 'co_client', clientId: acc.owner.id })).email)).accessToken, `agentId=${gone.id}&duration=last-7-days`);
    expect(answer.body).toEqual([{ pluginId: acc.blog.pluginId, domain: expect.any(String), totalAcceptedChats: 1, totalRespondedChats: 1, averageResponseTime: 7, proactiveChats: 0 }]);
  });
});

describe('agent metrics of chats made the live way', () => {
  const open: Socket[] = [];
  afterAll(() => open.forEach((socket) => socket.close()));

  it('reads a guest-started chat as waited for and a chat the agent requested as proactive', async () => {
    const start = async (input?: Parameters<typeof startAgent>[2]) => {
      const agent = await startAgent(t.url, t.server, input);
      open.push(agent.socket);
      return agent;
    };
    const { owner, sales, widget } = await salesAccount(t.server, start);
    const asker = await connectGuest(t.url, widget.pluginId);
    const browser = await connectGuest(t.url, widget.pluginId);
    open.push(asker.socket, browser.socket);
    const ack = await asker.socket.emitWithAck('visitor:message', { clientMessageId: randomUUID(), bodyText: 'Hello?' });
    expect(ack.ok).toBe(true);
    const accept = await api(t.url, 'POST', '/visitor/accept-chat', { token: sales.token, body: { visitorId: asker.hello.visitorId } });
    expect(accept.status).toBe(200);
    expect((await sales.socket.emitWithAck('inbound-agent', { visitorId: asker.hello.visitorId, bodyText: 'Hi, how can I help?' })).ok).toBe(true);
    const requested = await api(t.url, 'POST', '/chat/request-chat', { token: sales.token, body: { visitorId: browser.hello.visitorId, bodyText: 'Can I help you?' } });
    expect(requested.status).toBe(200);

    const query = `agentId=${sales.id}&duration=today&tz=UTC`;
    const rows = (await avg(owner.token, query)).body;
    expect(rows).toEqual([{ pluginId: widget.pluginId, domain: expect.any(String), totalAcceptedChats: 2, totalRespondedChats: 2, averageResponseTime: expect.any(Number), proactiveChats: 1 }]);
    const chatsOf = Object.fromEntries((await list(owner.token, query)).body.data.map((row) => [row.chatId, row]));
    expect(chatsOf[requested.body.chatId]).toMatchObject({ totalMessages: 1, responseTime: 0, waitTime: 0, ended: false });
    expect(chatsOf[ack.message.chatId]).toMatchObject({ totalMessages: 2, responseTime: expect.any(Number), ended: false });
    expect(chatsOf[ack.message.chatId].responseTime).not.toBeNull();
  });
});
