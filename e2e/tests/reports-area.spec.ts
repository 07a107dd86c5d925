// The reports area (issue 28) on the stack as `npm start` runs it, each test on a fresh account so its figures
// are exactly the test's own chats: the owner opens Reports from the sidebar, Ratings lists the rated chat and
// opens it, both tables download as CSV, today's Overview counts the test's chats (cards and API alike); a
// manager sees their agents only; an agent has no Reports and gets 403; an unreachable reports remote shows its
// fallback while the dashboard works; axe finds nothing serious on the three screens.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { registerManagerByApi } from '../support/agent-journeys';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { sidebar, signIn } from '../support/console';
import { consoleOf, setOnline, unique, type Party } from '../support/live';
import {
  bodyRows,
  chooseToday,
  downloadCsv,
  EVENT_TIMEOUT,
  expectChartsDrawn,
  expectedCards,
  guestChat,
  offlineMessage,
  openReports,
  openTab,
  parseCsv,
  REPORTS,
  reportByApi,
  shownCards,
  todayOf,
  type OverviewAnswer,
  type RatingRowAnswer,
} from '../support/reports';
import { bearer } from '../support/settings';
import { freshAccount, type FreshAccount, type Owner } from '../support/fresh-owner';


async function account(request: APIRequestContext, tag: string): Promise<FreshAccount> {
  const made = await freshAccount(request, tag, 'Report Shop');
  await setOnline(request, made.owner, false);
  return made;
}

/** The owner signed in, in a context of its own. */
async function ownerPage(browser: Browser, baseURL: string | undefined, owner: Owner): Promise<Party> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, owner);
  return { context, page };
}

/** Waits until today's overview of the account shows `rated` ratings (the figures follow the chats' events). */
async function overviewOnceRated(request: APIRequestContext, owner: Owner, page: Page, rated: number): Promise<OverviewAnswer> {
  const range = await todayOf(page);
  await expect.poll(async () => (await reportByApi<OverviewAnswer>(request, owner, 'overview', range)).satisfaction.rated, { timeout: EVENT_TIMEOUT }).toBe(rated);
  return reportByApi<OverviewAnswer>(request, owner, 'overview', range);
}

test('the owner opens Reports from the sidebar: Ratings lists the rated chat and opens it, and both tables download as CSV', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const { owner, widget, agent } = await account(request, 'rep1');
  await setOnline(request, agent, true);
  const agentConsole = await consoleOf(browser, baseURL, agent);
  // A comma, quotes and a line break: the CSV must quote the cell.
  const comment = `Too slow, "really" ${unique('c')}\nand rude`;
  const chat = await guestChat(browser, baseURL, agentConsole.page, widget, { value: 'Bad', comment });

  const owned = await ownerPage(browser, baseURL, owner);
  const { page } = owned;
  const range = await todayOf(page);
  await overviewOnceRated(request, owner, page, 1);
  const { data: ratingRows } = await reportByApi<{ data: RatingRowAnswer[] }>(request, owner, 'ratings', range, { take: '15', page: '1' });
  expect(ratingRows).toHaveLength(1);
  const [row] = ratingRows;
  expect(row).toMatchObject({ guestId: chat.guestId, rating: { value: 'bad', comment }, agentName: agent.fullName });

  await openReports(page);
  // Today: the tabs carry the range.
  await chooseToday(page);
  await openTab(page, 'ratings');
  await expect(page).toHaveURL(/\/reports\/ratings\?range=today$/);
  const table = page.getByRole('table', { name: REPORTS.ratingsTable });
  await expect(bodyRows(table)).toHaveCount(1);
  const shown = bodyRows(table).first();
  await expect(shown.getByRole('img', { name: REPORTS.ratedLabel('Bad') })).toBeVisible();
  await expect(shown).toContainText(`Too slow, "really"`);
  await expect(shown).toContainText('and rude');
  await expect(shown).toContainText(agent.fullName);
  await expect(shown).toContainText(widget.domain);

  // CSV of the ratings: the same row, every cell as stored.
  const ratingsFile = await downloadCsv(page);
  expect(ratingsFile.fileName).toBe(`ratings-${range.from}-to-${range.to}.csv`);
  expect(ratingsFile.raw).toContain('"Too slow, ""really""');
  const ratingsCsv = parseCsv(ratingsFile.raw);
  expect(ratingsCsv).toEqual([[...REPORTS.ratingColumns], [row.chatId, `Guest ${chat.guestId}`, 'Bad', comment, row.rating.ratedAt, agent.fullName, row.domain, row.endedAt]]);

  // CSV of the agents: the agent's one chat, answered and rated Bad.
  await openTab(page, 'agents');
  await expect(bodyRows(page.getByRole('table', { name: REPORTS.agentsTable }))).toHaveCount(1);
  const agentsFile = await downloadCsv(page);
  expect(agentsFile.fileName).toBe(`agents-${range.from}-to-${range.to}.csv`);
  const agentsCsv = parseCsv(agentsFile.raw);
  expect(agentsCsv[0]).toEqual([...REPORTS.agentColumns]);
  expect(agentsCsv).toHaveLength(2);
  const byColumn = Object.fromEntries(REPORTS.agentColumns.map((column, i) => [column, agentsCsv[1][i]]));
  expect(byColumn).toMatchObject({ Agent: agent.fullName, Chats: '1', Answered: '1', Rated: '1', Good: '0', 'Satisfaction (%)': '0' });
  expect(Number(byColumn['Median first response (s)'])).toBeGreaterThanOrEqual(0);
  expect(Number(byColumn['Online (s)'])).toBeGreaterThanOrEqual(0);

  // The rated chat's link opens the conversation in the history.
  await openTab(page, 'ratings');
  await bodyRows(page.getByRole('table', { name: REPORTS.ratingsTable })).first().getByRole('link', { name: REPORTS.openChat(chat.guestId) }).click();
  await expect(page).toHaveURL(new RegExp(`/chat/conversation-history/${row.chatId}$`));
  await expect(page.getByText(chat.question).first()).toBeVisible({ timeout: EVENT_TIMEOUT });

  await Promise.all([agentConsole.context.close(), owned.context.close()]);
  await setOnline(request, agent, false);
});

