/** @jest-environment ./test/support/pglite-environment.cjs */
// Conversation history by arrival dates (a reports link's from/to in the caller's zone), instead of a duration.
import { api, startTestServer, type LooseJson, type TestServer } from './support/test-server';
import { historyAccount, insertChat, insertVisitor } from './support/history-fixtures';

let t: TestServer;
let acc: Awaited<ReturnType<typeof historyAccount>>;
const ids: Record<string, string> = {};

const get = (path: string) => api(t.url, 'GET', path, { token: acc.owner.token });
const chatIds = (body: LooseJson) => (body.data as LooseJson[]).map((item) => item.chatId);
const at = (iso: string) => new Date(iso);
const minutesAfter = (iso: string, minutes: number) => new Date(at(iso).getTime() + minutes * 60_000);

// 1–5 November 2026 in New York: from midnight EDT (04:00 UTC; summer time ends that night) to midnight
// EST after the 5th (05:00 UTC on the 6th).
const RANGE = 'from=2026-11-01&to=2026-11-05&tz=America/New_York';

beforeAll(async () => {
  t = await startTestServer();
  acc = await historyAccount(t.server, t.url);
  const alice = { id: acc.agentA.id, name: acc.agentA.name };
  const bob = { id: acc.agentB.id, name: acc.agentB.name };
  const guest = await insertVisitor(t.server, { clientId: acc.owner.id, widgetId: acc.shop.id });
  const chat = (createdAt: string, endMinutes: number, agent = alice) =>
    insertChat(t.server, { visitor: guest, agent, createdAt: at(createdAt), endedAt: minutesAfter(createdAt, endMinutes) });
  // Arrived a second before the range and ended inside it: out (the range is by arrival).
  ids.justBefore = await chat('2026-11-01T03:59:59.000Z', 30);
  ids.atStart = await chat('2026-11-01T04:00:00.000Z', 5);
  // Arrived in the range's last second and ended after it: in.
  ids.lastSecond = await chat('2026-11-06T04:59:59.000Z', 60, bob);
  ids.atEnd = await chat('2026-11-06T05:00:00.000Z', 10);
});
afterAll(() => t.close());

describe('GET /chat/dashboard-history?from&to&tz', () => {
  it('lists the chats that arrived from the start of from to the end of to in the time zone, both days included', async () => {
    const answer = await get(`/chat/dashboard-history?${RANGE}`);
    expect(answer.status).toBe(200);
    expect(chatIds(answer.body)).toEqual([ids.lastSecond, ids.atStart]);
    expect(chatIds((await get(`/chat/dashboard-history?${RANGE}&order=ASC`)).body)).toEqual([ids.atStart, ids.lastSecond]);
  });

  it('reads the dates in UTC without a time zone', async () => {
    const answer = await get('/chat/dashboard-history?from=2026-11-01&to=2026-11-05');
    expect(chatIds(answer.body)).toEqual([ids.justBefore, ids.atStart]);
  });

  it('goes with the other filters and a single day', async () => {
    expect(chatIds((await get(`/chat/dashboard-history?${RANGE}&agentId=${acc.agentB.id}`)).body)).toEqual([ids.lastSecond]);
    expect(chatIds((await get(`/chat/dashboard-history?${RANGE}&pluginId=${acc.blog.pluginId}`)).body)).toEqual([]);
    expect(chatIds((await get('/chat/dashboard-history?from=2026-11-06&to=2026-11-06&tz=America/New_York')).body)).toEqual([ids.atEnd]);
    expect(chatIds((await get('/chat/dashboard-history?from=2026-10-31&to=2026-10-31&tz=America/New_York')).body)).toEqual([ids.justBefore]);
  });

  it('takes a range of 400 days, both included', async () => {
    expect((await get('/chat/dashboard-history?from=2025-10-02&to=2026-11-05&tz=America/New_York')).status).toBe(200);
  });

  it.each([
    ['from=2026-11-01&to=2026-11-05&duration=today', 'Send either duration or from and to, not both'],
    ['from=2026-11-01', 'from and to go together'],
    ['to=2026-11-05', 'from and to go together'],
    ['from=2026-02-30&to=2026-03-01', 'from must be a date (YYYY-MM-DD)'],
    ['from=2026-11-01&to=5.11.2026', 'to must be a date (YYYY-MM-DD)'],
    ['from=2026-11-01&to=2026-11-01T00:00', 'to must be a date (YYYY-MM-DD)'],
    ['from=2026-11-05&to=2026-11-01', 'from must not be after to'],
    ['from=2025-10-01&to=2026-11-05', 'The range can be at most 400 days'],
    ['from=2026-11-01&to=2026-11-05&tz=Mars/Olympus', 'tz must be an IANA time zone'],
  ])('refuses %s with a 400 and a message', async (query, message) => {
    const answer = await get(`/chat/dashboard-history?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });
});
