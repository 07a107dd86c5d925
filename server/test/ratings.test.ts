/** @jest-environment ./test/support/pglite-environment.cjs */
// Chat ratings (issue 28) on the real server and the embedded database: the guest rates their own ended
// chat, may change it within the window, staff who held the chat hear it live and read it in history.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { RATING_COMMENT_MAX, RATING_COMMENT_TOO_LONG, RATING_NOT_ALLOWED, type ChatRating } from 'shared-kernel/contracts';
import { chats, departmentMembers, visitors, widgets } from '../src/db/schema';
import { RATING_ENABLED_NOT_BOOLEAN } from '../src/widgets/rating-settings';
import { rowsOf } from '../src/db/json-row';
import { eventually } from './support/fresh-postgres';
import { insertChat } from './support/history-fixtures';
import { socketFixture } from './support/socket-fixture';
import { api, nextEvent, outboxAtLeast, sleep, type LooseJson } from './support/test-server';
import { agentBarrier, heardOf, salesAccount, type TestGuest } from './support/visitor-helpers';

const fx = socketFixture();
const db = () => fx.t.server.ctx.db;
const call = (token: string, method: string, path: string, body?: unknown) => api(fx.t.url, method, path, { token, body });
const say = (g: TestGuest, bodyText: string): Promise<LooseJson> => g.socket.emitWithAck('visitor:message', { clientMessageId: randomUUID(), bodyText });
const rate = (g: TestGuest, payload: unknown): Promise<LooseJson> => g.socket.emitWithAck('visitor:rate', payload);
const refused = { ok: false, error: RATING_NOT_ALLOWED };
const stored = async (chatId: string) => (await db().select().from(chats).where(eq(chats.id, chatId)))[0];

async function setWidget(widgetId: string, patch: Record<string, unknown>): Promise<void> {
  const [row] = await db().select().from(widgets).where(eq(widgets.id, widgetId));
  await db()
    .update(widgets)
    .set({ settings: { ...row.settings, ...patch } })
    .where(eq(widgets.id, widgetId));
}

/** A guest's chat that the Sales agent accepted; `end` ends it by the agent and gives widget:chat-ended. */
async function acceptedChat(account?: Awaited<ReturnType<typeof salesAccount>>) {
  const s = account ?? (await salesAccount(fx.t.server, fx.agent));
  const visitor = await fx.guest(s.widget.pluginId);
  const offered = nextEvent(s.sales.socket, 'chat-initialized');
  await say(visitor, 'Hello?');
  const { chatId } = await offered;
  expect((await call(s.sales.token, 'POST', '/visitor/accept-chat', { visitorId: visitor.hello.visitorId })).status).toBe(200);
  const end = async () => {
    const ended = nextEvent(visitor.socket, 'widget:chat-ended');
    expect((await call(s.sales.token, 'POST', '/chat/end-chat-by-agent', { visitorId: visitor.hello.visitorId })).status).toBe(200);
    return ended;
  };
  return { ...s, visitor, chatId: chatId as string, end };
}

