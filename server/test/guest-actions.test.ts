/** @jest-environment ./test/support/pglite-environment.cjs */
import { api, nextEvent, outboxFor, sleep } from './support/test-server';
import { connectGuest, createDepartment, createWidget } from './support/visitor-helpers';
import { socketFixture } from './support/socket-fixture';

const fx = socketFixture();
const { agent, guest } = fx;

async function scene() {
  const owner = await agent();
  const widget = await createWidget(fx.t.server, owner.id);
  const visitor = await guest(widget.pluginId);
  await nextEvent(owner.socket, 'new-visitor');
  return { owner, widget, visitor };
}

describe('update-visitor', () => {
  it('stores the contact fields with the shared validation, for the account only', async () => {
    const { owner, visitor } = await scene();
    const ids = { visitorId: visitor.hello.visitorId, guestId: visitor.hello.guestId };
    const bad = await api(fx.t.url, 'PATCH', '/visitor/update-visitor', { token: owner.token, body: { ...ids, email: 'nope' } });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Please provide valid email' } });
    const badPhone = await api(fx.t.url, 'POST', '/visitor/update-visitor', { token: owner.token, body: { ...ids, phoneNumber: 'abc' } });
    expect(badPhone).toMatchObject({ status: 400, body: { message: 'Please provide valid phone number' } });

    const announced = nextEvent(owner.socket, 'new-visitor');
    const body = { ...ids, email: 'guest@site.test', firstName: 'Ann', lastName: 'Lee', phoneNumber: '+1 555 123 4567' };
    const ok = await api(fx.t.url, 'PATCH', '/visitor/update-visitor', { token: owner.token, body });
    expect(ok).toMatchObject({ status: 200, body: { acknowledged: true } });
    expect(await announced).toMatchObject({ email: 'guest@site.test', firstName: 'Ann', lastName: 'Lee', phoneNumber: '+1 555 123 4567' });
    const listed = await api(fx.t.url, 'GET', '/visitor/current-visitors', { token: owner.token });
    expect(listed.body.data[0]).toMatchObject({ email: 'guest@site.test', firstName: 'Ann' });

    const stranger = await agent();
    expect((await api(fx.t.url, 'PATCH', '/visitor/update-visitor', { token: stranger.token, body })).status).toBe(404);
  });

  it("hides a guest of a widget outside the agent's departments", async () => {
    const owner = await agent();
    const salesAgent = await agent({ clientId: owner.id });
    const supportId = await createDepartment(fx.t.server, owner.id);
    const widget = await createWidget(fx.t.server, owner.id, [supportId]);
    const visitor = await guest(widget.pluginId);
    const answer = await api(fx.t.url, 'PATCH', '/visitor/update-visitor', { token: salesAgent.token, body: { visitorId: visitor.hello.visitorId, email: 'a@b.co' } });
    expect(answer.status).toBe(404);
  });
});

