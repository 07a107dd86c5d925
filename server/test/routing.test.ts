/** @jest-environment ./test/support/pglite-environment.cjs */
// Routing at peak (issue 27) on the real server and the embedded database: chat limits, automatic
// assignment with its accept window, the queue the guest sees, queue limits, escalation.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { WidgetRouting } from 'shared-kernel/contracts';
import { ROUTING_DEFAULTS, ROUTING_TEXTS } from 'shared-kernel/queue';
import { schedulePendingChat } from '../src/chats/chat-timers';
import { availabilityChanges, chatActivity, chatMessages, chatOffers, chats, users, widgets } from '../src/db/schema';
import { schedulePendingEscalation, scheduleReplyCheck } from '../src/chats/escalation-timers';
import { ROUTING_WAIT_JOB } from '../src/routing/routing-publish';
import { socketFixture } from './support/socket-fixture';
import { api, nextEvent, outboxFor, sendForm, sleep, type LooseJson } from './support/test-server';
import { createDepartment, createWidget, heardOf, type TestAgent, type TestGuest } from './support/visitor-helpers';

const fx = socketFixture();
const { agent, guest } = fx;

const say = (g: TestGuest, bodyText = 'Hello?'): Promise<LooseJson> => g.socket.emitWithAck('visitor:message', { clientMessageId: randomUUID(), bodyText });
const post = (token: string, path: string, body: unknown) => api(fx.t.url, 'POST', path, { token, body });
const db = () => fx.t.server.ctx.db;

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 8000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await sleep(40);
  }
}

async function setRouting(widgetId: string, routing: Partial<WidgetRouting>): Promise<void> {
  const [row] = await db().select().from(widgets).where(eq(widgets.id, widgetId));
  await db()
    .update(widgets)
    .set({ settings: { ...row.settings, routing: { ...ROUTING_DEFAULTS, ...routing } } })
    .where(eq(widgets.id, widgetId));
}

async function setLimit(userId: string, chatLimit: number | null, accountId: string): Promise<void> {
  await db().update(users).set({ chatLimit }).where(eq(users.id, userId));
  fx.t.server.ctx.audience.forget(accountId);
}

/** An owner (offline unless told), `count` agents of one department, and a widget of it. */
async function team(count: number, options: { limit?: number | null; ownerOnline?: boolean } = {}) {
  const owner = await agent({ online: options.ownerOnline ?? false });
  const agents: TestAgent[] = [];
  for (let i = 0; i < count; i += 1) agents.push(await agent({ clientId: owner.id }));
  const department = await createDepartment(fx.t.server, owner.id, agents.map((a) => a.id));
  for (const a of agents) await setLimit(a.id, options.limit === undefined ? 5 : options.limit, owner.id);
  const widget = await createWidget(fx.t.server, owner.id, [department]);
  return { owner, agents, department, widget };
}

const chatOf = async (visitorId: string) => (await db().select().from(chats).where(eq(chats.visitorId, visitorId)))[0];
const settle = () => fx.t.server.ctx.routing.settled();

