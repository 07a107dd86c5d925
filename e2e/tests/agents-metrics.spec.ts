// Agent metrics (spec 001 §2, §3, §7; issue 12): an agent of a fresh account takes two guests' chats, accepting
// and answering each after a known delay; the owner's Agent Metrics dialog (Today) shows the domain summary and
// the chat-wise list exactly as the metrics calls answer them, and those figures match the delays. An agent
// without chats reads 'No Record Found'.
import { expect, test, type Locator } from '@playwright/test';
import {
  agentRow,
  chatMetricsByApi,
  domainMetricsByApi,
  durationText,
  metricsDialog,
  openManageAgents,
  registerAgentByApi,
  timeZoneOf,
  type ChatMetrics,
} from '../support/agent-journeys';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signIn } from '../support/console';
import {
  agentWrites,
  chatActions,
  chatPanel,
  chatWindow,
  consoleOf,
  guestEndsChat,
  guestIdIn,
  guestOn,
  guestWrites,
  incomingChats,
  openWidget,
  setOnline,
  unique,
  widgetMessages,
  type Party,
} from '../support/live';
import { bearer, createWidgetByApi, demoPageOf, uniqueDomain } from '../support/settings';
import { freshOwner } from '../support/fresh-owner';

/** The known delays (ms): the agent accepts `accept` after the chat comes in and answers `answer` after accepting. */
const CHATS = [
  { accept: 2_000, answer: 3_000 },
  { accept: 1_000, answer: 5_000 },
] as const;
/** Seconds a measured time may exceed its delay (delivery, clicks, rounding to whole seconds). */
const SLACK = 3;

function expectWithin(value: number | null, delayMs: number, what: string): void {
  expect(value, what).not.toBeNull();
  expect(value!, what).toBeGreaterThanOrEqual(delayMs / 1000);
  expect(value!, what).toBeLessThanOrEqual(delayMs / 1000 + SLACK);
}

/** The cells of a table row, header cell first. */
const cellsOf = (row: Locator) => row.locator('th, td');

