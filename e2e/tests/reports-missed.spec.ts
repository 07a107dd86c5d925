// Missed chats in the reports (issue 28): a guest writes and nobody accepts, so the chat turns unattended and
// today's Overview counts it missed beside an answered one, on the cards and in the API. Short chat timers, so
// it runs against a server instance of its own.
import { expect } from '@playwright/test';
import { registerAgentByApi } from '../support/agent-journeys';
import { signIn } from '../support/console';
import { chatWindow, consoleOf, guestOn, guestWrites, incomingChats, openWidget, setOnline, unique } from '../support/live';
import { chooseToday, expectedCards, guestChat, openReports, REPORTS, reportByApi, shownCards, todayOf, type OverviewAnswer } from '../support/reports';
import { freshOwner } from '../support/fresh-owner';
import { createWidgetByApi, demoPageOf, uniqueDomain } from '../support/settings';
import { test, UNATTENDED_AFTER_S } from '../support/short-timer-stack';

test("a chat nobody accepts is counted missed in today's Overview, beside an answered one", async ({ browser, baseURL, request, shortTimerStack }) => {
  test.setTimeout(120_000);
  const owner = await freshOwner(request, 'missed', shortTimerStack);
  const widget = await createWidgetByApi(request, owner, { widgetName: `Missed Shop ${unique('w')}`, domain: uniqueDomain('missed') });
  const agent = await registerAgentByApi(request, owner, `Rita ${unique('r')}`);
  await setOnline(request, owner, false);
  await setOnline(request, agent, true);
  const agentConsole = await consoleOf(browser, baseURL, agent);

  // One chat answered and ended.
  await guestChat(browser, baseURL, agentConsole.page, widget);
  // One nobody accepts: offered to the agent, left alone until it turns unattended.
  const guest = await guestOn(browser, baseURL, demoPageOf(widget));
  await openWidget(guest.page);
  const question = `Anybody there ${unique('u')}`;
  await guestWrites(guest.page, question);
  await expect(chatWindow(guest.page).getByText(question, { exact: true })).toBeVisible();
  await expect(incomingChats(agentConsole.page).filter({ hasText: question })).toHaveCount(1);

  const owned = await browser.newContext({ baseURL });
  const page = await owned.newPage();
  await signIn(page, owner);
  const range = await todayOf(page);
  await expect
    .poll(async () => (await reportByApi<OverviewAnswer>(request, owner, 'overview', range)).missed, { timeout: (UNATTENDED_AFTER_S + 20) * 1000 })
    .toBe(1);
  const overview = await reportByApi<OverviewAnswer>(request, owner, 'overview', range);
  expect(overview).toMatchObject({ chats: 2, missed: 1, offlineMessages: 0, timeToAccept: { count: 1 }, satisfaction: { rated: 0, score: null } });

  await openReports(page);
  await chooseToday(page);
  await expect(page.getByRole('list', { name: REPORTS.figures }).getByRole('listitem')).toHaveCount(7);
  const cards = await shownCards(page);
  expect(cards[REPORTS.cards.chats][0]).toBe('2');
  expect(cards[REPORTS.cards.missed][0]).toBe('1');
  expect(cards[REPORTS.cards.satisfaction]).toEqual(['—', '0 rated']);
  expect(cards).toEqual(expectedCards(await reportByApi<OverviewAnswer>(request, owner, 'overview', range)));

  await Promise.all([guest.context.close(), agentConsole.context.close(), owned.close()]);
  await setOnline(request, agent, false);
});