describe('chat limits and the queue (offer to all)', () => {
  it('queues the guest beyond the limit, refuses the agent at it, and gives the queued guest the agent when a chat ends', async () => {
    const { agents, widget } = await team(1, { limit: 1 });
    const [anna] = agents;
    const first = await guest(widget.pluginId);
    const firstOffered = nextEvent(anna.socket, 'chat-initialized');
    await say(first);
    await firstOffered;
    expect((await post(anna.token, '/visitor/accept-chat', { visitorId: first.hello.visitorId })).status).toBe(200);

    const second = await guest(widget.pluginId);
    const placed = nextEvent(second.socket, 'widget:queue');
    await say(second, 'Anyone there?');
    expect(await placed).toMatchObject({ position: 1, expectedWaitSeconds: null });
    // Not offered while Anna has no room; her accept is refused with the limit's message.
    await settle();
    expect(heardOf(anna, 'chat-initialized').map((c) => c.visitorId)).toEqual([first.hello.visitorId]);
    const refused = await post(anna.token, '/visitor/accept-chat', { visitorId: second.hello.visitorId });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(ROUTING_TEXTS.atLimit(1, 1));
    const listed = await api(fx.t.url, 'GET', '/chat/unaccepted-chats', { token: anna.token });
    expect(listed.body).toEqual([]);

    // A reload keeps the place.
    const again = await guest(widget.pluginId, { visitorId: second.hello.visitorId });
    expect(again.hello.chat.queue).toMatchObject({ position: 1 });

    const offeredNow = nextEvent(anna.socket, 'chat-initialized');
    const leftQueue = nextEvent(second.socket, 'widget:queue');
    expect((await post(anna.token, '/chat/end-chat-by-agent', { visitorId: first.hello.visitorId })).status).toBeLessThan(500);
    expect((await offeredNow).visitorId).toBe(second.hello.visitorId);
    expect((await leftQueue).position).toBeNull();
    expect((await post(anna.token, '/visitor/accept-chat', { visitorId: second.hello.visitorId })).status).toBe(200);
  });

  it('drops a guest who left from the queue; the guests behind move up and never back', async () => {
    const { agents, widget } = await team(1, { limit: 1 });
    const busy = await guest(widget.pluginId);
    await say(busy);
    await settle();
    await post(agents[0].token, '/visitor/accept-chat', { visitorId: busy.hello.visitorId });
    const leaving = await guest(widget.pluginId);
    await say(leaving);
    const staying = await guest(widget.pluginId);
    await say(staying);
    await settle();
    expect((await chatOf(staying.hello.visitorId)).queuePosition).toBe(2);
    const movedUp = nextEvent(staying.socket, 'widget:queue');
    leaving.socket.close();
    expect((await movedUp).position).toBe(1);
    const positions = staying.heard.filter((e) => e.event === 'widget:queue').map((e) => e.payload.position);
    expect(positions).toEqual([2, 1]);
  });
});

