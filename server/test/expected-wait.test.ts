/** @jest-environment ./test/support/pglite-environment.cjs */
// The expected wait a queued guest is told (routing/queue-estimate.ts): its place in the queue divided by
// the chats the department's online agents can hold at once, times the mean length (accept to end) of the
// account's latest answered chats. The history here is real: chats the agent accepted and ended through the
// server, whose lengths are then set in the store to known values (a test cannot wait minutes per chat).
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { chats, users } from '../src/db/schema';
import { socketFixture } from './support/socket-fixture';
import { api, nextEvent, type LooseJson } from './support/test-server';
import { connectGuest, createDepartment, createWidget, type TestGuest } from './support/visitor-helpers';

const fx = socketFixture();
afterEach(() => jest.restoreAllMocks());
const say = (g: TestGuest, bodyText = 'Hello?'): Promise<LooseJson> => g.socket.emitWithAck('visitor:message', { clientMessageId: randomUUID(), bodyText });
const post = (token: string, path: string, body: unknown) => api(fx.t.url, 'POST', path, { token, body });

/** The lengths (seconds) the history's chats are given: their mean is 120 s. */
const LENGTHS = [60, 90, 120, 150, 180];
const MEAN = LENGTHS.reduce((sum, length) => sum + length, 0) / LENGTHS.length;
/** The estimate is rounded to whole seconds; the chats' real lengths are set exactly, so a second covers it. */
const TOLERANCE_S = 1;

describe('the expected wait', () => {
  it("is the place ÷ the agents' room × the mean length of the latest chats, told to each queued guest and again on its next page", async () => {
    const owner = await fx.agent({ online: false });
    const anna = await fx.agent({ clientId: owner.id });
    const department = await createDepartment(fx.t.server, owner.id, [anna.id]);
    const widget = await createWidget(fx.t.server, owner.id, [department]);
    const setLimit = async (chatLimit: number) => {
      await fx.t.server.ctx.db.update(users).set({ chatLimit }).where(eq(users.id, anna.id));
      fx.t.server.ctx.audience.forget(owner.id);
    };
    await setLimit(5);

    // The history: chats accepted and ended one after another (nobody queued, so nothing asks for an estimate yet).
    for (const length of LENGTHS) {
      const visitor = await fx.guest(widget.pluginId);
      const offered = nextEvent(anna.socket, 'chat-initialized');
      await say(visitor, `history ${length}`);
      const { chatId } = await offered;
      expect((await post(anna.token, '/visitor/accept-chat', { visitorId: visitor.hello.visitorId })).status).toBe(200);
      const ended = nextEvent(visitor.socket, 'widget:chat-ended');
      expect((await post(anna.token, '/chat/end-chat-by-agent', { visitorId: visitor.hello.visitorId })).status).toBe(200);
      await ended;
      await fx.t.server.ctx.db
        .update(chats)
        .set({ acceptedAt: sql`ended_at - make_interval(secs => ${length})` })
        .where(and(eq(chats.id, chatId), eq(chats.state, 'ended')));
    }
    const stored = await fx.t.server.ctx.db
      .select({ length: sql<number>`extract(epoch from ended_at - accepted_at)::float8` })
      .from(chats)
      .where(eq(chats.clientId, owner.id));
    expect(stored.map((row) => Math.round(Number(row.length))).sort((a, b) => a - b)).toEqual(LENGTHS);

    // The server keeps an account's mean for 30 s (queue-estimate.ts), and the routing passes of the history
    // already read it (too few chats then): its clock moves past that before anyone queues.
    const realNow = Date.now.bind(Date);
    jest.spyOn(Date, 'now').mockImplementation(() => realNow() + 31_000);

    // Anna holds one chat at a time and holds one: the next two guests queue at places 1 and 2.
    await setLimit(1);
    const held = await fx.guest(widget.pluginId);
    const offered = nextEvent(anna.socket, 'chat-initialized');
    await say(held);
    await offered;
    expect((await post(anna.token, '/visitor/accept-chat', { visitorId: held.hello.visitorId })).status).toBe(200);

    const first = await fx.guest(widget.pluginId);
    const firstPlaced = nextEvent(first.socket, 'widget:queue');
    await say(first, 'first in line');
    const firstQueue = await firstPlaced;
    expect(firstQueue).toMatchObject({ position: 1, expectedWaitSeconds: expect.any(Number) });
    expect(Math.abs(firstQueue.expectedWaitSeconds - (1 / 1) * MEAN)).toBeLessThanOrEqual(TOLERANCE_S);

    const second = await fx.guest(widget.pluginId);
    const secondPlaced = nextEvent(second.socket, 'widget:queue');
    await say(second, 'second in line');
    const secondQueue = await secondPlaced;
    expect(secondQueue).toMatchObject({ position: 2, expectedWaitSeconds: expect.any(Number) });
    expect(Math.abs(secondQueue.expectedWaitSeconds - (2 / 1) * MEAN)).toBeLessThanOrEqual(TOLERANCE_S);

    // The guest's next page (opened while this one is still open, so it never left the queue): widget:hello
    // carries its place and the same estimate.
    const nextPage = await connectGuest(fx.t.url, widget.pluginId, { visitorId: second.hello.visitorId });
    fx.track(nextPage.socket);
    expect(nextPage.hello.chat.queue).toMatchObject({ position: 2, expectedWaitSeconds: expect.any(Number) });
    expect(Math.abs(nextPage.hello.chat.queue.expectedWaitSeconds - 2 * MEAN)).toBeLessThanOrEqual(TOLERANCE_S);
  });
});
