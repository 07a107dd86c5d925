/** @jest-environment ./test/support/pglite-environment.cjs */
// Conversation history, offline messages and unattended chats: filters, paging, who sees what.
import { api, startTestServer, type LooseJson, type TestServer } from './support/test-server';
import { historyAccount, insertChat, insertVisitor, softDeleteWidget } from './support/history-fixtures';

const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);

let t: TestServer;
let acc: Awaited<ReturnType<typeof historyAccount>>;
let other: Awaited<ReturnType<typeof historyAccount>>;
/** Chat ids by name, newest end first: recent, threeDays, twentyDays, fortyDays. */
const ids: Record<string, string> = {};

const get = (token: string, path: string) => api(t.url, 'GET', path, { token });
const chatIds = (body: LooseJson) => (body.data as LooseJson[]).map((item) => item.chatId);

beforeAll(async () => {
  t = await startTestServer();
  acc = await historyAccount(t.server, t.url);
  other = await historyAccount(t.server, t.url);
  const alice = { id: acc.agentA.id, name: acc.agentA.name };
  const bob = { id: acc.agentB.id, name: acc.agentB.name };
  const guest = await insertVisitor(t.server, { clientId: acc.owner.id, widgetId: acc.shop.id, email: 'ann@example.com', firstName: 'Ann' });
  const blogGuest = await insertVisitor(t.server, { clientId: acc.owner.id, widgetId: acc.blog.id });
  ids.recent = await insertChat(t.server, { visitor: guest, agent: alice, status: 5, endedAt: ago(10_000), messages: 4, conversion: { status: 2, uploaded: true } });
  ids.threeDays = await insertChat(t.server, { visitor: blogGuest, agent: bob, status: 2, endedAt: ago(3 * DAY) });
  ids.twentyDays = await insertChat(t.server, { visitor: guest, agent: null, status: 3, endedAt: ago(20 * DAY), messages: 1 });
  ids.fortyDays = await insertChat(t.server, { visitor: blogGuest, agent: null, status: 4, endedAt: ago(40 * DAY), messages: 2 });
  ids.oldAlice = await insertChat(t.server, { visitor: blogGuest, agent: alice, status: 1, endedAt: ago(60 * DAY) });
  // Not ended: never in history.
  const openGuest = await insertVisitor(t.server, { clientId: acc.owner.id, widgetId: acc.shop.id });
  ids.active = await insertChat(t.server, { visitor: openGuest, agent: alice, state: 'active' });
  // Another account's chat.
  const stranger = await insertVisitor(t.server, { clientId: other.owner.id, widgetId: other.shop.id });
  ids.foreign = await insertChat(t.server, { visitor: stranger, agent: { id: other.agentA.id, name: other.agentA.name }, status: 5, endedAt: ago(5_000) });
  // The blog widget is deleted afterwards: its chats stay in history and its pluginId still filters.
  await softDeleteWidget(t.server, acc.blog.id);
});
afterAll(() => t.close());

