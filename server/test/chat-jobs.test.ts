/** @jest-environment ./test/support/pglite-environment.cjs */
// The chat timers as jobs on the embedded database's in-process queue: a pending chat's priority and
// unattended steps, the lazily re-armed inactivity check, cancels, stray or repeated jobs, and a restart.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { CHAT_PRIORITY_JOB, CHAT_UNATTENDED_JOB } from '../src/chats/chat-timers';
import { CHAT_INACTIVITY_JOB } from '../src/chats/inactivity-timers';
import { chats } from '../src/db/schema';
import type { Settings } from '../src/config/settings';
import { api, nextEvent, sleep, startTestServer, type LooseJson, type TestServer } from './support/test-server';
import { connectGuest, createWidget, heardOf, startAgent, type TestAgent, type TestGuest } from './support/visitor-helpers';

const open: Socket[] = [];
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});

const say = (guest: TestGuest, bodyText: string): Promise<LooseJson> => guest.socket.emitWithAck('visitor:message', { clientMessageId: randomUUID(), bodyText });

/** An owner with a widget, and a guest whose first message opened a pending chat the owner was offered. */
async function pendingChat(t: TestServer) {
  const owner = await startAgent(t.url, t.server);
  open.push(owner.socket);
  const widget = await createWidget(t.server, owner.id);
  const guest = await connectGuest(t.url, widget.pluginId);
  open.push(guest.socket);
  const offered = nextEvent(owner.socket, 'chat-initialized');
  await say(guest, 'Hello?');
  const chatId = (await offered).chatId as string;
  return { owner, guest, chatId };
}

async function acceptedChat(t: TestServer) {
  const s = await pendingChat(t);
  const accepted = await api(t.url, 'POST', '/visitor/accept-chat', { token: s.owner.token, body: { visitorId: s.guest.hello.visitorId } });
  expect(accepted.status).toBe(200);
  return s;
}

const chatRow = async (t: TestServer, chatId: string) => (await t.server.ctx.db.select().from(chats).where(eq(chats.id, chatId)))[0];
const heardFor = (agent: TestAgent, event: string, chatId: string) => heardOf(agent, event).filter((payload) => payload.chatId === chatId);