describe('automatic assignment', () => {
  it('offers each chat to the agent with the most free room; a declined offer moves on', async () => {
    const { agents, widget } = await team(2, { limit: 2 });
    await setRouting(widget.id, { mode: 'auto' });
    const [anna, ben] = agents;
    const g1 = await guest(widget.pluginId);
    await say(g1);
    await settle();
    const c1 = await chatOf(g1.hello.visitorId);
    expect([anna.id, ben.id]).toContain(c1.offeredTo);
    const first = c1.offeredTo === anna.id ? anna : ben;
    const other = first === anna ? ben : anna;
    // Only the offered agent hears it, with the window.
    await waitFor(async () => heardOf(first, 'chat-initialized').length, (n) => n === 1);
    expect(heardOf(first, 'chat-initialized')[0].offer).toMatchObject({ agentId: first.id });
    expect(heardOf(other, 'chat-initialized')).toEqual([]);

    const g2 = await guest(widget.pluginId);
    await say(g2);
    await settle();
    expect((await chatOf(g2.hello.visitorId)).offeredTo).toBe(other.id);

    // `other` declines: it goes to `first`, who still has room for one more.
    const withdrawn = nextEvent(other.socket, 'chat-offer-withdrawn');
    const declined = await post(other.token, '/chat/decline-offer', { chatId: (await chatOf(g2.hello.visitorId)).id });
    expect(declined.status).toBe(200);
    expect((await withdrawn).reason).toBe('declined');
    await settle();
    expect((await chatOf(g2.hello.visitorId)).offeredTo).toBe(first.id);
    // Declining what is not offered to you answers as an unknown chat.
    expect((await post(other.token, '/chat/decline-offer', { chatId: c1.id })).status).toBe(404);
    // The spec's Priority step still comes, to the offered agent only.
    const priority = nextEvent(first.socket, 'chat-not-accepted');
    await schedulePendingChat(fx.t.server.ctx, { id: c1.id, createdAt: new Date(Date.now() - 120_000), priority: false, widgetId: widget.id });
    expect(await priority).toMatchObject({ chatId: c1.id, priority: true });
    expect(heardOf(other, 'chat-not-accepted')).toEqual([]);
    expect((await post(first.token, '/visitor/accept-chat', { visitorId: g1.hello.visitorId })).status).toBe(200);
  });

  it('withdraws an offer when its accept window runs out, by the timer alone (no other event), and offers it to the next agent', async () => {
    const { agents, widget } = await team(2, { limit: 2 });
    await setRouting(widget.id, { mode: 'auto', acceptWindowSeconds: 10 });
    const g = await guest(widget.pluginId);
    await say(g);
    await settle();
    const chat = await chatOf(g.hello.visitorId);
    const slow = agents.find((a) => a.id === chat.offeredTo)!;
    const next = agents.find((a) => a.id !== chat.offeredTo)!;
    const timedOut = nextEvent(slow.socket, 'chat-offer-withdrawn', 15_000);
    const reoffered = nextEvent(next.socket, 'chat-initialized', 15_000);
    expect(await timedOut).toMatchObject({ chatId: chat.id, reason: 'timeout' });
    expect((await reoffered).offer).toMatchObject({ agentId: next.id });
  }, 30_000);

  it('moves an offer on when its window passes, marks the agent not responding, and sets away after two misses', async () => {
    const { owner, agents, widget } = await team(2, { limit: 3, ownerOnline: true });
    await setRouting(widget.id, { mode: 'auto', acceptWindowSeconds: 10 });
    const [anna, ben] = agents;
    const expire = async (chatId: string) => {
      await db().update(chats).set({ offerExpiresAt: new Date(Date.now() - 1000) }).where(eq(chats.id, chatId));
      fx.t.server.ctx.routing.kick(owner.id);
      await settle();
    };
    const g1 = await guest(widget.pluginId);
    await say(g1);
    await settle();
    const c1 = await chatOf(g1.hello.visitorId);
    const slow = c1.offeredTo === anna.id ? anna : ben;
    const next = slow === anna ? ben : anna;
    const notResponding = nextEvent(owner.socket, 'agent-not-responding');
    await expire(c1.id);
    expect((await chatOf(g1.hello.visitorId)).offeredTo).toBe(next.id);
    expect(await notResponding).toMatchObject({ agentId: slow.id, chatId: c1.id });
    expect(heardOf(slow, 'chat-offer-withdrawn').map((e) => e.reason)).toEqual(['timeout']);
    const [marked] = await db().select().from(users).where(eq(users.id, slow.id));
    expect(marked.missedOffers).toBe(1);
    expect(marked.notRespondingSince).not.toBeNull();

    // `next` misses it too: both skipped it within its window, so it waits in the queue.
    await expire(c1.id);
    expect(await chatOf(g1.hello.visitorId)).toMatchObject({ offeredTo: null, queuePosition: 1 });
    // A new chat goes to `slow` (the most room), who misses a second time in a row and is set away.
    const g2 = await guest(widget.pluginId);
    await say(g2);
    await settle();
    const c2 = await chatOf(g2.hello.visitorId);
    expect(c2.offeredTo).toBe(slow.id);
    const away = nextEvent(slow.socket, 'user-online-status-is');
    await expire(c2.id);
    expect(await away).toEqual({ userId: slow.id, isOnline: false });
    const [set] = await db().select().from(users).where(eq(users.id, slow.id));
    expect(set.isOnline).toBe(false);
    // The agent turns their status back; the count starts afresh.
    await api(fx.t.url, 'GET', '/users/toggle-online', { token: slow.token });
    const [back] = await db().select().from(users).where(eq(users.id, slow.id));
    expect([back.isOnline, back.missedOffers, back.notRespondingSince]).toEqual([true, 0, null]);
    // Both changes are recorded for the time-online report: set away by the routing pass, then back.
    const changes = await db().select().from(availabilityChanges).where(eq(availabilityChanges.userId, slow.id)).orderBy(asc(availabilityChanges.id));
    expect(changes.map((c) => [c.clientId, c.online, c.reason])).toEqual([
      [owner.id, false, 'missed-offers'],
      [owner.id, true, 'toggle'],
    ]);
  });

  it('200 chats at once for 10 agents with limit 5: 50 offered, 150 queued in arrival order, nobody over 5, no chat twice', async () => {
    const { agents, widget } = await team(10, { limit: 5 });
    await setRouting(widget.id, { mode: 'auto' });
    const guests: TestGuest[] = [];
    for (let i = 0; i < 200; i += 20) guests.push(...(await Promise.all(Array.from({ length: 20 }, () => guest(widget.pluginId)))));
    await Promise.all(guests.map((g) => say(g)));
    await settle();
    const open = await waitFor(
      () => db().select().from(chats).where(eq(chats.widgetId, widget.id)).orderBy(asc(chats.queueEntry)),
      (rows) => rows.length === 200 && rows.filter((row) => row.offeredTo).length === 50 && rows.every((row) => row.queuePosition !== 0),
      20_000,
    );
    const offered = open.filter((row) => row.offeredTo);
    const queued = open.filter((row) => !row.offeredTo);
    expect(offered).toHaveLength(50);
    expect(queued.map((row) => row.queuePosition)).toEqual(Array.from({ length: 150 }, (_, i) => i + 1));
    const perAgent = new Map<string, number>();
    for (const row of offered) perAgent.set(row.offeredTo!, (perAgent.get(row.offeredTo!) ?? 0) + 1);
    expect([...perAgent.keys()].sort()).toEqual(agents.map((a) => a.id).sort());
    expect(Math.max(...perAgent.values())).toBe(5);
    // Each chat offered once: one open offer row per offered chat, and the offers each agent heard.
    const offerRows = await db().select().from(chatOffers).where(and(inArray(chatOffers.chatId, offered.map((row) => row.id)), isNull(chatOffers.outcome)));
    expect(offerRows).toHaveLength(50);
    expect(new Set(offerRows.map((row) => row.chatId)).size).toBe(50);
    const heard = agents.flatMap((a) => heardOf(a, 'chat-initialized').map((c) => c.chatId as string));
    expect(heard).toHaveLength(50);
    expect(new Set(heard).size).toBe(50);
    // Every queued guest heard its place.
    const lastPlace = (g: TestGuest) => g.heard.filter((e) => e.event === 'widget:queue').at(-1)?.payload.position;
    const byVisitor = new Map(guests.map((g) => [g.hello.visitorId as string, g]));
    await waitFor(async () => queued.every((row) => lastPlace(byVisitor.get(row.visitorId)!) === row.queuePosition), Boolean, 5000);
    expect(queued.map((row) => lastPlace(byVisitor.get(row.visitorId)!))).toEqual(queued.map((row) => row.queuePosition));
  }, 90_000);
});

