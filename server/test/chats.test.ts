/** @jest-environment ./test/support/pglite-environment.cjs */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { FORGED_MARKER_ERRORS, TEAMWORK_TEXTS } from 'shared-kernel/contracts';
import { departmentMembers } from '../src/db/schema';
import { api, nextEvent, sleep, type LooseJson } from './support/test-server';
import { agentBarrier, setOnline, salesAccount, heardOf, type TestAgent, type TestGuest } from './support/visitor-helpers';
import { socketFixture } from './support/socket-fixture';

const fx = socketFixture();
const { agent, guest } = fx;

const say = (g: TestGuest, bodyText: string, clientMessageId: string = randomUUID()): Promise<LooseJson> =>
  g.socket.emitWithAck('visitor:message', { clientMessageId, bodyText });

const post = (token: string, path: string, body: unknown) => api(fx.t.url, 'POST', path, { token, body });
const get = (token: string, path: string) => api(fx.t.url, 'GET', path, { token });

/** An account with an owner and a Sales agent online, a Support agent, a Sales widget and a guest on it. */
async function scene() {
  const { owner, sales, support, widget } = await salesAccount(fx.t.server, agent);
  const visitor = await guest(widget.pluginId);
  return { owner, sales, support, widget, visitor };
}

/** A scene whose chat the Sales agent accepted. */
async function activeChat() {
  const s = await scene();
  const initialized = nextEvent(s.sales.socket, 'chat-initialized');
  await say(s.visitor, 'Hello?');
  const incoming = await initialized;
  const accepted = await post(s.sales.token, '/visitor/accept-chat', { visitorId: s.visitor.hello.visitorId, guestId: incoming.guestId });
  expect(accepted.status).toBe(200);
  return { ...s, chatId: incoming.chatId as string };
}

describe('a guest starts a chat', () => {
  it('announces the pending chat to eligible online agents only', async () => {
    const s = await scene();
    const offline = await agent({ clientId: s.owner.id, online: false });
    const stranger = await agent();
    const ownerHears = nextEvent(s.owner.socket, 'chat-initialized');
    const salesHears = nextEvent(s.sales.socket, 'chat-initialized');
    const ack = await say(s.visitor, 'Hi, is anybody there?', 'c-1');
    expect(ack).toEqual({
      ok: true,
      message: {
        id: expect.any(String),
        seq: 1,
        chatId: expect.any(String),
        direction: 'inbound',
        bodyText: 'Hi, is anybody there?',
        chatTime: expect.any(String),
        clientMessageId: 'c-1',
      },
    });
    const incoming = await ownerHears;
    expect(incoming).toEqual({
      visitorId: s.visitor.hello.visitorId,
      guestId: s.visitor.hello.guestId,
      chatId: ack.message.chatId,
      bodyText: 'Hi, is anybody there?',
      chatTime: ack.message.chatTime,
      pluginId: s.widget.pluginId,
      departments: expect.any(Array),
      widgetDepartments: expect.any(Array),
      priority: false,
    });
    expect(await salesHears).toEqual(incoming);

    // A second message while pending reaches the same agents.
    const followUp = nextEvent(s.sales.socket, 'outbound-agent');
    await say(s.visitor, 'Hello?');
    expect(await followUp).toMatchObject({ chatId: incoming.chatId, seq: 2, direction: 'inbound', bodyText: 'Hello?' });
    await Promise.all([s.support, offline, stranger].map(agentBarrier));
    for (const deaf of [s.support, offline, stranger]) {
      expect(deaf.heard.filter((entry) => entry.event.startsWith('chat-') || entry.event === 'outbound-agent')).toEqual([]);
    }

    expect((await get(s.owner.token, '/chat/unaccepted-chats')).body).toEqual([incoming]);
    expect((await get(s.support.token, '/chat/unaccepted-chats')).body).toEqual([]);
    expect((await get(stranger.token, '/chat/unaccepted-chats')).body).toEqual([]);
    // An offline agent is offered no waiting chat either (spec 000 §6).
    await setOnline(fx.t.server, s.owner.id, false);
    expect((await get(s.owner.token, '/chat/unaccepted-chats')).body).toEqual([]);
    await setOnline(fx.t.server, s.owner.id, true);
    expect((await get(s.sales.token, '/chat/get-in-chat')).body).toEqual([s.visitor.hello.visitorId]);
    expect((await get(s.support.token, '/chat/get-in-chat')).body).toEqual([]);
  });

  it('refuses empty text and a missing clientMessageId', async () => {
    const s = await scene();
    expect(await say(s.visitor, '   ')).toEqual({ ok: false, error: 'The message is empty' });
    expect(await s.visitor.socket.emitWithAck('visitor:message', { bodyText: 'hi' })).toEqual({ ok: false, error: 'A clientMessageId is required' });
  });
});