async function withServer(overrides: Partial<Settings>, run: (t: TestServer) => Promise<void>): Promise<void> {
  const t = await startTestServer(overrides, { ownDatabase: true });
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

describe('a pending chat', () => {
  it('turns priority once, then unattended once', () =>
    withServer({ chatPriorityAfter: 1, chatUnattendedAfter: 2 }, async (t) => {
      const s = await pendingChat(t);
      const ended = nextEvent(s.owner.socket, 'chat-ended', 4000);
      expect(await ended).toMatchObject({ chatId: s.chatId, status: 4 });
      await sleep(500);
      expect(heardFor(s.owner, 'chat-not-accepted', s.chatId)).toEqual([expect.objectContaining({ priority: true, bodyText: 'Hello?' })]);
      expect(heardFor(s.owner, 'chat-ended', s.chatId)).toHaveLength(1);
      expect(await chatRow(t, s.chatId)).toMatchObject({ state: 'ended', status: 4, priority: true });
    }));

  it('keeps neither step once accepted (the accept cancels both)', () =>
    withServer({ chatPriorityAfter: 1, chatUnattendedAfter: 2 }, async (t) => {
      const s = await acceptedChat(t);
      expect(await t.server.ctx.jobs.cancel(CHAT_PRIORITY_JOB, s.chatId)).toBe(0);
      expect(await t.server.ctx.jobs.cancel(CHAT_UNATTENDED_JOB, s.chatId)).toBe(0);
      await sleep(2500);
      expect(heardFor(s.owner, 'chat-not-accepted', s.chatId)).toEqual([]);
      expect(heardFor(s.owner, 'chat-ended', s.chatId)).toEqual([]);
      expect(await chatRow(t, s.chatId)).toMatchObject({ state: 'active', priority: false });
    }));

  it('does nothing on a late or repeated job: the steps are conditional updates', () =>
    withServer({}, async (t) => {
      const { jobs } = t.server.ctx;
      const pending = await pendingChat(t);
      // Twice priority for a pending chat: one announcement.
      await jobs.send(CHAT_PRIORITY_JOB, { chatId: pending.chatId });
      await jobs.send(CHAT_PRIORITY_JOB, { chatId: pending.chatId });
      // Priority and unattended for a chat accepted meanwhile, an inactivity check well before its deadline.
      const active = await acceptedChat(t);
      await jobs.send(CHAT_PRIORITY_JOB, { chatId: active.chatId });
      await jobs.send(CHAT_UNATTENDED_JOB, { chatId: active.chatId });
      await jobs.send(CHAT_INACTIVITY_JOB, { chatId: active.chatId }, { singletonKey: active.chatId });
      await sleep(500);
      expect(heardFor(pending.owner, 'chat-not-accepted', pending.chatId)).toHaveLength(1);
      expect(heardFor(active.owner, 'chat-not-accepted', active.chatId)).toEqual([]);
      expect(heardFor(active.owner, 'chat-ended', active.chatId)).toEqual([]);
      expect(await chatRow(t, active.chatId)).toMatchObject({ state: 'active', priority: false });
      // The early check waits again rather than ending or dropping the chat's check.
      expect(await jobs.cancel(CHAT_INACTIVITY_JOB, active.chatId)).toBe(1);
    }));
});

describe('the inactivity check', () => {
  it('follows the last message without a job per message: an agent answer, then a guest message shortens the wait', () =>
    withServer({ agentInactivityEndAfter: 2, visitorInactivityEndAfter: 4 }, async (t) => {
      const s = await acceptedChat(t);
      const ended = nextEvent(s.owner.socket, 'chat-ended', 8000);
      const send = (bodyText: string) => s.owner.socket.emitWithAck('inbound-agent', { visitorId: s.guest.hello.visitorId, bodyText });
      await sleep(1000);
      // The guest now has 4 s; the check armed at the accept (2 s) finds that and waits again.
      expect((await send('How can I help?')).ok).toBe(true);
      await sleep(1500);
      // The guest writes 1.5 s later: the agent has 2 s from here, sooner than the guest's 4 s would end.
      await say(s.guest, 'Do you ship abroad?');
      const guestWrote = Date.now();
      expect(await ended).toMatchObject({ chatId: s.chatId, status: 1 });
      const waited = Date.now() - guestWrote;
      expect(waited).toBeGreaterThanOrEqual(1800);
      expect(waited).toBeLessThan(3500);
      expect(await chatRow(t, s.chatId)).toMatchObject({ state: 'ended', status: 1 });
    }));

  it('ends with status 2 after the guest wait when the agent wrote last, however often it checked before', () =>
    withServer({ agentInactivityEndAfter: 1, visitorInactivityEndAfter: 3 }, async (t) => {
      const s = await acceptedChat(t);
      const ended = nextEvent(s.owner.socket, 'chat-ended', 8000);
      await sleep(500);
      expect((await s.owner.socket.emitWithAck('inbound-agent', { visitorId: s.guest.hello.visitorId, bodyText: 'Still there?' })).ok).toBe(true);
      const agentWrote = Date.now();
      expect(await ended).toMatchObject({ chatId: s.chatId, status: 2 });
      const waited = Date.now() - agentWrote;
      expect(waited).toBeGreaterThanOrEqual(2800);
      expect(waited).toBeLessThan(4500);
      await sleep(300);
      expect(heardFor(s.owner, 'chat-ended', s.chatId)).toHaveLength(1);
    }));

  it('is dropped when the chat ends', () =>
    withServer({}, async (t) => {
      const s = await acceptedChat(t);
      const end = await api(t.url, 'POST', '/chat/end-chat-by-agent', { token: s.owner.token, body: { visitorId: s.guest.hello.visitorId } });
      expect(end.status).toBe(200);
      expect(await t.server.ctx.jobs.cancel(CHAT_INACTIVITY_JOB, s.chatId)).toBe(0);
    }));
});

describe('a restart', () => {
  it('gives pending and active chats their jobs again, from the stored times', async () => {
    // Two servers on this file's one database (sharedPglite): the first stands for the process that stopped.
    const before = await startTestServer();
    const chatsLeft = (async () => ({ pending: await pendingChat(before), active: await acceptedChat(before) }))();
    const { pending, active } = await chatsLeft.finally(() => before.close());
    const after = await startTestServer({ chatPriorityAfter: 1, chatUnattendedAfter: 2, agentInactivityEndAfter: 1 });
    try {
      const started = Date.now();
      const endedBoth = async () =>
        (await chatRow(after, pending.chatId)).state === 'ended' && (await chatRow(after, active.chatId)).state === 'ended';
      // The database is this file's own (test/support/pglite-environment.cjs): no other suite's open chats
      // have timers for the restart to run as well, so the timers' 2 s and some slack are enough.
      while (!(await endedBoth()) && Date.now() - started < 5000) await sleep(100);
      expect(await chatRow(after, pending.chatId)).toMatchObject({ state: 'ended', status: 4, priority: true });
      expect(await chatRow(after, active.chatId)).toMatchObject({ state: 'ended', status: 1 });
    } finally {
      await after.close();
    }
  });
});