describe('rating an ended chat', () => {
  it('stores the rating, tells the holder live, shows it in history and the contact conversation, and still mails the transcript', async () => {
    const s = await acceptedChat();
    expect(s.visitor.hello.config.ratingEnabled).toBe(true);
    await setWidget(s.widget.id, { emailTranscript: true });
    const email = `rater-${randomUUID().slice(0, 6)}@example.com`;
    expect(await s.visitor.socket.emitWithAck('visitor:email', { email })).toEqual({ ok: true });
    expect(await s.end()).toEqual({ chatId: s.chatId, status: 5, rateable: true });

    const heard = nextEvent(s.sales.socket, 'chat-rated');
    const answer = await rate(s.visitor, { chatId: s.chatId, rating: 'good', comment: '  Quick and kind.  ' });
    const rating: ChatRating = { value: 'good', comment: 'Quick and kind.', ratedAt: expect.any(String) };
    expect(answer).toEqual({ ok: true, rating });
    expect(await heard).toEqual({ visitorId: s.visitor.hello.visitorId, guestId: s.visitor.hello.guestId, chatId: s.chatId, agentId: s.sales.id, rating: answer.rating });
    const row = await stored(s.chatId);
    expect([row.rating, row.ratingComment, row.ratedAt?.toISOString()]).toEqual(['good', 'Quick and kind.', answer.rating.ratedAt]);
    expect(row.firstRatedAt).toEqual(row.ratedAt);
    // Only the staff who held the chat hear it (once the answer to Support's own question has come, so
    // has anything sent to Support before it).
    await agentBarrier(s.support);
    expect(heardOf(s.support, 'chat-rated')).toEqual([]);

    const history = await call(s.owner.token, 'GET', '/chat/dashboard-history?take=10&page=1');
    expect(history.body.data.find((item: LooseJson) => item.chatId === s.chatId).rating).toEqual(answer.rating);
    expect((await call(s.sales.token, 'GET', `/chat/single-chat-history/${s.chatId}`)).body.rating).toEqual(answer.rating);
    const [guestRow] = await db().select({ id: visitors.id }).from(visitors).where(eq(visitors.visitorId, s.visitor.hello.visitorId));
    const conversation = await call(s.owner.token, 'GET', `/chat/get-contact-conversation?visitorid=${guestRow.id}`);
    const closing = conversation.body.find((item: LooseJson) => item.chatId === s.chatId && item.status === 5 && item.agentName !== undefined);
    expect(closing).toMatchObject({ chatId: s.chatId, status: 5, rating: answer.rating });

    const [mail] = await outboxAtLeast(fx.t.dataDir, email, 1);
    expect(mail.subject).toBe('Your chat transcript from Test Site');
    expect(mail.text).toContain('You: Hello?');
  });

  it('tells every staff member who held the chat, after a transfer too', async () => {
    const s = await salesAccount(fx.t.server, fx.agent);
    const [dept] = await db().select().from(departmentMembers).where(eq(departmentMembers.userId, s.sales.id));
    const colleague = await fx.agent({ clientId: s.owner.id });
    await db().insert(departmentMembers).values({ departmentId: dept.departmentId, userId: colleague.id });
    fx.t.server.ctx.audience.forget(s.owner.id);
    const c = await acceptedChat(s);
    expect((await call(s.sales.token, 'POST', '/chat/transfer', { chatId: c.chatId, agentId: colleague.id })).status).toBe(200);
    const ended = nextEvent(c.visitor.socket, 'widget:chat-ended');
    expect((await call(colleague.token, 'POST', '/chat/end-chat-by-agent', { visitorId: c.visitor.hello.visitorId })).status).toBe(200);
    expect((await ended).rateable).toBe(true);
    const formerHears = nextEvent(s.sales.socket, 'chat-rated');
    const holderHears = nextEvent(colleague.socket, 'chat-rated');
    const answer = await rate(c.visitor, { chatId: c.chatId, rating: 'bad', comment: 'Passed around' });
    const expected = { visitorId: c.visitor.hello.visitorId, guestId: c.visitor.hello.guestId, chatId: c.chatId, agentId: colleague.id, rating: answer.rating };
    expect(await holderHears).toEqual(expected);
    expect(await formerHears).toEqual(expected);
    await Promise.all([agentBarrier(s.support), agentBarrier(s.owner)]);
    expect(heardOf(s.support, 'chat-rated')).toEqual([]);
    expect(heardOf(s.owner, 'chat-rated')).toEqual([]);
  });

  it('replaces the rating within the change window and refuses a change after it', async () => {
    const s = await acceptedChat();
    await s.end();
    const first = await rate(s.visitor, { chatId: s.chatId, rating: 'good', comment: 'Fine' });
    expect(first.ok).toBe(true);
    const before = await stored(s.chatId);
    await sleep(5);
    const second = await rate(s.visitor, { chatId: s.chatId, rating: 'bad', comment: '   ' });
    expect(second).toEqual({ ok: true, rating: { value: 'bad', comment: null, ratedAt: expect.any(String) } });
    const after = await stored(s.chatId);
    expect(after.firstRatedAt).toEqual(before.firstRatedAt);
    expect(after.ratedAt!.getTime()).toBeGreaterThan(before.ratedAt!.getTime());

    // The first rating eleven minutes ago: the window (ten minutes) has passed.
    await db().execute(sql`update chats set first_rated_at = first_rated_at - interval '11 minutes' where id = ${s.chatId}`);
    expect(await rate(s.visitor, { chatId: s.chatId, rating: 'good' })).toEqual(refused);
    expect((await stored(s.chatId)).rating).toBe('bad');
    // An untouched rating is not a history item without it: the staff read what was stored.
    const item = (await call(s.sales.token, 'GET', `/chat/single-chat-history/${s.chatId}`)).body;
    expect(item.rating).toEqual(second.rating);
  });

  it("answers another guest's chat, an open chat, an unattended chat, an offline message and an unknown id alike", async () => {
    const s = await acceptedChat();
    // Open (accepted, not ended): not yet.
    expect(await rate(s.visitor, { chatId: s.chatId, rating: 'good' })).toEqual(refused);
    await s.end();
    const stranger = await fx.guest(s.widget.pluginId);
    expect(await rate(stranger, { chatId: s.chatId, rating: 'bad' })).toEqual(refused);
    expect(await rate(stranger, { chatId: randomUUID(), rating: 'bad' })).toEqual(refused);
    expect(await rate(stranger, { chatId: 'x'.repeat(300), rating: 'bad' })).toEqual(refused);
    expect(await rate(stranger, { rating: 'bad' })).toEqual(refused);
    // A pending chat of the stranger's own.
    const offered = nextEvent(s.sales.socket, 'chat-initialized');
    await say(stranger, 'Anyone?');
    const pending = (await offered).chatId as string;
    expect(await rate(stranger, { chatId: pending, rating: 'good' })).toEqual(refused);

    // Chats the guest had without an agent: unattended (4), an offline message (3), ended before an accept.
    const [row] = await db().select().from(visitors).where(eq(visitors.visitorId, s.visitor.hello.visitorId));
    for (const status of [4, 3, 5]) {
      const chatId = await insertChat(fx.t.server, { visitor: row, status, agent: null });
      expect(await rate(s.visitor, { chatId, rating: 'good' })).toEqual(refused);
      expect((await stored(chatId)).rating).toBeNull();
    }
    expect((await stored(s.chatId)).rating).toBeNull();
    expect((await stored(pending)).rating).toBeNull();
  });

  it('asks for no rating and refuses one when the widget has rating off', async () => {
    const s = await acceptedChat();
    await setWidget(s.widget.id, { rating: { enabled: false } });
    expect(await s.end()).toEqual({ chatId: s.chatId, status: 5, rateable: false });
    expect(await rate(s.visitor, { chatId: s.chatId, rating: 'good' })).toEqual(refused);
    const later = await fx.guest(s.widget.pluginId);
    expect(later.hello.config.ratingEnabled).toBe(false);
    expect((await stored(s.chatId)).rating).toBeNull();
  });

  it('checks the comment, the rating and the payload keys', async () => {
    const s = await acceptedChat();
    await s.end();
    const long = await rate(s.visitor, { chatId: s.chatId, rating: 'good', comment: 'y'.repeat(RATING_COMMENT_MAX + 1) });
    expect(long).toEqual({ ok: false, error: RATING_COMMENT_TOO_LONG, fieldErrors: { comment: RATING_COMMENT_TOO_LONG } });
    expect((await stored(s.chatId)).rating).toBeNull();
    for (const rating of ['great', '', 1, null, ['good'], { value: 'good' }]) {
      const answer = await rate(s.visitor, { chatId: s.chatId, rating });
      expect([answer.ok, typeof answer.error]).toEqual([false, 'string']);
    }
    for (const key of ['__proto__', 'toString']) {
      const payload = JSON.parse(`{"chatId":"${s.chatId}","rating":"good","${key}":{"comment":"x"}}`);
      expect(await rate(s.visitor, payload)).toEqual({ ok: false, error: `The field name '${key}' is not allowed` });
    }
    expect((await stored(s.chatId)).rating).toBeNull();
    const exact = await rate(s.visitor, { chatId: s.chatId, rating: 'good', comment: 'z'.repeat(RATING_COMMENT_MAX) });
    expect(exact.ok).toBe(true);
    expect(exact.rating.comment).toHaveLength(RATING_COMMENT_MAX);
  });
});

