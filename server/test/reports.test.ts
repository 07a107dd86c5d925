/** @jest-environment ./test/support/pglite-environment.cjs */
// The reports (issue 28) over hand-made chats whose times are known to the second: every figure of the
// Overview and the Agents report, a range's edges in a time zone half an hour off UTC, the rollups giving
// what the facts give, a late rating, agreement with the agent metrics, CSV, and who may ask.
import { randomUUID } from 'node:crypto';
import type { AgentMetricsChat, AgentMetricsDomain, ReportsAgentRow, ReportsOverview, ReportsRatingRow } from 'shared-kernel/contracts';
import { eq } from 'drizzle-orm';
import { chatMessages, chats, departments } from '../src/db/schema';
import { startOfToday } from '../src/history/history-query';
import { refreshChatFacts } from '../src/reports/report-jobs';
import { REPORTS_QUERY_MESSAGES } from '../src/reports/report-query';
import { planRead, readReport } from '../src/reports/report-reader';
import { rollPending } from '../src/reports/report-rollup';
import { REPORTS_MESSAGES } from '../src/reports/report-viewer';
import { historyAccount, insertVisitor } from './support/history-fixtures';
import { api, startTestServer, type TestServer } from './support/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

type Account = Awaited<ReturnType<typeof historyAccount>>;
type Line = ['guest' | 'agent', number];

const TZ = 'Asia/Kolkata';
const DAY = 86_400;
const at = (base: number, seconds: number) => new Date(base + seconds * 1000);
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface ChatInput {
  widgetId: string;
  agentId: string | null;
  base: number;
  created: number;
  accepted?: number;
  ended: number | null;
  status?: number;
  lines?: Line[];
  rating?: 'good' | 'bad';
  departments?: string[];
}

/** A chat of its own guest, times in seconds after `base`. */
async function chat(account: Account, input: ChatInput): Promise<string> {
  const visitor = await insertVisitor(t.server, { clientId: account.owner.id, widgetId: input.widgetId });
  const id = randomUUID();
  const lines = input.lines ?? [];
  await t.server.ctx.db.insert(chats).values({
    id,
    clientId: account.owner.id,
    widgetId: input.widgetId,
    visitorRowId: visitor.id,
    visitorId: visitor.visitorId,
    guestId: visitor.guestId,
    state: input.ended !== null ? 'ended' : input.accepted !== undefined ? 'active' : 'pending',
    status: input.ended !== null ? (input.status ?? 5) : null,
    agentId: input.accepted !== undefined ? input.agentId : null,
    agentName: input.accepted !== undefined ? 'Agent' : null,
    widgetDepartments: input.departments ?? [],
    lastSeq: lines.length,
    createdAt: at(input.base, input.created),
    updatedAt: at(input.base, input.ended ?? input.created),
    acceptedAt: input.accepted === undefined ? null : at(input.base, input.accepted),
    endedAt: input.ended === null ? null : at(input.base, input.ended),
    rating: input.rating ?? null,
    // A formula at the start (bad), and one after a semicolon, a list separator of many spreadsheets (good).
    ratingComment: input.rating === 'bad' ? `=cmd|' /C calc'!A0, "bad"` : input.rating ? `x;=cmd|' /C calc'!A0;` : null,
    ratedAt: input.rating ? at(input.base, (input.ended ?? 0) + 5) : null,
  });
  if (lines.length) {
    await t.server.ctx.db.insert(chatMessages).values(
      lines.map(([who, seconds], index) => ({
        id: randomUUID(),
        chatId: id,
        seq: index + 1,
        direction: who === 'guest' ? ('inbound' as const) : ('outbound' as const),
        bodyText: `${who} line ${index + 1}`,
        agentId: who === 'agent' ? input.agentId : null,
        agentName: who === 'agent' ? 'Agent' : null,
        createdAt: at(input.base, seconds),
      })),
    );
  }
  return id;
}

const get = <T>(token: string, path: string) => api<T>(t.url, 'GET', path, { token });
const overviewOf = (token: string, query: string) => get<ReportsOverview>(token, `/reports/overview?${query}`);
const agentsOf = (token: string, query: string) => get<{ data: ReportsAgentRow[] }>(token, `/reports/agents?${query}`);
const within2Percent = (value: number | null, exact: number) => expect(Math.abs((value ?? Number.NaN) - exact) / exact).toBeLessThanOrEqual(0.02);