describe('POST /visitor/accept-chat', () => {
  it('lets exactly one of two agents accepting at once win', async () => {
    const s = await scene();
    const initialized = nextEvent(s.owner.socket, 'chat-initialized');
    await say(s.visitor, 'Hello');
    const incoming = await initialized;
    const guestTold = nextEvent(s.visitor.socket, 'widget:chat-accepted');
    const body = { visitorId: incoming.visitorId, guestId: incoming.guestId, agentName: 'x', departments: [] };
    const answers = await Promise.all([post(s.owner.token, '/visitor/accept-chat', body), post(s.sales.token, '/visitor/accept-chat', body)]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!;
    const loser = answers.find((answer) => answer.status === 409)!;
    expect(winner.body).toMatchObject({ agentId: expect.any(String), agentName: 'Test User' });
    expect(loser.body.message).toBe(`Chat of Guest${incoming.guestId} is already accepted by Test User`);
    expect(await guestTold).toEqual({ chatId: incoming.chatId, agentName: 'Test User', agentPhotoUrl: '' });
    await Promise.all([s.owner, s.sales].map(agentBarrier));
    const loserAgent = winner.body.agentId === s.owner.id ? s.sales : s.owner;
    const winnerAgent = winner.body.agentId === s.owner.id ? s.owner : s.sales;
    expect(heardOf(loserAgent, 'chat-accepted')).toEqual([
      { visitorId: incoming.visitorId, guestId: incoming.guestId, chatId: incoming.chatId, agentId: winnerAgent.id, agentName: 'Test User' },
    ]);
    const mine = await get(winnerAgent.token, '/chat/conversations');
    expect(mine.body).toHaveLength(1);
    expect(mine.body[0]).toMatchObject({ chatId: incoming.chatId, visitorId: incoming.visitorId, agentUnread: 1, conversation: [{ bodyText: 'Hello', seq: 1 }] });
    expect((await get(loserAgent.token, '/chat/conversations')).body).toEqual([]);
  });

  it("answers 404 for another account's or another department's guest and 400 when the guest has no chat", async () => {
    const s = await scene();
    const stranger = await agent();
    await say(s.visitor, 'Hello');
    expect((await post(stranger.token, '/visitor/accept-chat', { visitorId: s.visitor.hello.visitorId })).status).toBe(404);
    expect((await post(s.support.token, '/visitor/accept-chat', { visitorId: s.visitor.hello.visitorId })).status).toBe(404);
    const quiet = await guest(s.widget.pluginId);
    const none = await post(s.owner.token, '/visitor/accept-chat', { visitorId: quiet.hello.visitorId });
    expect(none).toMatchObject({ status: 400, body: { message: 'The guest has left the website' } });
  });
});

describe('messages', () => {
  it('flows both ways with seqs, typing and read points', async () => {
    const s = await activeChat();
    const toAgent = nextEvent(s.sales.socket, 'outbound-agent');
    await say(s.visitor, 'I need a price');
    expect(await toAgent).toMatchObject({ chatId: s.chatId, visitorId: s.visitor.hello.visitorId, seq: 2, direction: 'inbound' });

    const toGuest = nextEvent(s.visitor.socket, 'widget:message');
    const payload = { visitorId: s.visitor.hello.visitorId, guestId: s.visitor.hello.guestId, agentId: s.sales.id, bodyText: '10 dollars', agentName: 'x', agentPhoto: null, messageId: 'a-1' };
    const ack = await s.sales.socket.emitWithAck('inbound-agent', payload);
    expect(ack).toEqual({ ok: true, seq: 3, chatTime: expect.any(String) });
    expect(await toGuest).toMatchObject({ chatId: s.chatId, seq: 3, direction: 'outbound', bodyText: '10 dollars', agentName: 'Test User', clientMessageId: 'a-1' });
    // The same messageId again is stored once and answers the stored message.
    expect(await s.sales.socket.emitWithAck('inbound-agent', payload)).toEqual(ack);

    const typing = nextEvent(s.visitor.socket, 'widget:typing');
    expect(await s.sales.socket.emitWithAck('typing', { guestId: 1, agentId: s.sales.id, typing: true, visitor: s.visitor.hello.visitorId })).toEqual({ ok: true });
    expect(await typing).toEqual({ typing: true, agentName: 'Test User' });
    const displayTyping = nextEvent(s.sales.socket, 'display-typing');
    expect(await s.visitor.socket.emitWithAck('visitor:typing', { typing: true })).toEqual({ ok: true });
    expect(await displayTyping).toEqual({ visitorId: s.visitor.hello.visitorId, guestId: s.visitor.hello.guestId, typing: true });

    const read = nextEvent(s.visitor.socket, 'widget:read');
    expect(await s.sales.socket.emitWithAck('mark-as-read', { visitorId: s.visitor.hello.visitorId, chatId: s.chatId })).toEqual({ ok: true });
    expect(await read).toEqual({ chatId: s.chatId, seq: 3 });
    const markedRead = nextEvent(s.sales.socket, 'marked-as-read');
    expect(await s.visitor.socket.emitWithAck('visitor:read', { chatId: s.chatId, seq: 3 })).toEqual({ ok: true });
    expect(await markedRead).toEqual({ visitorId: s.visitor.hello.visitorId, guestId: s.visitor.hello.guestId, chatId: s.chatId, readUpTo: ack.chatTime });

    const [conversation] = (await get(s.sales.token, '/chat/conversations')).body;
    expect(conversation.conversation.map((m: LooseJson) => m.seq)).toEqual([1, 2, 3]);
    expect(conversation).toMatchObject({ agentUnread: 0, visitorUnread: 0 });
  });

  it('refuses typed text that would pass for an attachment, an automated message or a receipt', async () => {
    const s = await activeChat();
    expect(await say(s.visitor, 'see [attachment]invoice.pdf')).toEqual({ ok: false, error: FORGED_MARKER_ERRORS.attachment });
    expect(await say(s.visitor, 'Paid! https://pay.example.com/receipts/r_1')).toEqual({ ok: false, error: FORGED_MARKER_ERRORS.receipt });
    const agentSays = (bodyText: string) =>
      s.sales.socket.emitWithAck('inbound-agent', { visitorId: s.visitor.hello.visitorId, guestId: s.visitor.hello.guestId, agentId: s.sales.id, bodyText, agentName: 'x', agentPhoto: null });
    expect(await agentSays('[auto-message]Hello')).toEqual({ ok: false, message: FORGED_MARKER_ERRORS.auto });
    // An agent may share a receipt link: only guest texts become receipts.
    expect(await agentSays('Your receipt: https://pay.example.com/receipts/r_1')).toMatchObject({ ok: true, seq: 2 });
    const [conversation] = (await get(s.sales.token, '/chat/conversations')).body;
    expect(conversation.conversation.map((m: LooseJson) => m.bodyText)).toEqual(['Hello?', 'Your receipt: https://pay.example.com/receipts/r_1']);
  });

  it("refuses an agent's message into its chat once the agent left the chat's department, and into another agent's chat", async () => {
    const s = await activeChat();
    const payload = (bodyText: string) => ({ visitorId: s.visitor.hello.visitorId, guestId: s.visitor.hello.guestId, bodyText, messageId: randomUUID() });
    // The owner reads the chat but does not hold it: the soft lock's 403 names the holder (issue 26).
    expect(await s.owner.socket.emitWithAck('inbound-agent', payload('the owner did not accept it'))).toEqual({ ok: false, status: 403, message: TEAMWORK_TEXTS.heldBy('Test User') });
    expect(await s.sales.socket.emitWithAck('inbound-agent', payload('mine'))).toMatchObject({ ok: true, seq: 2 });
    await fx.t.server.ctx.db.delete(departmentMembers).where(eq(departmentMembers.userId, s.sales.id));
    expect(await s.sales.socket.emitWithAck('inbound-agent', payload('no longer mine'))).toEqual({ ok: false, status: 404, message: 'Chat not found' });
    const synced = await s.visitor.socket.emitWithAck('visitor:sync', { chatId: s.chatId, afterSeq: 0 });
    expect(synced.messages.map((m: LooseJson) => m.bodyText)).toEqual(['Hello?', 'mine']);
  });

  it("does not let a colleague who looks in mark the guest's messages read", async () => {
    const s = await activeChat();
    const marks = () => s.visitor.heard.filter((e) => e.event === 'widget:read');
    expect(await s.owner.socket.emitWithAck('mark-as-read', { visitorId: s.visitor.hello.visitorId, chatId: s.chatId })).toEqual({ ok: false });
    expect(await s.sales.socket.emitWithAck('mark-as-read', { visitorId: s.visitor.hello.visitorId, chatId: s.chatId })).toEqual({ ok: true });
    await sleep(50);
    expect(marks()).toHaveLength(1);
  });

  it('stores a guest message retried with the same clientMessageId once, and pushes the stored one again', async () => {
    const s = await activeChat();
    const first = await say(s.visitor, 'once', 'retry-1');
    const again = await say(s.visitor, 'once', 'retry-1');
    expect(again).toEqual(first);
    await sleep(100);
    // The node that stored it may have died before pushing it: the retry pushes the same message (same
    // id and seq), which the console merges.
    const pushed = heardOf(s.sales, 'outbound-agent').filter((m) => m.bodyText === 'once');
    expect(pushed).toHaveLength(2);
    expect(pushed[1]).toEqual(pushed[0]);
    const synced = await s.visitor.socket.emitWithAck('visitor:sync', { chatId: s.chatId, afterSeq: 0 });
    expect(synced.messages.map((m: LooseJson) => m.bodyText)).toEqual(['Hello?', 'once']);
  });

  it('gives an agent who was disconnected exactly the three messages it missed, in order, through sync-chat', async () => {
    const s = await activeChat();
    s.sales.socket.close();
    for (const text of ['one', 'two', 'three']) await say(s.visitor, text);
    const back = await agent({ clientId: s.owner.id });
    // A fresh console of the same user: sign in again as the Sales agent.
    const sameUser = await startAgentAs(s.sales);
    const synced = await sameUser.socket.emitWithAck('sync-chat', { chatId: s.chatId, afterSeq: 1 });
    expect(synced.ok).toBe(true);
    expect(synced.messages.map((m: LooseJson) => [m.seq, m.bodyText])).toEqual([
      [2, 'one'],
      [3, 'two'],
      [4, 'three'],
    ]);
    expect(synced.messages[0]).toMatchObject({ chatId: s.chatId, visitorId: s.visitor.hello.visitorId, direction: 'inbound', id: expect.any(String) });
    // The reconnected console is back in its chat's room without asking.
    await sleep(100);
    const live = nextEvent(sameUser.socket, 'outbound-agent');
    await say(s.visitor, 'four');
    expect(await live).toMatchObject({ seq: 5, bodyText: 'four' });
    // Another agent of the account outside the widget's departments may not read it.
    expect((await back.socket.emitWithAck('sync-chat', { chatId: s.chatId, afterSeq: 0 })).ok).toBe(false);
  });
});

/** A new console socket for the user of an existing test agent (its token is still valid). */
async function startAgentAs(existing: TestAgent): Promise<TestAgent> {
  const { io } = await import('socket.io-client');
  const socket = io(fx.t.url, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true, auth: { token: `Bearer ${existing.token}` } });
  fx.track(socket);
  await nextEvent(socket, 'connect');
  return { ...existing, socket, heard: [] };
}