describe('GET /chat/dashboard-history', () => {
  it("lists the account's ended chats, newest end first, as list rows without messages", async () => {
    const answer = await get(acc.owner.token, '/chat/dashboard-history?take=15&page=1&order=DESC');
    expect(answer.status).toBe(200);
    expect(chatIds(answer.body)).toEqual([ids.recent, ids.threeDays, ids.twentyDays, ids.fortyDays, ids.oldAlice]);
    expect(answer.body.meta).toMatchObject({ hasNextPage: false, itemCount: 5 });
    expect(answer.body.message).toBeUndefined();
    const first = answer.body.data[0];
    expect(first).toMatchObject({
      _id: ids.recent,
      chatId: ids.recent,
      status: 5,
      clientId: acc.owner.id,
      agentId: acc.agentA.id,
      agentName: 'Agent Alice',
      pluginId: acc.shop.pluginId,
      domain: expect.stringMatching(/^site-.*\.test$/),
      conversation: [],
      conversion: { analytics_uploaded: true, status: 2 },
      visitorId: { guestId: expect.any(Number), email: 'ann@example.com', firstName: 'Ann', flag: 'DE', technicalDetails: { browser: 'Firefox', operatingSystem: 'Linux' } },
      updated_at: expect.any(String),
    });
    expect(answer.body.data[1].conversion).toBeNull();
    expect(chatIds(answer.body)).not.toContain(ids.foreign);
  });

  it('sorts oldest first with order=ASC', async () => {
    const answer = await get(acc.owner.token, '/chat/dashboard-history?order=ASC');
    expect(chatIds(answer.body)).toEqual([ids.oldAlice, ids.fortyDays, ids.twentyDays, ids.threeDays, ids.recent]);
  });

  it('pages with take: hasNextPage until the last page, then No Record Found beyond it', async () => {
    const page = (n: number) => get(acc.owner.token, `/chat/dashboard-history?take=2&page=${n}&order=DESC`);
    const [one, two, three, four] = await Promise.all([page(1), page(2), page(3), page(4)]);
    expect(chatIds(one.body)).toEqual([ids.recent, ids.threeDays]);
    expect(one.body.meta).toMatchObject({ hasNextPage: true, itemCount: 2 });
    expect(chatIds(two.body)).toEqual([ids.twentyDays, ids.fortyDays]);
    expect(two.body.meta).toMatchObject({ hasNextPage: true, itemCount: 2 });
    expect(chatIds(three.body)).toEqual([ids.oldAlice]);
    expect(three.body.meta).toMatchObject({ hasNextPage: false, itemCount: 1 });
    expect(four.status).toBe(200);
    expect(four.body).toEqual({ data: [], meta: expect.objectContaining({ hasNextPage: false, itemCount: 0 }), message: 'No Record Found' });
  });

  it('a page of exactly take rows at the end says there is no next page', async () => {
    const answer = await get(acc.owner.token, '/chat/dashboard-history?take=5&page=1');
    expect(answer.body.meta).toMatchObject({ hasNextPage: false, itemCount: 5 });
  });

  it.each([
    ['agentId', () => `agentId=${acc.agentA.id}`, () => [ids.recent, ids.oldAlice]],
    ['pluginId of a deleted widget', () => `pluginId=${acc.blog.pluginId}`, () => [ids.threeDays, ids.fortyDays, ids.oldAlice]],
    ['pluginId', () => `pluginId=${acc.shop.pluginId}`, () => [ids.recent, ids.twentyDays]],
    ['status 3', () => 'status=3', () => [ids.twentyDays]],
    ['status 0 (all)', () => 'status=0', () => [ids.recent, ids.threeDays, ids.twentyDays, ids.fortyDays, ids.oldAlice]],
    ['today', () => 'duration=today&tz=UTC', () => [ids.recent]],
    ['last-7-days', () => 'duration=last-7-days', () => [ids.recent, ids.threeDays]],
    ['last-month', () => 'duration=last-month', () => [ids.recent, ids.threeDays, ids.twentyDays]],
    ['several at once', () => `pluginId=${acc.blog.pluginId}&status=2&duration=last-7-days`, () => [ids.threeDays]],
    ['empty values (not set)', () => 'agentId=&pluginId=&status=&duration=', () => [ids.recent, ids.threeDays, ids.twentyDays, ids.fortyDays, ids.oldAlice]],
  ])('filters by %s', async (_name, query, expected) => {
    const answer = await get(acc.owner.token, `/chat/dashboard-history?take=15&page=1&order=DESC&${query()}`);
    expect(answer.status).toBe(200);
    expect(chatIds(answer.body)).toEqual(expected());
  });

  it('answers No Record Found when a filter matches nothing', async () => {
    const answer = await get(acc.owner.token, `/chat/dashboard-history?agentId=${acc.agentB.id}&status=5`);
    expect(answer.body).toEqual({ data: [], meta: expect.objectContaining({ hasNextPage: false, itemCount: 0 }), message: 'No Record Found' });
  });

  it('shows agents only their own chats, whatever agentId they send', async () => {
    expect(chatIds((await get(acc.agentA.token, '/chat/dashboard-history')).body)).toEqual([ids.recent, ids.oldAlice]);
    expect(chatIds((await get(acc.agentA.token, `/chat/dashboard-history?agentId=${acc.agentB.id}`)).body)).toEqual([ids.recent, ids.oldAlice]);
    expect(chatIds((await get(acc.agentB.token, '/chat/dashboard-history')).body)).toEqual([ids.threeDays]);
  });

  it("shows managers their agents' chats (not the unattended ones or offline messages), filtered by agent", async () => {
    expect(chatIds((await get(acc.manager.token, '/chat/dashboard-history')).body)).toEqual([ids.recent, ids.threeDays, ids.oldAlice]);
    expect(chatIds((await get(acc.manager.token, `/chat/dashboard-history?agentId=${acc.agentB.id}`)).body)).toEqual([ids.threeDays]);
  });

  it('shows co-admins the whole account', async () => {
    expect(chatIds((await get(acc.coAdmin.token, '/chat/dashboard-history')).body)).toHaveLength(5);
  });

  it("gives nothing of another account's ids", async () => {
    expect((await get(other.owner.token, `/chat/dashboard-history?pluginId=${acc.shop.pluginId}`)).body).toMatchObject({ data: [], message: 'No Record Found' });
    expect((await get(other.owner.token, `/chat/dashboard-history?agentId=${acc.agentA.id}`)).body).toMatchObject({ data: [] });
    expect(chatIds((await get(other.owner.token, '/chat/dashboard-history')).body)).toEqual([ids.foreign]);
  });

  it.each([
    ['take=0', 'take must be at least 1'],
    ['take=101', 'take must be at most 100'],
    ['take=abc', 'take must be a number'],
    ['page=0', 'page must be at least 1'],
    ['page=1.5', 'page must be a whole number'],
    ['order=sideways', 'order must be ASC or DESC'],
    ['status=9', 'status must be a number from 0 to 5'],
    ['duration=yesterday', 'duration must be one of today, last-7-days, last-month'],
    ['duration=today&tz=Mars/Olympus', 'tz must be an IANA time zone'],
  ])('refuses %s with a 400 and a message', async (query, message) => {
    const answer = await get(acc.owner.token, `/chat/dashboard-history?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });

  it('accepts lowercase order and a browser time zone', async () => {
    const answer = await get(acc.owner.token, '/chat/dashboard-history?order=asc&duration=today&tz=Asia/Kolkata');
    expect(answer.status).toBe(200);
  });

  it('needs a signed-in user', async () => {
    expect((await api(t.url, 'GET', '/chat/dashboard-history')).status).toBe(401);
  });
});

describe('GET /chat/single-chat-history/:id', () => {
  it('answers the ended chat with its whole conversation in order', async () => {
    const answer = await get(acc.owner.token, `/chat/single-chat-history/${ids.recent}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ chatId: ids.recent, status: 5, agentName: 'Agent Alice', pluginId: acc.shop.pluginId, domain: expect.any(String) });
    expect(answer.body.conversation.map((m: LooseJson) => [m.seq, m.direction, m.bodyText])).toEqual([
      [1, 'inbound', 'guest line 1'],
      [2, 'outbound', 'agent line 2'],
      [3, 'inbound', 'guest line 3'],
      [4, 'outbound', 'agent line 4'],
    ]);
    expect(answer.body.conversation[1]).toMatchObject({ agentName: 'Agent Alice', chatTime: expect.any(String) });
  });

  it("answers the empty result for another account's, a colleague's, an open or an unknown chat", async () => {
    const empty = async (token: string, id: string) => {
      const answer = await get(token, `/chat/single-chat-history/${id}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toBeUndefined();
    };
    await empty(other.owner.token, ids.recent);
    await empty(acc.owner.token, ids.foreign);
    await empty(acc.agentB.token, ids.recent);
    await empty(acc.owner.token, ids.active);
    await empty(acc.owner.token, 'no-such-chat');
    // The agent's own chat is there.
    expect((await get(acc.agentA.token, `/chat/single-chat-history/${ids.recent}`)).body.chatId).toBe(ids.recent);
  });
});

describe('GET /chat/single-offline-message/:id', () => {
  it('answers an offline message (status 3) to the account', async () => {
    const answer = await get(acc.coAdmin.token, `/chat/single-offline-message/${ids.twentyDays}`);
    expect(answer.body).toMatchObject({ chatId: ids.twentyDays, status: 3, agentId: null, conversation: [{ direction: 'inbound', bodyText: 'guest line 1' }] });
  });

  it('answers the empty result for another status, another account or an agent', async () => {
    for (const [token, id] of [
      [acc.owner.token, ids.recent],
      [other.owner.token, ids.twentyDays],
      [acc.agentA.token, ids.twentyDays],
    ]) {
      const answer = await get(token, `/chat/single-offline-message/${id}`);
      expect([answer.status, answer.body]).toEqual([200, undefined]);
    }
  });
});

describe('unattended chats', () => {
  it('lists status 4 chats with their conversation to the owner and co-admins', async () => {
    for (const token of [acc.owner.token, acc.coAdmin.token]) {
      const answer = await get(token, '/chat/unattended-chats?take=15&page=1&order=DESC');
      expect(answer.status).toBe(200);
      expect(chatIds(answer.body)).toEqual([ids.fortyDays]);
      expect(answer.body.data[0]).toMatchObject({ status: 4, pluginId: acc.blog.pluginId, conversation: [{ seq: 1, bodyText: 'guest line 1' }, { seq: 2 }] });
      expect(answer.body.meta).toMatchObject({ hasNextPage: false, itemCount: 1 });
    }
  });

  it('applies the date and domain filters', async () => {
    expect((await get(acc.owner.token, '/chat/unattended-chats?duration=last-month')).body).toMatchObject({ data: [], message: 'No Record Found' });
    expect((await get(acc.owner.token, `/chat/unattended-chats?pluginId=${acc.shop.pluginId}`)).body.data).toEqual([]);
    expect(chatIds((await get(acc.owner.token, `/chat/unattended-chats?pluginId=${acc.blog.pluginId}`)).body)).toEqual([ids.fortyDays]);
    expect((await get(other.owner.token, '/chat/unattended-chats')).body.data).toEqual([]);
  });

  it('refuses agents and managers with a 403', async () => {
    for (const token of [acc.agentA.token, acc.manager.token]) {
      expect((await get(token, '/chat/unattended-chats')).status).toBe(403);
      expect((await get(token, `/chat/single-unattended-chat-history/${ids.fortyDays}`)).status).toBe(403);
    }
  });

  it('answers one unattended chat, or the empty result for another status or account', async () => {
    expect((await get(acc.owner.token, `/chat/single-unattended-chat-history/${ids.fortyDays}`)).body).toMatchObject({ chatId: ids.fortyDays, status: 4, conversation: [{}, {}] });
    expect((await get(acc.owner.token, `/chat/single-unattended-chat-history/${ids.recent}`)).body).toBeUndefined();
    expect((await get(other.owner.token, `/chat/single-unattended-chat-history/${ids.fortyDays}`)).body).toBeUndefined();
  });
});