describe('reports over hand-made chats (Asia/Kolkata, UTC+05:30)', () => {
  let acc: Account;
  let range: string;
  let departmentId: string;
  const ids: Record<string, string> = {};
  let start = 0;

  beforeAll(async () => {
    acc = await historyAccount(t.server, t.url);
    departmentId = randomUUID();
    await t.server.ctx.db.insert(departments).values({ id: departmentId, clientId: acc.owner.id, title: 'Billing' });
    // D: ten days ago in Kolkata; the range is D and D+1 (local), which starts at D-1 18:30 UTC.
    const localToday = startOfToday(new Date(), TZ).getTime();
    start = localToday - 10 * DAY * 1000;
    const from = dateOf(start + 5.5 * 3600 * 1000);
    const to = dateOf(start + 5.5 * 3600 * 1000 + DAY * 1000);
    range = `from=${from}&to=${to}&tz=${encodeURIComponent(TZ)}`;
    const { agentA: a, agentB: b, shop, blog } = acc;
    // Just before the range, and just after it: not counted.
    ids.before = await chat(acc, { widgetId: shop.id, agentId: a.id, base: start, created: -1, accepted: 5, ended: 60, lines: [['guest', -1], ['agent', 10]] });
    ids.after = await chat(acc, { widgetId: shop.id, agentId: a.id, base: start, created: 2 * DAY, accepted: 2 * DAY + 5, ended: 2 * DAY + 60, lines: [['guest', 2 * DAY]] });
    // Day 1: waited 30 s, answered after 15 s, 270 s long, rated Good; waited 10 s, answered after 100 s,
    // 600 s long, rated Bad (Bob, the blog, the Billing department); missed; an offline message.
    ids.c1 = await chat(acc, { widgetId: shop.id, agentId: a.id, base: start, created: 0, accepted: 30, ended: 300, rating: 'good', lines: [['guest', 0], ['agent', 45], ['guest', 60]] });
    ids.c2 = await chat(acc, {
      widgetId: blog.id,
      agentId: b.id,
      base: start,
      created: 3600,
      accepted: 3610,
      ended: 4210,
      rating: 'bad',
      departments: [departmentId],
      lines: [['guest', 3600], ['agent', 3710]],
    });
    ids.c3 = await chat(acc, { widgetId: shop.id, agentId: null, base: start, created: 7200, ended: 7500, status: 4, lines: [['guest', 7200]] });
    ids.c4 = await chat(acc, { widgetId: shop.id, agentId: null, base: start, created: 7300, ended: 7300, status: 3, lines: [['guest', 7300]] });
    // Day 2: Alice starts a chat (proactive, 200 s), and one at the range's last second: waited 20 s, never answered, 80 s.
    ids.c5 = await chat(acc, { widgetId: shop.id, agentId: a.id, base: start, created: DAY + 3600, accepted: DAY + 3600, ended: DAY + 3800, lines: [['agent', DAY + 3600], ['guest', DAY + 3650]] });
    ids.c6 = await chat(acc, { widgetId: shop.id, agentId: a.id, base: start, created: 2 * DAY - 1, accepted: 2 * DAY + 19, ended: 2 * DAY + 99, lines: [['guest', 2 * DAY - 1]] });
    await refreshChatFacts(t.server.ctx.db, Object.values(ids));
  });

  it('counts chats, missed chats and offline messages by arrival, with the edges in local time', async () => {
    const answer = await overviewOf(acc.owner.token, range);
    expect(answer.status).toBe(200);
    const view = answer.body;
    expect({ chats: view.chats, missed: view.missed, offlineMessages: view.offlineMessages }).toEqual({ chats: 5, missed: 1, offlineMessages: 1 });
    expect(view.series.unit).toBe('day');
    expect(view.series.points.map((point) => point.chats)).toEqual([3, 2]);
    // Local weekday and hour: Day 1 at 00:00, 01:00 and 02:00; Day 2 at 01:00 and 23:59.
    const weekday = (new Date(start + 5.5 * 3600 * 1000).getUTCDay() + 6) % 7;
    const next = (weekday + 1) % 7;
    const cells = view.heatMap.flatMap((hours, day) => hours.map((count, hour) => (count ? `${day}:${hour}=${count}` : ''))).filter(Boolean);
    expect(cells.sort()).toEqual([`${weekday}:0=1`, `${weekday}:1=1`, `${weekday}:2=1`, `${next}:1=1`, `${next}:23=1`].sort());
  });

  it('gives time to accept, first response and duration (median, p90, mean) and satisfaction', async () => {
    const view = (await overviewOf(acc.owner.token, range)).body;
    // Accepts of guests' chats: 30, 10, 20 (the proactive chat apart).
    expect(view.timeToAccept).toEqual({ median: 20, p90: 28, average: 20, count: 3 });
    // Answers: 15 and 100 (percentile_cont: 57.5 and 91.5, rounded).
    expect(view.firstResponse).toEqual({ median: 58, p90: 92, average: 58, count: 2 });
    // Lengths from the accept: 270, 600, 200, 80; above two minutes a median is within 2%.
    expect(view.duration.count).toBe(4);
    expect(view.duration.average).toBe(288);
    within2Percent(view.duration.median, 235);
    expect(view.satisfaction).toEqual({ rated: 2, good: 1, score: 0.5 });
  });

  it('filters by widget, department and agent (each alone, and together from the facts)', async () => {
    const blog = (await overviewOf(acc.owner.token, `${range}&pluginId=${acc.blog.pluginId}`)).body;
    expect([blog.chats, blog.satisfaction.rated, blog.firstResponse.median]).toEqual([1, 1, 100]);
    const billing = (await overviewOf(acc.owner.token, `${range}&departmentId=${departmentId}`)).body;
    expect(billing.chats).toBe(1);
    const alice = (await overviewOf(acc.owner.token, `${range}&agentId=${acc.agentA.id}`)).body;
    expect([alice.chats, alice.missed, alice.satisfaction.good]).toEqual([3, 0, 1]);
    const aliceOnShop = (await overviewOf(acc.owner.token, `${range}&agentId=${acc.agentA.id}&pluginId=${acc.shop.pluginId}`)).body;
    expect(aliceOnShop.chats).toBe(3);
    const aliceOnBlog = (await overviewOf(acc.owner.token, `${range}&agentId=${acc.agentA.id}&pluginId=${acc.blog.pluginId}`)).body;
    expect(aliceOnBlog.chats).toBe(0);
  });

  it('answers one row per agent: holds begun in the range, answers, lengths, satisfaction', async () => {
    const rows = (await agentsOf(acc.owner.token, range)).body.data;
    const alice = rows.find((row) => row.agentId === acc.agentA.id)!;
    // As the agent metrics count: Alice's holds begun in the range are the chat that arrived a second
    // before it (accepted inside it), the first chat and the one she started; the last second's chat was
    // accepted after the range. Answers after 5 and 15 s (hers apart); lengths 55, 270 and 200 s.
    expect(alice).toMatchObject({ chats: 3, answered: 3, satisfaction: { rated: 1, good: 1, score: 1 } });
    expect(alice.firstResponse).toEqual({ median: 10, p90: 14, average: 10, count: 2 });
    expect(alice.duration.count).toBe(3);
    within2Percent(alice.duration.median, 200);
    const bob = rows.find((row) => row.agentId === acc.agentB.id)!;
    expect(bob).toMatchObject({ chats: 1, answered: 1, firstResponse: { median: 100 }, satisfaction: { rated: 1, good: 0, score: 0 } });
    expect(rows.map((row) => row.fullName)).toEqual(expect.arrayContaining(['Agent Alice', 'Agent Bob', 'Co Admin', 'Manager Max']));
  });

  it('reads the same figures from the rollups once the days are rolled up, and a late rating changes them', async () => {
    const before = (await overviewOf(acc.owner.token, range)).body;
    expect(await rollPending(t.server.ctx.db)).toBeGreaterThan(0);
    const request = { clientId: acc.owner.id, start: new Date(start), end: new Date(start + 2 * DAY * 1000), scopes: ['all'] };
    expect((await planRead(t.server.ctx.db, acc.owner.id, request.start, request.end)).cells.length).toBeGreaterThan(0);
    expect((await overviewOf(acc.owner.token, range)).body).toEqual(before);
    // The chat of the last second is rated after its day was rolled up.
    await t.server.ctx.db.update(chats).set({ rating: 'good', ratedAt: new Date() }).where(eq(chats.id, ids.c6));
    await refreshChatFacts(t.server.ctx.db, [ids.c6]);
    expect((await overviewOf(acc.owner.token, range)).body.satisfaction).toEqual({ rated: 3, good: 2, score: 2 / 3 });
    await rollPending(t.server.ctx.db);
    expect((await overviewOf(acc.owner.token, range)).body.satisfaction).toEqual({ rated: 3, good: 2, score: 2 / 3 });
  });

  it('merges blocks of days as the facts would (a 70-day range)', async () => {
    const base = start - 50 * DAY * 1000;
    const extra = [
      await chat(acc, { widgetId: acc.shop.id, agentId: acc.agentA.id, base, created: 0, accepted: 40, ended: 940, lines: [['guest', 0], ['agent', 52]] }),
      await chat(acc, { widgetId: acc.shop.id, agentId: acc.agentB.id, base, created: 20 * DAY, accepted: 20 * DAY + 5, ended: 20 * DAY + 65, lines: [['guest', 20 * DAY], ['agent', 20 * DAY + 9]] }),
    ];
    await refreshChatFacts(t.server.ctx.db, extra);
    await rollPending(t.server.ctx.db);
    const request = { clientId: acc.owner.id, start: new Date(base - 5 * DAY * 1000), end: new Date(start + 15 * DAY * 1000), scopes: ['all', `a:${acc.agentA.id}`] };
    const plan = await planRead(t.server.ctx.db, acc.owner.id, request.start, request.end);
    expect(plan.cells.some((cell) => cell.span > 1)).toBe(true);
    const fromCells = (await readReport(t.server.ctx.db, request, plan)).figures;
    const fromFacts = (await readReport(t.server.ctx.db, request, { cells: [], raw: [{ from: request.start, to: request.end }] })).figures;
    for (const scope of request.scopes) {
      expect(fromCells.get(scope)!.counters).toEqual(fromFacts.get(scope)!.counters);
      expect([...fromCells.get(scope)!.histogram].sort()).toEqual([...fromFacts.get(scope)!.histogram].sort());
    }
    // The seven chats of the first test (offline message apart), and these two.
    expect(fromCells.get('all')!.counters.chats).toBe(9);
  });

  it('lists the rated chats and exports them as CSV with the guest text made harmless, every cell quoted', async () => {
    const page = await get<{ data: ReportsRatingRow[]; meta: { itemCount: number } }>(acc.owner.token, `/reports/ratings?${range}&take=10&page=1`);
    expect(page.status).toBe(200);
    expect(page.body.meta.itemCount).toBe(3);
    expect(page.body.data.map((row) => row.chatId)).toEqual([ids.c6, ids.c2, ids.c1]);
    expect(page.body.data[1]).toMatchObject({ rating: { value: 'bad' }, agentId: acc.agentB.id });
    const csv = await fetch(`${t.url}/api/reports/ratings.csv?${range}`, { headers: { authorization: `Bearer ${acc.owner.token}` } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="ratings-/);
    const lines = (await csv.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('"Chat","Guest","Rating","Comment","Rated at","Agent","Domain","Ended at"');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toMatch(/^"[^"]+","Guest [^"]+","Bad","'=cmd\|' \/C calc'!A0, ""bad""",/);
    // Quoted, the semicolons stay inside the comment's cell for a spreadsheet that splits on them.
    expect(lines[3]).toMatch(/^"[^"]+","Guest [^"]+","Good","x;=cmd\|' \/C calc'!A0;","[^"]+",/);
    expect(lines.every((line) => /^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/.test(line))).toBe(true);
  });

  it('exports the agents table as CSV', async () => {
    const csv = await fetch(`${t.url}/api/reports/agents.csv?${range}`, { headers: { authorization: `Bearer ${acc.owner.token}` } });
    const lines = (await csv.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^"Agent","Chats","Answered",/);
    expect(lines.find((line) => line.startsWith('"Agent Alice",'))).toMatch(/^"Agent Alice","3","3","10","10","\d+","2","2","100","0"$/);
  });

  it('shows a manager their agents only, refuses agents, and reads other accounts\' ids as unknown', async () => {
    const manager = await agentsOf(acc.manager.token, range);
    expect(manager.status).toBe(200);
    expect(manager.body.data.map((row) => row.fullName).sort()).toEqual(['Agent Alice', 'Agent Bob']);
    const managerView = (await overviewOf(acc.manager.token, range)).body;
    // The agents' chats only: the missed one had no agent.
    expect([managerView.chats, managerView.missed]).toEqual([4, 0]);
    expect((await overviewOf(acc.agentA.token, range)).status).toBe(403);
    expect((await overviewOf(acc.agentA.token, range)).body).toMatchObject({ message: REPORTS_MESSAGES.forbidden });
    expect((await agentsOf(acc.agentA.token, range)).status).toBe(403);
    const other = await historyAccount(t.server, t.url);
    expect((await overviewOf(acc.owner.token, `${range}&pluginId=${other.shop.pluginId}`)).status).toBe(404);
    expect((await overviewOf(acc.owner.token, `${range}&agentId=${other.agentA.id}`)).status).toBe(404);
    expect((await overviewOf(acc.manager.token, `${range}&agentId=${acc.coAdmin.id}`)).status).toBe(404);
    expect((await overviewOf(other.owner.token, range)).body.chats).toBe(0);
  });

  it("lists to a manager only the rated chats he may read, as the chats themselves answer him", async () => {
    // Bob's rated chat is of the Billing department, which the manager is not in: every chat read is a 404.
    expect((await get(acc.manager.token, `/chat/teamwork?chatId=${ids.c2}`)).status).toBe(404);
    expect((await get(acc.manager.token, `/chat/teamwork?chatId=${ids.c1}`)).status).toBe(200);
    const page = await get<{ data: ReportsRatingRow[]; meta: { itemCount: number } }>(acc.manager.token, `/reports/ratings?${range}&take=10&page=1`);
    expect(page.status).toBe(200);
    expect(page.body.data.map((row) => row.chatId)).toEqual([ids.c6, ids.c1]);
    expect(page.body.meta.itemCount).toBe(2);
    const csv = await fetch(`${t.url}/api/reports/ratings.csv?${range}`, { headers: { authorization: `Bearer ${acc.manager.token}` } });
    const text = await csv.text();
    expect(text).not.toContain(ids.c2);
    // The Rating column, not a substring: a chat's random id may hold 'bad' ('fbad0e52-…' failed a CI run).
    const lines = text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).map((line) => line.split('","')[2])).toEqual(['Good', 'Good']);
    // The owner still reads all three.
    const owners = await get<{ data: ReportsRatingRow[] }>(acc.owner.token, `/reports/ratings?${range}&take=10&page=1`);
    expect(owners.body.data.map((row) => row.chatId)).toEqual([ids.c6, ids.c2, ids.c1]);
  });

  it('refuses bad queries with their message', async () => {
    const refusal = async (query: string) => {
      const answer = await overviewOf(acc.owner.token, query);
      expect(answer.status).toBe(400);
      return (answer.body as unknown as { message: string }).message;
    };
    expect(await refusal('to=2026-01-01')).toBe(REPORTS_QUERY_MESSAGES.date('from'));
    expect(await refusal('from=2026-02-30&to=2026-03-01')).toBe(REPORTS_QUERY_MESSAGES.date('from'));
    expect(await refusal('from=2026-03-02&to=2026-03-01')).toBe(REPORTS_QUERY_MESSAGES.order);
    // 2025-01-01 to 2026-02-04 is 400 days, both included: the longest range.
    expect(await refusal('from=2025-01-01&to=2026-02-05')).toBe(REPORTS_QUERY_MESSAGES.length);
    expect(await refusal('from=2026-01-01&to=2026-01-02&tz=Mars/Olympus')).toBe(REPORTS_QUERY_MESSAGES.tz);
    expect((await overviewOf(acc.owner.token, 'from=2025-01-01&to=2026-02-04')).status).toBe(200);
  });
});

describe('reports agree with the agent metrics', () => {
  it('counts the same chats, answers and mean response for the same agent, widget and day', async () => {
    const acc = await historyAccount(t.server, t.url);
    const today = startOfToday(new Date(), TZ).getTime();
    const a = acc.agentA.id;
    const made = [
      await chat(acc, { widgetId: acc.shop.id, agentId: a, base: today, created: 10, accepted: 40.4, ended: 400, lines: [['guest', 10], ['agent', 55.7]] }),
      await chat(acc, { widgetId: acc.shop.id, agentId: a, base: today, created: 100, accepted: 101, ended: 300, lines: [['guest', 100], ['agent', 190.2], ['agent', 200]] }),
      await chat(acc, { widgetId: acc.shop.id, agentId: a, base: today, created: 500, accepted: 530, ended: null, lines: [['guest', 500], ['agent', 541]] }),
      await chat(acc, { widgetId: acc.shop.id, agentId: a, base: today, created: 600, accepted: 620, ended: null, lines: [['guest', 600]] }),
      await chat(acc, { widgetId: acc.blog.id, agentId: a, base: today, created: 700, accepted: 710, ended: 800, lines: [['guest', 700], ['agent', 720]] }),
    ];
    // A transfer of an open chat from Bob to Alice (a second hold, from now).
    const moved = await chat(acc, { widgetId: acc.shop.id, agentId: acc.agentB.id, base: today, created: 0, accepted: 3, ended: null, lines: [['guest', 0]] });
    await t.server.ctx.db.update(chats).set({ agentId: a }).where(eq(chats.id, moved));
    await t.server.ctx.db.insert(chatMessages).values({ id: randomUUID(), chatId: moved, seq: 2, direction: 'outbound', bodyText: 'taking over', agentId: a, agentName: 'Agent', createdAt: new Date(Date.now() + 2000) });
    await refreshChatFacts(t.server.ctx.db, made);

    const localDate = dateOf(today + 5.5 * 3600 * 1000);
    const query = `from=${localDate}&to=${localDate}&tz=${encodeURIComponent(TZ)}&pluginId=${acc.shop.pluginId}`;
    const [row] = (await agentsOf(acc.owner.token, `${query}&agentId=${a}`)).body.data;
    const metricsQuery = `agentId=${a}&duration=today&tz=${encodeURIComponent(TZ)}&pluginIds=${acc.shop.pluginId}`;
    const [domain] = (await api<AgentMetricsDomain[]>(t.url, 'GET', `/user-metrics/first-chat-ans-avg-time?${metricsQuery}`, { token: acc.owner.token })).body;
    const list = (await api<{ data: AgentMetricsChat[] }>(t.url, 'GET', `/user-metrics/first-chat-ans-list?${metricsQuery}`, { token: acc.owner.token })).body.data;
    expect(row.chats).toBe(domain.totalAcceptedChats);
    expect(row.chats).toBe(5);
    expect(row.answered).toBe(domain.totalRespondedChats);
    expect(row.firstResponse.average).toBe(domain.averageResponseTime);
    const responses = list.map((chatRow) => chatRow.responseTime).filter((value): value is number => value !== null).sort((x, y) => x - y);
    expect(row.firstResponse.count).toBe(responses.length);
    const middle = responses.length / 2;
    expect(row.firstResponse.median).toBe(responses.length % 2 ? responses[Math.floor(middle)] : Math.round((responses[middle - 1] + responses[middle]) / 2));
    // The day's finished hours rolled up (as a roll three hours from now would find them; hours with an
    // open chat stay with the facts): the same row, now partly from hour cells.
    await rollPending(t.server.ctx.db, 400, new Date(Date.now() + 3 * 3600 * 1000));
    const plan = await planRead(t.server.ctx.db, acc.owner.id, new Date(today), new Date(today + DAY * 1000));
    expect(plan.cells.some((cell) => cell.span === 1)).toBe(true);
    const [again] = (await agentsOf(acc.owner.token, `${query}&agentId=${a}`)).body.data;
    expect(again).toEqual(row);
  });
});
