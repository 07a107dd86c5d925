/** @jest-environment ./test/support/pglite-environment.cjs */
// The domain events on the real server: emitted after the commit only, and each module's listener doing
// its work when its event is told (report facts, the routing pass, the guests' availability, the
// transcript mail as a job).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { chats, reportChatFacts, widgets } from '../src/db/schema';
import { afterCommit, type DomainEvent } from '../src/events';
import { chatEndedEvent } from '../src/chats/chat-events';
import { eventually } from './support/fresh-postgres';
import { insertChat, insertVisitor } from './support/history-fixtures';
import { socketFixture } from './support/socket-fixture';
import { api, nextEvent, outboxAtLeast, outboxFor } from './support/test-server';
import { salesAccount, setOnline } from './support/visitor-helpers';

const fx = socketFixture();
const ctx = () => fx.t.server.ctx;

/** An ended chat of the agent (status 5 unless given), of a new guest with this e-mail: a guest line and an agent line. */
async function endedChat(widgetId: string, agent: { id: string; clientId: string }, email: string, status = 5) {
  const visitor = await insertVisitor(fx.t.server, { clientId: agent.clientId, widgetId, email });
  const id = await insertChat(fx.t.server, { visitor, status, agent: { id: agent.id, name: 'Anna' } });
  const [chat] = await ctx().db.select().from(chats).where(eq(chats.id, id));
  return chat;
}

const sales = (s: Awaited<ReturnType<typeof salesAccount>>) => ({ id: s.sales.id, clientId: s.owner.id });

async function transcriptsOn(widgetId: string) {
  const [widget] = await ctx().db.select().from(widgets).where(eq(widgets.id, widgetId));
  await ctx().db.update(widgets).set({ settings: { ...widget.settings, emailTranscript: true } }).where(eq(widgets.id, widgetId));
}

const NO_DETAILS = { email: '', firstName: '', lastName: '', phoneNumber: '' };

/** What message.created tells of a guest's message beyond the chat's ids. */
const guestLine = (seq: number, bodyText: string) => ({
  messageId: expect.any(String),
  seq,
  sender: 'guest',
  agentId: null,
  agentName: null,
  bodyText,
  createdAt: expect.any(String),
});

/** A new account's guest whose first message opened a chat the sales agent was offered. */
async function guestWithChat() {
  const s = await salesAccount(fx.t.server, fx.agent);
  const visitor = await fx.guest(s.widget.pluginId);
  const visitorId = visitor.hello.visitorId as string;
  const guestId = visitor.hello.guestId as number;
  const offered = nextEvent(s.sales.socket, 'chat-initialized');
  expect(await visitor.socket.emitWithAck('visitor:message', { clientMessageId: randomUUID(), bodyText: 'Hello' })).toMatchObject({ ok: true });
  const { chatId } = await offered;
  return { s, visitor, visitorId, guestId, chatId };
}