test('the owner reads an agent’s metrics of today, per domain and per chat, as the server counts them', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const owner = await freshOwner(request, 'metrics');
  const widget = await createWidgetByApi(request, owner, { widgetName: 'Metrics site', domain: uniqueDomain('metrics') });
  const agent = await registerAgentByApi(request, owner, 'Mira Metrics');
  const idle = await registerAgentByApi(request, owner, 'Ivo Idle');
  await setOnline(request, agent, true);
  const staff = await consoleOf(browser, baseURL, agent);
  const guests: Party[] = [];

  // Two guests, one after the other; the first chat is ended by the agent, the second stays open.
  for (const [index, timing] of CHATS.entries()) {
    const guest = await guestOn(browser, baseURL, demoPageOf(widget));
    guests.push(guest);
    await openWidget(guest.page);
    const question = `Is the guided tour available tomorrow? ${unique('q')}`;
    await guestWrites(guest.page, question);
    const incoming = incomingChats(staff.page).filter({ hasText: question });
    await expect(incoming).toHaveCount(1);
    const guestId = await guestIdIn(incoming);
    await staff.page.waitForTimeout(timing.accept);
    await incoming.getByRole('button', { name: `Accept · Guest${guestId}` }).click();
    const panel = chatPanel(staff.page, guestId);
    await expect(panel).toBeVisible();
    await staff.page.waitForTimeout(timing.answer);
    const answer = `Yes, there are seats left ${unique('a')}`;
    await agentWrites(panel, answer);
    await expect(widgetMessages(guest.page, answer)).toHaveCount(1);
    if (index === 0) {
      await chatActions(panel).getByRole('button', { name: 'End Chat' }).click();
      await staff.page.getByRole('dialog', { name: 'End Chat Confirmation' }).getByRole('button', { name: 'End Chat' }).click();
      await expect(chatWindow(guest.page).getByText('This chat has ended')).toBeVisible();
    }
  }

  // The owner's view of the same figures.
  const ownerContext = await browser.newContext({ baseURL });
  const page = await ownerContext.newPage();
  await signIn(page, owner);
  const tz = await timeZoneOf(page);
  const ownerHeaders = await bearer(request, owner);
  const summary = await domainMetricsByApi(request, ownerHeaders, agent.id, tz);
  const chats = await chatMetricsByApi(request, ownerHeaders, agent.id, tz);

  // What the server counts: one domain, two accepted and answered chats, none proactive.
  expect(summary).toHaveLength(1);
  const [domain] = summary;
  expect(domain).toMatchObject({ pluginId: widget.pluginId, domain: widget.domain, totalAcceptedChats: 2, totalRespondedChats: 2, proactiveChats: 0 });
  // Newest accepted first: the second chat, then the first.
  expect(chats).toHaveLength(2);
  const [second, first] = chats as [ChatMetrics, ChatMetrics];
  for (const [chat, timing, name] of [
    [first, CHATS[0], 'first chat'],
    [second, CHATS[1], 'second chat'],
  ] as const) {
    expect(chat.domain).toBe(widget.domain);
    expectWithin(chat.responseTime, timing.answer, `${name}: response time`);
    expectWithin(chat.waitTime, timing.accept, `${name}: wait time`);
    // The guest's question and the agent's answer at least.
    expect(chat.totalMessages, `${name}: messages`).toBeGreaterThanOrEqual(2);
  }
  expect(first.ended).toBe(true);
  expect(second.ended).toBe(false);
  // The average of the two response times (each rounded on its own, so one second apart at most).
  expectWithin(domain.averageResponseTime, (CHATS[0].answer + CHATS[1].answer) / 2, 'average response time');
  expect(Math.abs(domain.averageResponseTime - (first.responseTime! + second.responseTime!) / 2)).toBeLessThanOrEqual(1);

  // The dialog shows exactly these figures.
  await openManageAgents(page);
  await agentRow(page, agent.fullName).getByRole('button', { name: `Metrics of ${agent.fullName}`, exact: true }).click();
  const dialog = metricsDialog(page, agent.fullName);
  await expect(dialog).toBeVisible();
  const todayAnswered = page.waitForResponse((response) => response.url().includes('/api/user-metrics/first-chat-ans-avg-time') && response.url().includes('duration=today'));
  await dialog.getByRole('group', { name: 'Duration' }).getByRole('button', { name: 'Today', exact: true }).click();
  expect((await todayAnswered).status()).toBe(200);
  await expect(dialog.getByRole('button', { name: 'Today', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('tab', { name: 'Domain summary' })).toHaveAttribute('aria-selected', 'true');
  const summaryTable = dialog.getByRole('table', { name: 'Metrics per domain' });
  await expect(cellsOf(summaryTable.getByRole('row').first())).toHaveText([
    'Domain',
    'Accepted chats',
    'Responded chats',
    'Average response time',
    'Proactive chats',
  ]);
  const summaryRows = summaryTable.locator('tbody tr');
  await expect(summaryRows).toHaveCount(1);
  await expect(cellsOf(summaryRows)).toHaveText([widget.domain, '2', '2', durationText(domain.averageResponseTime), '0']);
  // The chart's name says the same average.
  await expect(
    dialog.getByRole('img', { name: `Average response time per domain: ${widget.domain} ${durationText(domain.averageResponseTime)}`, exact: true }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the Agent Metrics dialog (Domain summary)');

  await dialog.getByRole('tab', { name: 'Chat-wise' }).click();
  const chatTable = dialog.getByRole('table', { name: 'Metrics per chat' });
  await expect(chatTable.locator('tbody tr')).toHaveCount(2);
  // In the list's order, newest first; an open chat's time spent grows while the dialog reads it.
  for (const [position, chat] of chats.entries()) {
    const row = chatTable.locator('tbody tr').nth(position);
    await expect(row.locator('th')).toHaveAttribute('title', chat.chatId);
    await expect(cellsOf(row)).toHaveText([
      chat.chatId.slice(0, 8),
      chat.domain,
      String(chat.totalMessages),
      chat.ended ? durationText(chat.totalTimeSpent) : /^\d+ (s|min( \d+ s)?)$/,
      durationText(chat.responseTime),
      durationText(chat.waitTime),
      chat.ended ? 'Yes' : 'No',
    ]);
  }
  await expectNoSeriousA11yViolations(page, 'the Agent Metrics dialog (Chat-wise)');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();

  // An agent without chats: nothing to show, whatever the duration.
  expect(await domainMetricsByApi(request, ownerHeaders, idle.id, tz)).toEqual([]);
  expect(await chatMetricsByApi(request, ownerHeaders, idle.id, tz)).toEqual([]);
  await agentRow(page, idle.fullName).getByRole('button', { name: `Metrics of ${idle.fullName}`, exact: true }).click();
  const idleDialog = metricsDialog(page, idle.fullName);
  await expect(idleDialog.getByText('No Record Found', { exact: true })).toBeVisible();
  await idleDialog.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(idleDialog.getByRole('button', { name: 'Today', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(idleDialog.getByText('No Record Found', { exact: true })).toBeVisible();
  await idleDialog.getByRole('tab', { name: 'Chat-wise' }).click();
  await expect(idleDialog.getByRole('tab', { name: 'Chat-wise' })).toHaveAttribute('aria-selected', 'true');
  await expect(idleDialog.getByText('No Record Found', { exact: true })).toBeVisible();
  await expect(idleDialog.getByRole('table')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'the Agent Metrics dialog (no record)');
  await page.keyboard.press('Escape');
  await expect(idleDialog).toBeHidden();

  // The open chat ends, nobody stays online.
  await guestEndsChat(guests[1].page);
  await setOnline(request, agent, false);
  await Promise.all([...guests.map((guest) => guest.context.close()), staff.context.close(), ownerContext.close()]);
});