test("today's Overview counts exactly the account's chats: the cards and the API agree", async ({ browser, baseURL, request }) => {
  test.setTimeout(150_000);
  const { owner, widget, agent } = await account(request, 'rep2');
  // Nobody online: an offline message.
  await setOnline(request, agent, false);
  await offlineMessage(browser, baseURL, widget);
  // Then two chats, rated Bad and Good.
  await setOnline(request, agent, true);
  const agentConsole = await consoleOf(browser, baseURL, agent);
  await guestChat(browser, baseURL, agentConsole.page, widget, { value: 'Bad', comment: `Slow ${unique('c')}` });
  await guestChat(browser, baseURL, agentConsole.page, widget, { value: 'Good' });
  const made = { chats: 2, missed: 0, offlineMessages: 1, rated: 2, good: 1 };

  const owned = await ownerPage(browser, baseURL, owner);
  const { page } = owned;
  const overview = await overviewOnceRated(request, owner, page, made.rated);
  expect(overview).toMatchObject({
    chats: made.chats,
    missed: made.missed,
    offlineMessages: made.offlineMessages,
    series: { unit: 'hour' },
    satisfaction: { rated: made.rated, good: made.good, score: made.good / made.rated },
    timeToAccept: { count: made.chats },
    firstResponse: { count: made.chats },
    duration: { count: made.chats },
  });
  expect(overview.series.points.reduce((sum, point) => sum + point.chats, 0)).toBe(made.chats);

  await openReports(page);
  await chooseToday(page);
  await expect(page.getByRole('list', { name: REPORTS.figures }).getByRole('listitem')).toHaveCount(7);
  const cards = await shownCards(page);
  // Against the test's own count...
  expect(cards[REPORTS.cards.chats][0]).toBe(String(made.chats));
  expect(cards[REPORTS.cards.missed][0]).toBe(String(made.missed));
  expect(cards[REPORTS.cards.offline][0]).toBe(String(made.offlineMessages));
  expect(cards[REPORTS.cards.satisfaction]).toEqual(['50%', `${made.rated} rated`]);
  // ...and every card against the API's figures.
  expect(cards).toEqual(expectedCards(await reportByApi<OverviewAnswer>(request, owner, 'overview', await todayOf(page))));
  await expectChartsDrawn(page, 'hour', made.chats);

  await Promise.all([agentConsole.context.close(), owned.context.close()]);
  await setOnline(request, agent, false);
});

test('a manager sees Reports and, in the Agents report, the agents only (no manager)', async ({ browser, baseURL, request }) => {
  test.setTimeout(90_000);
  const { owner, agent } = await account(request, 'rep3');
  const manager = await registerManagerByApi(request, owner, `Maya ${unique('m')}`);
  const otherManager = await registerManagerByApi(request, owner, `Otto ${unique('m')}`);

  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, manager);
  await openReports(page);
  const range = await todayOf(page);
  await openTab(page, 'agents');
  const rows = bodyRows(page.getByRole('table', { name: REPORTS.agentsTable }));
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(agent.fullName);
  for (const name of [manager.fullName, otherManager.fullName, owner.fullName]) await expect(page.getByRole('main')).not.toContainText(name);

  // The API alike: the manager's agents; the owner's whole staff.
  const managerRows = await reportByApi<{ data: Array<{ agentId: string }> }>(request, manager, 'agents', range);
  expect(managerRows.data.map((row) => row.agentId)).toEqual([agent.id]);
  const ownerRows = await reportByApi<{ data: Array<{ agentId: string }> }>(request, owner, 'agents', range);
  expect(ownerRows.data.map((row) => row.agentId).sort()).toEqual([agent.id, manager.id, otherManager.id].sort());
  // The manager's CSV carries the same single row.
  const csv = parseCsv(await (await request.get('/api/reports/agents.csv', { headers: await bearer(request, manager), params: { ...range } })).text());
  expect(csv.map((line) => line[0])).toEqual([REPORTS.agentColumns[0], agent.fullName]);

  await context.close();
});