describe('domain events', () => {
  it('reach no listener when emitted inside a transaction that rolls back, and every listener once it committed', async () => {
    const heard: Array<DomainEvent<'widget.routing-changed'>> = [];
    const stop = ctx().events.on('widget.routing-changed', (event) => void heard.push(event));
    const payload = { accountId: randomUUID(), widgetId: randomUUID() };
    try {
      await expect(
        afterCommit(ctx().events, (later) =>
          ctx().db.transaction(async (tx) => {
            await tx.select().from(widgets).limit(1);
            later.emit('widget.routing-changed', payload);
            tx.rollback();
          }),
        ),
      ).rejects.toThrow();
      const committed = { ...payload, widgetId: randomUUID() };
      await afterCommit(ctx().events, (later) =>
        ctx().db.transaction(async (tx) => {
          await tx.select().from(widgets).limit(1);
          later.emit('widget.routing-changed', committed);
        }),
      );
      await ctx().events.settled();
      expect(heard).toEqual([{ ...committed, type: 'widget.routing-changed', occurredAt: expect.any(String) }]);
    } finally {
      stop();
    }
  });

  it('chat.ended: the reports write the chat\'s facts, and the transcript is mailed by a job', async () => {
    const s = await salesAccount(fx.t.server, fx.agent);
    await transcriptsOn(s.widget.id);
    const email = `ended-${randomUUID().slice(0, 6)}@example.com`;
    const chat = await endedChat(s.widget.id, sales(s), email);
    const facts = () => ctx().db.select().from(reportChatFacts).where(eq(reportChatFacts.chatId, chat.id));
    expect(await facts()).toEqual([]);

    ctx().events.emit('chat.ended', chatEndedEvent(chat));
    await eventually(async () => (await facts()).length === 1);
    const [mail] = await outboxAtLeast(fx.t.dataDir, email, 1);
    expect(mail.subject).toBe('Your chat transcript from Test Site');
    expect(mail.text).toContain('guest line 1');
  });

  it('an offline message (a chat that ends at once) gets its facts but no transcript', async () => {
    const s = await salesAccount(fx.t.server, fx.agent);
    await transcriptsOn(s.widget.id);
    const offlineEmail = `offline-${randomUUID().slice(0, 6)}@example.com`;
    const markerEmail = `marker-${randomUUID().slice(0, 6)}@example.com`;
    const offline = await endedChat(s.widget.id, sales(s), offlineEmail, 3);
    const marker = await endedChat(s.widget.id, sales(s), markerEmail);
    ctx().events.emit('chat.ended', chatEndedEvent(offline));
    ctx().events.emit('chat.ended', chatEndedEvent(marker));
    const facts = () => ctx().db.select().from(reportChatFacts).where(eq(reportChatFacts.chatId, offline.id));
    await eventually(async () => (await facts()).length === 1);
    // The later chat's transcript has arrived: the offline message's, had it been queued first, would have too.
    expect(await outboxAtLeast(fx.t.dataDir, markerEmail, 1)).toHaveLength(1);
    expect(await outboxFor(fx.t.dataDir, offlineEmail)).toEqual([]);
  });

  it('runs the account\'s routing pass on each event that changes room or demand', async () => {
    const kicked: string[] = [];
    const kicker = ctx().routing;
    const original = kicker.kick;
    kicker.kick = (accountId) => {
      kicked.push(accountId);
      original(accountId);
    };
    try {
      const ref = { accountId: randomUUID(), chatId: randomUUID(), widgetId: randomUUID(), visitorId: randomUUID(), guestId: 1 };
      const bus = ctx().events;
      bus.emit('chat.accepted', { ...ref, accountId: 'accepted', agentId: 'a', agentName: 'Anna', waitedForDepartmentId: null });
      bus.emit('chat.transferred', { ...ref, accountId: 'transferred', fromAgentId: 'a', toAgentId: null, toDepartmentId: 'd' });
      bus.emit('chat.ended', { ...ref, accountId: 'ended', status: 5, agentId: null, endedAt: new Date().toISOString() });
      bus.emit('chat.pending', { ...ref, accountId: 'returned', reason: 'returned' });
      bus.emit('chat.pending', { ...ref, accountId: 'new', reason: 'new' });
      bus.emit('chat.guest-left', { ...ref, accountId: 'left', state: 'pending' });
      bus.emit('chat.guest-left', { ...ref, accountId: 'left-active-chat', state: 'active' });
      bus.emit('agent.availability-changed', { accountId: 'agent', agentId: 'a', isOnline: true, reason: 'role' });
      bus.emit('widget.routing-changed', { accountId: 'widget', widgetId: ref.widgetId });
      await bus.settled();
      // A new chat is announced without a pass where no routing is in use; an active chat's guest frees no room.
      expect(kicked.sort()).toEqual(['accepted', 'agent', 'ended', 'left', 'returned', 'transferred', 'widget']);
    } finally {
      kicker.kick = original;
    }
  });

  it('agent.availability-changed: the account\'s guests hear whether someone can answer', async () => {
    const s = await salesAccount(fx.t.server, fx.agent);
    const guest = await fx.guest(s.widget.pluginId);
    // The owner serves every department: both off, then the agent back.
    await setOnline(fx.t.server, s.owner.id, false);
    await setOnline(fx.t.server, s.sales.id, false);
    const offline = nextEvent(guest.socket, 'widget:availability');
    ctx().events.emit('agent.availability-changed', { accountId: s.owner.id, agentId: s.sales.id, isOnline: false, reason: 'status' });
    expect(await offline).toEqual({ online: false });
    await setOnline(fx.t.server, s.sales.id, true);
    const online = nextEvent(guest.socket, 'widget:availability');
    ctx().events.emit('agent.availability-changed', { accountId: s.owner.id, agentId: s.sales.id, isOnline: true, reason: 'status' });
    expect(await online).toEqual({ online: true });
  });
  it('tells a guest\'s arrival, a chat it opens, its contact details saved and its blocking, each once', async () => {
    const heard: Array<Record<string, unknown>> = [];
    const names = ['guest.arrived', 'chat.opened', 'contact.created', 'message.created', 'chat.pending', 'contact.updated', 'guest.blocked'] as const;
    const stops = names.map((name) => ctx().events.on(name, (event) => void heard.push({ ...event })));
    try {
      const { s, visitorId, guestId, chatId } = await guestWithChat();
      const body = { visitorId, guestId, email: 'ada@example.com', firstName: 'Ada' };
      expect((await api(fx.t.url, 'PATCH', '/visitor/update-visitor', { token: s.owner.token, body })).status).toBe(200);
      expect((await api(fx.t.url, 'POST', '/guest/block-unblock', { token: s.owner.token, body: { visitorId } })).status).toBe(200);
      await ctx().events.settled();
      const ref = { accountId: s.owner.id, chatId, widgetId: s.widget.id, visitorId, guestId };
      const stamp = { occurredAt: expect.any(String) };
      expect(heard.filter((event) => event.visitorId === visitorId)).toEqual([
        { type: 'guest.arrived', accountId: s.owner.id, widgetId: s.widget.id, visitorId, guestId, returning: false, ...stamp },
        { type: 'chat.opened', ...ref, startedBy: 'guest', agentId: null, ...stamp },
        { type: 'contact.created', accountId: s.owner.id, visitorId, guestId, source: 'chat', contact: NO_DETAILS, ...stamp },
        { type: 'message.created', ...ref, ...guestLine(1, 'Hello'), ...stamp },
        { type: 'chat.pending', ...ref, reason: 'new', ...stamp },
        {
          type: 'contact.updated',
          ...{ accountId: s.owner.id, visitorId, guestId, by: 'staff', becameContact: false },
          contact: { ...NO_DETAILS, email: 'ada@example.com', firstName: 'Ada' },
          ...stamp,
        },
        { type: 'guest.blocked', accountId: s.owner.id, visitorId, guestId, blocked: true, byUserId: s.owner.id, ...stamp },
      ]);
    } finally {
      for (const stop of stops) stop();
    }
  });
  it('message.created: once per stored message, from the guest\'s fast path, an agent and an offline message; a retry is not told again', async () => {
    const heard: Array<Record<string, unknown>> = [];
    const names = ['message.created', 'contact.created'] as const;
    const stops = names.map((name) => ctx().events.on(name, (event) => void heard.push({ ...event })));
    try {
      const { s, visitor, visitorId, guestId, chatId } = await guestWithChat();
      expect((await api(fx.t.url, 'POST', '/visitor/accept-chat', { token: s.sales.token, body: { visitorId } })).status).toBe(200);
      const again = { clientMessageId: randomUUID(), bodyText: 'Are you there?' };
      expect(await visitor.socket.emitWithAck('visitor:message', again)).toMatchObject({ ok: true });
      expect(await visitor.socket.emitWithAck('visitor:message', again)).toMatchObject({ ok: true });
      expect(await s.sales.socket.emitWithAck('inbound-agent', { visitorId, bodyText: 'Yes, hello!', messageId: randomUUID() })).toMatchObject({ ok: true });
      const offline = await fx.guest(s.widget.pluginId);
      const offlineMessage = { name: 'Bea', email: 'bea@example.com', message: 'Call me back' };
      expect(await offline.socket.emitWithAck('visitor:offline-message', offlineMessage)).toEqual({ ok: true });
      await ctx().events.settled();
      const ref = { accountId: s.owner.id, chatId, widgetId: s.widget.id, visitorId, guestId };
      const stamp = { occurredAt: expect.any(String) };
      const [offlineChat] = await ctx().db.select().from(chats).where(eq(chats.visitorId, offline.hello.visitorId as string));
      const offlineRef = { accountId: s.owner.id, widgetId: s.widget.id, visitorId: offlineChat.visitorId, guestId: offlineChat.guestId };
      expect(heard.filter((event) => event.type === 'message.created' || event.visitorId !== visitorId)).toEqual([
        { type: 'message.created', ...ref, ...guestLine(1, 'Hello'), ...stamp },
        { type: 'message.created', ...ref, ...guestLine(2, 'Are you there?'), ...stamp },
        { type: 'message.created', ...ref, ...guestLine(3, 'Yes, hello!'), sender: 'agent', agentId: s.sales.id, agentName: expect.any(String), ...stamp },
        { type: 'message.created', ...offlineRef, chatId: offlineChat.id, ...guestLine(1, 'Call me back'), ...stamp },
        { type: 'contact.created', accountId: s.owner.id, visitorId: offlineChat.visitorId, guestId: offlineChat.guestId, source: 'offline-message', contact: { ...NO_DETAILS, email: 'bea@example.com', firstName: 'Bea' }, ...stamp },
      ]);
    } finally {
      for (const stop of stops) stop();
    }
  });
});