describe('queue limits', () => {
  it('offers the offline form past the longest queue and past the longest wait; the chats count as missed', async () => {
    const { agents, widget } = await team(1, { limit: 1 });
    await setRouting(widget.id, { maxQueueLength: 1, maxQueueWaitSeconds: 60 });
    const busy = await guest(widget.pluginId);
    await say(busy);
    await settle();
    await post(agents[0].token, '/visitor/accept-chat', { visitorId: busy.hello.visitorId });
    const waiting = await guest(widget.pluginId);
    await say(waiting);
    await settle();
    const full = await guest(widget.pluginId);
    const closed = nextEvent(full.socket, 'widget:queue-closed');
    await say(full);
    expect(await closed).toMatchObject({ reason: 'queue-full' });
    expect(await chatOf(full.hello.visitorId)).toMatchObject({ state: 'ended', status: 4 });

    // The waiting guest passes the longest wait.
    const chat = await chatOf(waiting.hello.visitorId);
    await db().update(chats).set({ pendingSince: new Date(Date.now() - 61_000) }).where(eq(chats.id, chat.id));
    const tooLong = nextEvent(waiting.socket, 'widget:queue-closed');
    await fx.t.server.ctx.jobs.send(ROUTING_WAIT_JOB, { accountId: chat.clientId, chatId: chat.id }, { singletonKey: chat.id });
    expect(await tooLong).toMatchObject({ reason: 'wait-too-long' });
    expect(await chatOf(waiting.hello.visitorId)).toMatchObject({ state: 'ended', status: 4 });
  });
});

