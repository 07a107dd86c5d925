/** @jest-environment ./test/support/pglite-environment.cjs */
// An agent starts a chat with a browsing guest (POST /chat/request-chat) on the real server.
import { randomUUID } from 'node:crypto';
import { api, nextEvent, sleep, startTestServer, type LooseJson } from './support/test-server';
import { connectGuest, salesAccount, createWidget, startAgent, type TestGuest } from './support/visitor-helpers';
import { socketFixture } from './support/socket-fixture';

const fx = socketFixture();
const { agent, guest } = fx;

const say = (g: TestGuest, bodyText: string, clientMessageId: string = randomUUID()): Promise<LooseJson> =>
  g.socket.emitWithAck('visitor:message', { clientMessageId, bodyText });

const post = (token: string, path: string, body: unknown) => api(fx.t.url, 'POST', path, { token, body });

/** An account with an owner and a Sales agent online, a Support agent, a Sales widget and a guest on it. */
async function scene() {
  const { owner, sales, support, widget } = await salesAccount(fx.t.server, agent);
  const visitor = await guest(widget.pluginId);
  return { owner, sales, support, widget, visitor };
}

describe('POST /chat/request-chat', () => {
  it('starts an active chat with a browsing guest, once', async () => {
    const s = await scene();
    const stranger = await agent();
    const body = { visitorId: s.visitor.hello.visitorId, guestId: s.visitor.hello.guestId, bodyText: 'Can I help you?', departments: [] };
    expect((await post(stranger.token, '/chat/request-chat', body)).status).toBe(404);
    expect((await post(s.support.token, '/chat/request-chat', body)).status).toBe(404);
    expect((await post(s.sales.token, '/chat/request-chat', { ...body, bodyText: ' ' })).status).toBe(400);

    const accepted = nextEvent(s.visitor.socket, 'widget:chat-accepted');
    const message = nextEvent(s.visitor.socket, 'widget:message');
    const othersTold = nextEvent(s.owner.socket, 'chat-accepted');
    const started = await post(s.sales.token, '/chat/request-chat', body);
    expect(started).toMatchObject({ status: 200, body: { acknowledged: true, visitorId: s.visitor.hello.visitorId, chatId: expect.any(String) } });
    expect(await accepted).toMatchObject({ chatId: started.body.chatId, agentName: 'Test User' });
    expect(await message).toMatchObject({ chatId: started.body.chatId, seq: 1, direction: 'outbound', bodyText: 'Can I help you?' });
    expect(await othersTold).toMatchObject({ chatId: started.body.chatId, agentId: s.sales.id });

    // The agent is in the room: the guest's answer reaches it.
    const reply = nextEvent(s.sales.socket, 'outbound-agent');
    await say(s.visitor, 'Yes please');
    expect(await reply).toMatchObject({ chatId: started.body.chatId, seq: 2, bodyText: 'Yes please' });

    const twice = await post(s.owner.token, '/chat/request-chat', body);
    expect(twice).toMatchObject({ status: 400, body: { message: `Guest${s.visitor.hello.guestId} has already initiated a chat` } });
    s.visitor.socket.close();
    await nextEvent(s.sales.socket, 'visitor-disconnected');
    const gone = await post(s.sales.token, '/chat/request-chat', body);
    expect(gone).toMatchObject({ status: 400, body: { message: 'The guest has left the website' } });
  });
});

describe('pending chat timers', () => {
  it('re-announces an unaccepted chat as priority, then ends it as unattended (status 4)', async () => {
    const fast = await startTestServer({ chatPriorityAfter: 1, chatUnattendedAfter: 2 });
    try {
      const owner = await startAgent(fast.url, fast.server);
      fx.track(owner.socket);
      const widget = await createWidget(fast.server, owner.id);
      const visitor = await connectGuest(fast.url, widget.pluginId);
      fx.track(visitor.socket);
      const priority = nextEvent(owner.socket, 'chat-not-accepted', 3000);
      await visitor.socket.emitWithAck('visitor:message', { clientMessageId: 'p-1', bodyText: 'Anyone?' });
      expect(await priority).toMatchObject({ visitorId: visitor.hello.visitorId, priority: true, bodyText: 'Anyone?' });
      const ended = nextEvent(owner.socket, 'chat-ended', 3000);
      const history = nextEvent(owner.socket, 'new-chat-history', 3000);
      const guestTold = nextEvent(visitor.socket, 'widget:chat-ended', 3000);
      expect(await ended).toMatchObject({ visitorId: visitor.hello.visitorId, status: 4 });
      expect(await history).toMatchObject({ status: 4, agentId: null, conversation: [{ bodyText: 'Anyone?' }], visitorId: { guestId: visitor.hello.guestId } });
      expect(await guestTold).toMatchObject({ status: 4, rateable: false });
    } finally {
      await fast.close();
    }
  });

  it('continues the timers of chats left pending by a previous start', async () => {
    const s = await scene();
    const initialized = nextEvent(s.owner.socket, 'chat-initialized');
    await say(s.visitor, 'Still there?');
    const incoming = await initialized;
    // A second server on the same database, with short times, takes the pending chat over. The two steps are
    // due a second apart, so Priority comes first: timers fire in order of due time (overdue ones in the order
    // resumed, Priority first), and the embedded database runs the steps' statements in the order sent. Due
    // at once, the unattended step could end the chat first and the Priority step would find it ended.
    const restarted = await startTestServer({ chatPriorityAfter: 1, chatUnattendedAfter: 2 });
    try {
      // Without a shared adapter (in-memory database) its events stay in its process: read the chat itself.
      const chatOf = () => fx.t.server.ctx.db.query.chats.findFirst({ where: (c, { eq }) => eq(c.id, incoming.chatId) });
      let chat = await chatOf();
      for (let i = 0; i < 50 && chat?.state !== 'ended'; i++) chat = await sleep(100).then(chatOf);
      expect(chat).toMatchObject({ state: 'ended', status: 4, priority: true });
    } finally {
      await restarted.close();
    }
  });
});