test('an agent has no Reports entry, is refused /reports by the console, and the reports calls answer 403', async ({ browser, baseURL, request }) => {
  test.setTimeout(90_000);
  const { agent } = await account(request, 'rep4');
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/reports/')) asked.push(sent.url());
  });
  await signIn(page, agent);
  await expect(sidebar(page).getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: REPORTS.entry, exact: true })).toHaveCount(0);

  for (const path of ['/reports', '/reports/agents', '/reports/ratings']) {
    await page.goto(path);
    const notice = page.getByRole('region', { name: 'This page is not available to you' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Your role does not give access to this page.');
    await expect(notice.getByRole('button', { name: 'Go to Dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Reports overview$|^Agents report$|^Ratings report$/ })).toHaveCount(0);
  }
  expect(asked).toEqual([]);

  const range = await todayOf(page);
  const headers = await bearer(request, agent);
  for (const path of ['overview', 'agents', 'ratings', 'agents.csv', 'ratings.csv']) {
    expect((await request.get(`/api/reports/${path}`, { headers, params: { ...range } })).status(), path).toBe(403);
  }
  await context.close();
});

test('an unreachable reports remote shows its fallback with Retry while the dashboard keeps working', async ({ browser, baseURL, request }) => {
  test.setTimeout(90_000);
  const { owner } = await account(request, 'rep5');
  const owned = await ownerPage(browser, baseURL, owner);
  const { page } = owned;
  await page.route('**/remotes/mfe-reports/**', (route) => route.abort());

  await sidebar(page).getByRole('link', { name: REPORTS.entry, exact: true }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByText(REPORTS.unavailable)).toBeVisible({ timeout: EVENT_TIMEOUT });
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  await sidebar(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(/is unavailable right now/)).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /^Active Guests \(\d+\)$/ })).toBeVisible();

  // Reachable again: Retry loads the area.
  await sidebar(page).getByRole('link', { name: REPORTS.entry, exact: true }).click();
  await expect(page.getByText(REPORTS.unavailable)).toBeVisible({ timeout: EVENT_TIMEOUT });
  await page.unroute('**/remotes/mfe-reports/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: REPORTS.titles.overview, level: 1 })).toBeVisible({ timeout: EVENT_TIMEOUT });
  await expect(page.getByText(REPORTS.unavailable)).toHaveCount(0);

  await owned.context.close();
});

test('the Overview with its charts, the Agents and the Ratings reports have no serious accessibility violation', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const { owner, widget, agent } = await account(request, 'rep6');
  await setOnline(request, agent, true);
  const agentConsole = await consoleOf(browser, baseURL, agent);
  await guestChat(browser, baseURL, agentConsole.page, widget, { value: 'Good', comment: `Quick and kind ${unique('c')}` });

  const owned = await ownerPage(browser, baseURL, owner);
  const { page } = owned;
  await overviewOnceRated(request, owner, page, 1);
  await openReports(page);
  // The last 7 days (chats per day), then Today (per hour).
  await expect(page.getByRole('list', { name: REPORTS.figures })).toBeVisible();
  await expectChartsDrawn(page, 'day', 1);
  await expectNoSeriousA11yViolations(page, '/reports (last 7 days)');
  await chooseToday(page);
  await expectChartsDrawn(page, 'hour', 1);
  await expectNoSeriousA11yViolations(page, '/reports');
  // Both charts shown as their tables (24 hours of chats: a table that scrolls).
  for (const title of [REPORTS.charts.hour, REPORTS.charts.heat]) {
    const figure = page.getByRole('figure', { name: title });
    await figure.getByRole('button', { name: 'Show as table' }).click();
    await expect(figure.getByRole('button', { name: 'Show as chart' })).toHaveAttribute('aria-pressed', 'true');
    await expect(figure.getByRole('table', { name: title })).toBeVisible();
    // Its scroll box is a tab stop named after the chart.
    await expect(figure.getByRole('region', { name: title })).toHaveAttribute('tabindex', '0');
  }
  await expectNoSeriousA11yViolations(page, '/reports (as tables)');

  await openTab(page, 'agents');
  await expect(bodyRows(page.getByRole('table', { name: REPORTS.agentsTable }))).toHaveCount(1);
  await expectNoSeriousA11yViolations(page, '/reports/agents');

  await openTab(page, 'ratings');
  await expect(bodyRows(page.getByRole('table', { name: REPORTS.ratingsTable }))).toHaveCount(1);
  await expectNoSeriousA11yViolations(page, '/reports/ratings');

  await Promise.all([agentConsole.context.close(), owned.context.close()]);
  await setOnline(request, agent, false);
});