describe("the widget's rating setting", () => {
  it('is on when absent, saved by create and update, and refuses what is not true or false', async () => {
    const s = await salesAccount(fx.t.server, fx.agent);
    const read = async () => (await call(s.owner.token, 'POST', '/widget/get-widgets')).body.find((w: LooseJson) => w._id === s.widget.id);
    const widget = await read();
    expect(widget.rating).toEqual({ enabled: true });
    const base = { ...widget, widgetId: s.widget.id, department: widget.department?.[0]?.ids ?? null };
    const update = (rating: unknown) => call(s.owner.token, 'PATCH', '/widget/update', { ...base, rating });
    for (const rating of [{ enabled: 'false' }, { enabled: 0 }, { enabled: null }, 'off', [false]]) {
      const answer = await update(rating);
      expect([answer.status, typeof answer.body.message]).toEqual([400, 'string']);
    }
    expect((await update({ enabled: 'no' })).body.message).toBe(RATING_ENABLED_NOT_BOOLEAN);
    const poisoned = JSON.parse(JSON.stringify({ ...base, rating: { enabled: false, extra: 1 } }).replace('"extra"', '"__proto__"'));
    expect((await call(s.owner.token, 'PATCH', '/widget/update', poisoned)).status).toBe(400);
    expect((await read()).rating).toEqual({ enabled: true });

    const off = await update({ enabled: false, extra: 1 });
    expect([off.status, off.body.rating]).toEqual([200, { enabled: false }]);
    expect((await read()).rating).toEqual({ enabled: false });
    // A save without the block keeps it.
    const { rating: _dropped, ...withoutRating } = base;
    expect((await call(s.owner.token, 'PATCH', '/widget/update', withoutRating)).body.rating).toEqual({ enabled: false });
    const [row] = await db().select().from(widgets).where(eq(widgets.id, s.widget.id));
    expect(row.settings.rating).toEqual({ enabled: false });

    const created = await call(s.owner.token, 'POST', '/widget/create', { widgetName: 'Quiet', domain: `quiet-${randomUUID().slice(0, 6)}.test`, rating: { enabled: false } });
    expect([created.status, created.body.rating]).toEqual([200, { enabled: false }]);
  });
});