describe('escalation', () => {
  it('escalates a guest waiting for an agent to the supervisors once, kept in the history; by mail when none is online', async () => {
    const { owner, agents, widget } = await team(1, { limit: null, ownerOnline: true });
    const g = await guest(widget.pluginId);
    await say(g);
    const chat = await chatOf(g.hello.visitorId);
    const escalated = nextEvent(owner.socket, 'chat-escalated');
    await db().update(chats).set({ pendingSince: new Date(Date.now() - 65_000) }).where(eq(chats.id, chat.id));
    await schedulePendingEscalation(fx.t.server.ctx, chat, new Date(Date.now() - 65_000));
    expect(await escalated).toMatchObject({ chatId: chat.id, kind: 'pending', guestId: chat.guestId });
    expect(heardOf(agents[0], 'chat-escalated')).toEqual([]);
    // Run again (another node): kept once.
    await schedulePendingEscalation(fx.t.server.ctx, chat, new Date(Date.now() - 65_000));
    await sleep(200);
    const kept = await db().select().from(chatActivity).where(and(eq(chatActivity.chatId, chat.id), isNotNull(chatActivity.escalationKey)));
    expect(kept.map((row) => row.kind)).toEqual(['escalation-pending']);
    expect(kept[0].note).toMatch(/^Waited 1:0\d for an agent$/);

    // Accepted, the guest waits for a reply: the holder and the supervisors hear it; with nobody online, mail.
    await post(agents[0].token, '/visitor/accept-chat', { visitorId: g.hello.visitorId });
    await db().update(users).set({ isOnline: false }).where(eq(users.id, owner.id));
    await say(g, 'Still there?');
    await db().update(chatMessages).set({ createdAt: new Date(Date.now() - 130_000) }).where(eq(chatMessages.chatId, chat.id));
    const toHolder = nextEvent(agents[0].socket, 'chat-escalated');
    await scheduleReplyCheck(fx.t.server.ctx, chat, new Date());
    expect(await toHolder).toMatchObject({ kind: 'reply', agentId: agents[0].id });
    const [ownerRow] = await db().select().from(users).where(eq(users.id, owner.id));
    const mail = await waitFor(() => outboxFor(fx.t.dataDir, ownerRow.email), (m) => m.length > 0);
    expect(mail[0].subject).toBe(`Guest ${chat.guestId} is waiting`);
    const history = await api(fx.t.url, 'GET', `/chat/teamwork?chatId=${chat.id}`, { token: owner.token });
    expect(history.body.activity.map((a: LooseJson) => a.kind)).toEqual(['escalation-pending', 'escalation-reply']);
  });
});