describe('chat rooms', () => {
  it('joins and leaves the rooms of visible chats only, answering join-status', async () => {
    const s = await activeChat();
    const stranger = await agent();
    const status = nextEvent(s.owner.socket, 'join-status');
    const bulk = await s.owner.socket.emitWithAck('bulk-join-chat-room', { visitorIds: [s.visitor.hello.visitorId, 'unknown'] });
    expect(bulk).toEqual({ ok: true, joined: [s.visitor.hello.visitorId] });
    expect(await status).toEqual({ visitorIds: [s.visitor.hello.visitorId], joined: true });
    const heard = nextEvent(s.owner.socket, 'outbound-agent');
    await say(s.visitor, 'for the room');
    expect((await heard).bodyText).toBe('for the room');

    expect(await s.owner.socket.emitWithAck('leave-chat-room', { visitorId: s.visitor.hello.visitorId })).toEqual({ ok: true });
    await say(s.visitor, 'after leaving');
    await agentBarrier(s.owner);
    expect(heardOf(s.owner, 'outbound-agent').map((m) => m.bodyText)).not.toContain('after leaving');

    const refused = nextEvent(stranger.socket, 'join-status');
    expect(await stranger.socket.emitWithAck('join-chat-room', { visitorId: s.visitor.hello.visitorId })).toEqual({ ok: false });
    expect(await refused).toEqual({ visitorIds: [], joined: false });
    expect(await s.support.socket.emitWithAck('join-chat-room', { visitorId: s.visitor.hello.visitorId })).toEqual({ ok: false });
  });
});