describe('the reports hear of the end and of the rating', () => {
  it("counts the ended chat in today's overview, then its rating, as the jobs write the chat's facts", async () => {
    const s = await acceptedChat();
    const today = new Date().toISOString().slice(0, 10);
    const overview = async () => (await call(s.owner.token, 'GET', `/reports/overview?from=${today}&to=${today}&pluginId=${s.widget.pluginId}`)).body;
    // Open: read live.
    expect((await overview()).chats).toBe(1);
    await s.end();
    await eventually(async () => rowsOf(await fx.t.server.ctx.db.execute(sql`select 1 from report_chat_facts where chat_id = ${s.chatId}`)).length === 1);
    expect(await overview()).toMatchObject({ chats: 1, missed: 0, timeToAccept: { count: 1 }, satisfaction: { rated: 0 } });
    expect(await rate(s.visitor, { chatId: s.chatId, rating: 'bad', comment: 'Too slow' })).toMatchObject({ ok: true });
    await eventually(async () => (await overview()).satisfaction.rated === 1);
    expect((await overview()).satisfaction).toEqual({ rated: 1, good: 0, score: 0 });
    const ratings = await call(s.owner.token, 'GET', `/reports/ratings?from=${today}&to=${today}&take=10&page=1`);
    expect(ratings.body.data.map((row: LooseJson) => [row.chatId, row.rating.comment])).toEqual([[s.chatId, 'Too slow']]);
  });
});