describe('bad input and permissions', () => {
  it("lets a manager set the chat limit of any agent of the account (his departments or not), never a co-admin's or another manager's", async () => {
    const owner = await fx.agent();
    const manager = await fx.agent({ clientId: owner.id, role: 'manager' });
    const inHis = await fx.agent({ clientId: owner.id });
    const elsewhere = await fx.agent({ clientId: owner.id });
    const colleague = await fx.agent({ clientId: owner.id, role: 'manager' });
    const coAdmin = await fx.agent({ clientId: owner.id, role: 'co_client' });
    await createDepartment(fx.t.server, owner.id, [manager.id, inHis.id]);
    await createDepartment(fx.t.server, owner.id, [elsewhere.id, colleague.id]);
    const patch = (agentId: string, chatLimit: number | null) => api(fx.t.url, 'PATCH', '/users/chat-limit', { token: manager.token, body: { agentId, chatLimit } });
    expect((await patch(inHis.id, 4)).body).toEqual({ agentId: inHis.id, chatLimit: 4 });
    expect((await patch(elsewhere.id, 5)).body).toEqual({ agentId: elsewhere.id, chatLimit: 5 });
    expect((await patch(manager.id, 6)).body).toEqual({ agentId: manager.id, chatLimit: 6 });
    expect((await patch(colleague.id, 3)).status).toBe(403);
    expect((await patch(coAdmin.id, 3)).status).toBe(403);
    // The agent form applies the same rule.
    const form = (userId: string, chatLimit: string) => {
      const fields = new FormData();
      fields.append('userId', userId);
      fields.append('chatLimit', chatLimit);
      return sendForm(fx.t.url, 'PATCH', '/user-info/update-profile', fields, manager.token);
    };
    expect((await form(elsewhere.id, '7')).status).toBe(200);
    expect((await form(colleague.id, '7')).status).toBe(403);
    const rows = await db().select({ id: users.id, chatLimit: users.chatLimit }).from(users).where(inArray(users.id, [inHis.id, elsewhere.id, colleague.id, coAdmin.id]));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.chatLimit]))).toEqual({ [inHis.id]: 4, [elsewhere.id]: 7, [colleague.id]: null, [coAdmin.id]: null });
  });

  it('validates chat limits and routing, and answers other accounts like unknown ids', async () => {
    const { owner, agents, widget } = await team(1);
    const other = await team(1);
    const patch = (token: string, body: unknown) => api(fx.t.url, 'PATCH', '/users/chat-limit', { token, body });
    for (const chatLimit of [0, 21, 2.5, 'x', '__proto__', { toString: 1 }, 1e300]) {
      const answer = await patch(owner.token, { agentId: agents[0].id, chatLimit });
      expect(answer.status).toBe(400);
    }
    expect((await patch(owner.token, { agentId: agents[0].id })).status).toBe(400);
    expect((await patch(agents[0].token, { agentId: agents[0].id, chatLimit: 3 })).status).toBe(403);
    expect((await patch(owner.token, { agentId: other.agents[0].id, chatLimit: 3 })).status).toBe(404);
    const limitHeard = nextEvent(agents[0].socket, 'chat-limit-changed');
    expect((await patch(owner.token, { agentId: agents[0].id, chatLimit: 3 })).body).toEqual({ agentId: agents[0].id, chatLimit: 3 });
    expect(await limitHeard).toEqual({ agentId: agents[0].id, chatLimit: 3 });
    expect((await patch(owner.token, { agentId: agents[0].id, chatLimit: null })).body.chatLimit).toBeNull();

    const [stored] = await db().select().from(widgets).where(eq(widgets.id, widget.id));
    const base = { widgetId: widget.id, widgetName: stored.widgetName, domain: stored.domain, notificationEmailIds: ['owner@example.com'] };
    const update = (routing: unknown) => api(fx.t.url, 'PATCH', '/widget/update', { token: owner.token, body: { ...base, routing } });
    for (const routing of [{ mode: 'random' }, { acceptWindowSeconds: 5 }, { acceptWindowSeconds: 121 }, { maxQueueLength: 0 }, { maxQueueWaitSeconds: 10 }, { escalatePendingAfterSeconds: 'soon' }, { escalateReplyAfterSeconds: 1e300 }, 'auto', [1]]) {
      const answer = await update(routing);
      expect([answer.status, typeof answer.body.message]).toEqual([400, 'string']);
    }
    // A `__proto__` key (JSON.parse makes it an own key) is refused by the input guard; unknown keys are dropped.
    const poisoned = JSON.parse(JSON.stringify({ ...base, routing: { mode: 'auto', extra: 1 } }).replace('"extra"', '"__proto__"'));
    expect((await api(fx.t.url, 'PATCH', '/widget/update', { token: owner.token, body: poisoned })).status).toBe(400);
    const saved = await update({ mode: 'auto', acceptWindowSeconds: 45, maxQueueLength: null, extra: 1 });
    expect(saved.status).toBe(200);
    expect(saved.body.routing).toEqual({ ...ROUTING_DEFAULTS, mode: 'auto', acceptWindowSeconds: 45 });
    const queue = await api(fx.t.url, 'GET', '/chat/queue', { token: owner.token });
    expect(queue.body.departments.map((d: LooseJson) => d.length)).toEqual([0]);
    expect(queue.body.agents.map((a: LooseJson) => a.agentId)).toEqual([agents[0].id]);
    const agentView = await api(fx.t.url, 'GET', '/chat/queue', { token: agents[0].token });
    expect(agentView.body.agents).toEqual([]);
  });
});