describe('ending and panels', () => {
  it('ends a chat by the agent (status 5) and keeps it as history for the panel', async () => {
    const s = await activeChat();
    const stranger = await agent();
    expect((await post(stranger.token, '/chat/end-chat-by-agent', { visitorId: s.visitor.hello.visitorId })).status).toBe(404);
    expect((await post(stranger.token, '/chat/dashboard-conversation', { visitorId: s.visitor.hello.visitorId })).status).toBe(404);

    const panel = await post(s.sales.token, '/chat/dashboard-conversation', { visitorId: s.visitor.hello.visitorId });
    expect(panel.status).toBe(200);
    expect(panel.body).toMatchObject({ ongoing: { chatId: s.chatId, conversation: [{ bodyText: 'Hello?' }] }, history: [] });
    // The guest's details ride along for the Guest Info panel.
    expect(panel.body.visitor).toMatchObject({ visitorId: s.visitor.hello.visitorId, guestId: s.visitor.hello.guestId });

    const agentTold = nextEvent(s.sales.socket, 'chat-ended');
    const guestTold = nextEvent(s.visitor.socket, 'widget:chat-ended');
    const ended = await post(s.sales.token, '/chat/end-chat-by-agent', { visitorId: s.visitor.hello.visitorId });
    expect(ended).toMatchObject({ status: 200, body: { statusCode: 200 } });
    expect(await agentTold).toEqual({ visitorId: s.visitor.hello.visitorId, guestId: s.visitor.hello.guestId, chatId: s.chatId, status: 5, agentId: s.sales.id });
    expect(await guestTold).toEqual({ chatId: s.chatId, status: 5, rateable: true });
    expect((await post(s.sales.token, '/chat/end-chat-by-agent', { visitorId: s.visitor.hello.visitorId })).status).toBe(400);
    expect((await get(s.sales.token, '/chat/conversations')).body).toEqual([]);

    // The agent left the room: later guest messages open a new pending chat, not the old room.
    const after = await post(s.sales.token, '/chat/dashboard-conversation', { visitorId: s.visitor.hello.visitorId });
    expect(after.body).toMatchObject({ ongoing: null, history: [{ bodyText: 'Hello?', seq: 1 }] });
    const next = await say(s.visitor, 'New question');
    expect(next.message.chatId).not.toBe(s.chatId);
    expect(next.message.seq).toBe(1);
  });

  it('flags visitorLeft when the guest goes and visitorIsBack when it returns with its chat', async () => {
    const s = await activeChat();
    const gone = nextEvent(s.sales.socket, 'visitor-disconnected');
    s.visitor.socket.close();
    await gone;
    await sleep(50);
    expect((await get(s.sales.token, '/chat/conversations')).body[0]).toMatchObject({ visitorLeft: true, visitorIsBack: false });
    const back = await guest(s.widget.pluginId, { visitorId: s.visitor.hello.visitorId });
    expect(back.hello.chat).toMatchObject({ chatId: s.chatId, status: 'active', agentName: 'Test User', lastSeq: 1, messages: [{ seq: 1, bodyText: 'Hello?' }] });
    expect((await get(s.sales.token, '/chat/conversations')).body[0]).toMatchObject({ visitorLeft: false, visitorIsBack: true });
  });

  it('lets the guest end its chat (visitor:end-chat)', async () => {
    const s = await activeChat();
    const agentTold = nextEvent(s.sales.socket, 'chat-ended');
    expect(await s.visitor.socket.emitWithAck('visitor:end-chat', {})).toEqual({ ok: true });
    expect(await agentTold).toMatchObject({ chatId: s.chatId, status: 5 });
    expect(await s.visitor.socket.emitWithAck('visitor:end-chat', {})).toEqual({ ok: false });
    expect((await get(s.sales.token, '/chat/conversations')).body).toEqual([]);
  });

  it('tells the owning agent when its message cannot reach the guest', async () => {
    const s = await activeChat();
    s.visitor.socket.close();
    await nextEvent(s.sales.socket, 'visitor-disconnected');
    const notAvailable = nextEvent(s.sales.socket, 'visitor-not-available');
    const notice = nextEvent(s.sales.socket, 'message');
    const payload = { visitorId: s.visitor.hello.visitorId, guestId: s.visitor.hello.guestId, agentId: s.sales.id, bodyText: 'Still there?', agentName: 'x', agentPhoto: null };
    expect(await s.sales.socket.emitWithAck('inbound-agent', payload)).toMatchObject({ ok: true, seq: 2 });
    expect(await notAvailable).toEqual({ visitorId: s.visitor.hello.visitorId, guestId: s.visitor.hello.guestId, chatId: s.chatId });
    expect(await notice).toEqual({ type: 'info', message: `Guest${s.visitor.hello.guestId} unavailable, last message not seen. Please end chat.` });
  });

  it("refuses a guest's sync or read of another guest's chat", async () => {
    const s = await activeChat();
    const other = await guest(s.widget.pluginId);
    expect(await other.socket.emitWithAck('visitor:sync', { chatId: s.chatId, afterSeq: 0 })).toEqual({ ok: false, error: 'Chat not found' });
    expect(await other.socket.emitWithAck('visitor:read', { chatId: s.chatId, seq: 1 })).toEqual({ ok: false });
  });
});