describe('guest/block-unblock', () => {
  it('blocks a guest (its widget is told and cannot chat), then unblocks it', async () => {
    const { owner, widget, visitor } = await scene();
    const body = { visitorId: visitor.hello.visitorId, pluginId: widget.pluginId, ipAddress: '127.0.0.1' };
    const told = nextEvent(visitor.socket, 'widget:blocked');
    const blocked = await api(fx.t.url, 'POST', '/guest/block-unblock', { token: owner.token, body });
    expect(blocked).toMatchObject({ status: 200, body: { isBlocked: true, blockedBy: owner.id, acknowledged: true } });
    expect(await told).toEqual({});
    expect(await visitor.socket.emitWithAck('visitor:message', { clientMessageId: 'b-1', bodyText: 'hi' })).toEqual({ ok: false, error: 'You have been blocked', code: 'blocked' });

    // A new connection of the blocked guest hears it again.
    const reconnected = await connectGuest(fx.t.url, widget.pluginId, { visitorId: visitor.hello.visitorId });
    fx.track(reconnected.socket);
    await sleep(100);
    expect(reconnected.heard.map((entry) => entry.event)).toEqual(['widget:hello', 'widget:blocked']);

    const unblockedTold = nextEvent(visitor.socket, 'widget:unblocked');
    const unblocked = await api(fx.t.url, 'POST', '/guest/block-unblock', { token: owner.token, body });
    expect(unblocked.body).toMatchObject({ isBlocked: false, blockedBy: null });
    expect(await unblockedTold).toEqual({});
    expect((await visitor.socket.emitWithAck('visitor:message', { clientMessageId: 'b-2', bodyText: 'hi' })).ok).toBe(true);

    const stranger = await agent();
    expect((await api(fx.t.url, 'POST', '/guest/block-unblock', { token: stranger.token, body })).status).toBe(404);
  });

  it('refuses the messages of a guest with an open chat once it, or a guest on its IP address, is blocked', async () => {
    const { owner, widget, visitor } = await scene();
    const other = await guest(widget.pluginId);
    const say = (clientMessageId: string, bodyText: string) => visitor.socket.emitWithAck('visitor:message', { clientMessageId, bodyText });
    const first = await say('o-1', 'hi');
    expect(first.ok).toBe(true);
    const toggle = async (target: { hello: { visitorId: string } }) => {
      const body = { visitorId: target.hello.visitorId, pluginId: widget.pluginId, ipAddress: '127.0.0.1' };
      return (await api(fx.t.url, 'POST', '/guest/block-unblock', { token: owner.token, body })).body.isBlocked;
    };
    const refused = { ok: false, error: 'You have been blocked', code: 'blocked' };

    // Every test guest connects from 127.0.0.1: blocking the other guest blocks this one too.
    expect(await toggle(other)).toBe(true);
    expect(await say('o-2', 'still there?')).toEqual(refused);
    expect(await toggle(other)).toBe(false);
    expect(await say('o-3', 'back')).toMatchObject({ ok: true, message: { seq: 2 } });
    expect(await toggle(visitor)).toBe(true);
    expect(await say('o-4', 'and now?')).toEqual(refused);

    const synced = await visitor.socket.emitWithAck('visitor:sync', { chatId: first.message.chatId, afterSeq: 0 });
    expect(synced.messages.map((m: { bodyText: string }) => m.bodyText)).toEqual(['hi', 'back']);
  });
});

describe('visitor:email', () => {
  it('stores a valid e-mail and tells the agents with emailid-updated', async () => {
    const { owner, visitor } = await scene();
    expect(await visitor.socket.emitWithAck('visitor:email', { email: 'bad' })).toEqual({ ok: false, error: 'Please provide valid email' });
    const told = nextEvent(owner.socket, 'emailid-updated');
    expect(await visitor.socket.emitWithAck('visitor:email', { email: 'me@site.test' })).toEqual({ ok: true });
    expect(await told).toEqual({ visitorId: visitor.hello.visitorId, guestId: visitor.hello.guestId, email: 'me@site.test' });
  });
});

describe('visitor:offline-message', () => {
  it('stores the message as an ended chat with status 3 and mails the notification addresses', async () => {
    const { owner, visitor } = await scene();
    const send = (body: object) => visitor.socket.emitWithAck('visitor:offline-message', body);
    expect(await send({ name: '', email: 'me@site.test', message: 'hi' })).toEqual({ ok: false, error: 'Please provide your name' });
    expect(await send({ name: 'Ann', email: 'bad', message: 'hi' })).toEqual({ ok: false, error: 'Please provide valid email' });
    expect(await send({ name: 'Ann', email: 'me@site.test', message: '  ' })).toEqual({ ok: false, error: 'Please write a message' });
    expect(await send({ name: 'Ann <b>', email: 'me@site.test', message: 'Call me back\nplease' })).toEqual({ ok: true });

    const [chat] = await fx.t.server.ctx.db.query.chats.findMany({ where: (c, { eq }) => eq(c.visitorId, visitor.hello.visitorId) });
    expect(chat).toMatchObject({ state: 'ended', status: 3, lastSeq: 1 });
    // The mail leaves after the acknowledgement.
    const mailsOf = async () => (await outboxFor(fx.t.dataDir, 'owner@example.com')).filter((mail) => mail.subject.includes(`Guest${visitor.hello.guestId} `));
    let mails = await mailsOf();
    for (let i = 0; i < 20 && mails.length === 0; i++) mails = await sleep(50).then(mailsOf);
    expect(mails.at(-1)).toMatchObject({ subject: `Offline message from Guest${visitor.hello.guestId} on Test Site` });
    expect(mails.at(-1)?.text).toContain('Call me back\nplease');
    expect(mails.at(-1)?.html).toContain('Ann &lt;b&gt;');
    const listed = await api(fx.t.url, 'GET', '/visitor/current-visitors', { token: owner.token });
    expect(listed.body.data[0]).toMatchObject({ visitorId: visitor.hello.visitorId });
  });
});
