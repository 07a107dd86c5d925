// Routing at peak (issue 27) on the stack as `npm start` runs it, each test on a fresh account: an agent at
// their chat limit and a guest waiting in the queue who is served once the agent ends a chat, automatic
// assignment between two agents with a decline passing the chat on, a waiting guest escalated to the owner,
// and the new screens (the queue in the widget, the editor's Routing section, the agents' Chat limit column,
// the dashboard's Queue card) checked with axe.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { openManageAgents, registerAgentByApi, type Staff } from '../support/agent-journeys';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  acceptChat,
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
import { bearer, createWidgetByApi, demoPageOf, uniqueDomain, updateWidgetByApi, type CreatedWidget } from '../support/settings';
import { freshOwner, type Owner } from '../support/fresh-owner';

const TEXTS = {
  queuePosition: (position: number) => `You are number ${position} in the queue`,
  expectedWait: /^Expected wait: (a few minutes|less than a minute|about \d+ minutes?)$/,
  load: (load: number, limit: number) => `${load} / ${limit} chats`,
  acceptWithin: /^Accept within \d+:\d\d$/,
  accept: (guestId: number) => `Accept · Guest${guestId}`,
  decline: (guestId: number) => `Decline · Guest${guestId}`,
  pendingEscalation: /^Guest (\d+) has waited \d+:\d\d for an agent$/,
  activeChats: 'Active Chats',
  activeChatsEscalated: (count: number) => `Active Chats, ${count} escalated`,
  routingSection: 'Routing',
  modes: { 'offer-all': 'Offer to all online agents (first to accept)', auto: 'Assign automatically (most free capacity first)' },
  acceptWindow: 'Accept window (seconds)',
  longestQueue: 'Longest queue (guests)',
  longestWait: 'Longest wait (minutes)',
  escalatePending: 'Escalate a waiting guest after (seconds)',
  escalateReply: 'Escalate an unanswered guest after (seconds)',
  chatLimitColumn: 'Chat limit',
  chatLimitOf: (name: string) => `Chat limit of ${name}`,
  queueCard: 'Queue',
  waiting: (count: number) => `${count} waiting`,
  cardLoad: (load: number, limit: number) => `${load} / ${limit}`,
} as const;

/** Server events (offers, queue places, escalations) on a machine shared with other work. */
const EVENT_TIMEOUT = 20_000;

interface RoutingSettings {
  mode?: 'offer-all' | 'auto';
  acceptWindowSeconds?: number;
  maxQueueLength?: number | null;
  maxQueueWaitSeconds?: number | null;
  escalatePendingAfterSeconds?: number;
  escalateReplyAfterSeconds?: number;
}

/** The owner sets a staff member's chat limit (PATCH /users/chat-limit) and the answer says it back. */
async function setChatLimit(request: APIRequestContext, owner: Owner, agentId: string, chatLimit: number | null): Promise<void> {
  const answer = await request.patch('/api/users/chat-limit', { headers: await bearer(request, owner), data: { agentId, chatLimit } });
  expect(answer.status(), await answer.text()).toBe(200);
  expect(await answer.json()).toEqual({ agentId, chatLimit });
}

/** Saves the widget's routing (the rest of the widget as stored) through the widget update call. */
async function setRouting(request: APIRequestContext, owner: Owner, widget: CreatedWidget, routing: RoutingSettings): Promise<void> {
  await updateWidgetByApi(request, owner, widget._id, (stored) => ({ ...stored, routing: { ...((stored.routing as object | undefined) ?? {}), ...routing } }));
}

interface Account {
  owner: Owner;
  widget: CreatedWidget;
  agents: Staff[];
}

/** A fresh owner (offline), a widget open to all, and agents online, each with this chat limit. */
async function account(request: APIRequestContext, tag: string, agentLimits: number[], routing?: RoutingSettings): Promise<Account> {
  const owner = await freshOwner(request, tag);
  const widget = await createWidgetByApi(request, owner, { widgetName: `Routing Shop ${tag}`, domain: uniqueDomain(tag) });
  if (routing) await setRouting(request, owner, widget, routing);
  const agents: Staff[] = [];
  for (const [index, limit] of agentLimits.entries()) {
    const agent = await registerAgentByApi(request, owner, `${index % 2 === 0 ? 'Ana' : 'Ben'} ${unique('r')}`);
    await setChatLimit(request, owner, agent.id, limit);
    await setOnline(request, agent, true);
    agents.push(agent);
  }
  return { owner, widget, agents };
}

/** The widget's polite live region that says the guest's place in the queue. */
function queueStatus(page: Page): Locator {
  return chatWindow(page).getByRole('status').filter({ hasText: /in the queue/ });
}

/** The incoming row of the chat that starts with this text (in Recent Chats). */
function incomingWith(page: Page, text: string): Locator {
  return incomingChats(page).filter({ hasText: text });
}

/** A guest on the widget's demo page who opens the widget and writes. */
async function guestWriting(browser: Parameters<typeof guestOn>[0], baseURL: string | undefined, widget: CreatedWidget, text: string): Promise<Party> {
  const guest = await guestOn(browser, baseURL, demoPageOf(widget));
  await openWidget(guest.page);
  await guestWrites(guest.page, text);
  return guest;
}

/** The agent ends the open chat from the Chat panel's toolbar and confirms. */
async function agentEndsChat(page: Page, guestId: number): Promise<void> {
  await chatActions(chatPanel(page, guestId)).getByRole('button', { name: 'End Chat' }).click();
  await page.getByRole('dialog', { name: 'End Chat Confirmation' }).getByRole('button', { name: 'End Chat' }).click();
  await expect(chatPanel(page, guestId)).toHaveCount(0, { timeout: EVENT_TIMEOUT });
}

/** Ends whatever chats the guests still have open and takes everyone offline, so nothing lingers on the shared stack. */
async function cleanUp(request: APIRequestContext, parties: Party[], staff: Array<Owner | Staff>): Promise<void> {
  for (const party of parties) await party.context.close();
  for (const who of staff) await setOnline(request, who, false);
}

test('an agent at their chat limit: the next guest waits in the queue and is served once a chat ends', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const { owner, widget, agents } = await account(request, 'rt1', [1]);
  const [ana] = agents;
  const agent = await consoleOf(browser, baseURL, ana);

  const first = `Where is my parcel ${unique('q')}`;
  const guest1 = await guestWriting(browser, baseURL, widget, first);
  const guestId1 = await acceptChat(agent.page, first);
  await expect(agent.page.getByTestId('chat-load')).toHaveText(TEXTS.load(1, 1));

  // The agent has no room: the second guest is told their place and the expected wait, in a polite live region.
  const second = `Can I change my order ${unique('q')}`;
  const guest2 = await guestWriting(browser, baseURL, widget, second);
  const status = queueStatus(guest2.page);
  await expect(status).toBeVisible({ timeout: EVENT_TIMEOUT });
  await expect(status.getByText(TEXTS.queuePosition(1), { exact: true })).toBeVisible();
  await expect(status.getByText(TEXTS.expectedWait)).toBeVisible();
  await expect(status).toHaveAttribute('role', 'status');
  await expect(status).toHaveAttribute('aria-live', 'polite');

  // The agent at the limit: the load says so and the queued guest is not offered.
  await expect(agent.page.getByText(TEXTS.load(1, 1), { exact: true })).toBeVisible();
  await expect(incomingWith(agent.page, second)).toHaveCount(0);

  // The first chat ends: the queued guest's chat comes to the agent, and the queue text goes.
  await agentEndsChat(agent.page, guestId1);
  await expect(incomingWith(agent.page, second)).toHaveCount(1, { timeout: EVENT_TIMEOUT });
  await expect(chatWindow(guest2.page).getByText(TEXTS.queuePosition(1))).toBeHidden({ timeout: EVENT_TIMEOUT });
  const guestId2 = await acceptChat(agent.page, second);
  await expect(agent.page.getByTestId('chat-load')).toHaveText(TEXTS.load(1, 1));
  const reply = `Yes, tell me what to change ${unique('r')}`;
  await agentWrites(chatPanel(agent.page, guestId2), reply);
  await expect(widgetMessages(guest2.page, reply)).toHaveCount(1);

  await guestEndsChat(guest2.page);
  await cleanUp(request, [guest1, guest2, agent], [owner, ana]);
});

test('automatic assignment: each chat is offered to one agent, the freer one, and a decline passes it on', async ({ browser, baseURL, request }) => {
  test.setTimeout(150_000);
  // A long accept window, so no offer runs out while the test is at work.
  const { owner, widget, agents } = await account(request, 'rt2', [2, 2], { mode: 'auto', acceptWindowSeconds: 120 });
  const consoles = [await consoleOf(browser, baseURL, agents[0]), await consoleOf(browser, baseURL, agents[1])];

  // Guest 1's chat goes to one agent only, with a countdown, Accept and Decline.
  const first = `Do you ship abroad ${unique('q')}`;
  const guest1 = await guestWriting(browser, baseURL, widget, first);
  await expect
    .poll(async () => (await incomingWith(consoles[0].page, first).count()) + (await incomingWith(consoles[1].page, first).count()), { timeout: EVENT_TIMEOUT })
    .toBe(1);
  const firstIndex = (await incomingWith(consoles[0].page, first).count()) === 1 ? 0 : 1;
  const chosen = consoles[firstIndex];
  const other = consoles[1 - firstIndex];
  const offer1 = incomingWith(chosen.page, first);
  const guestId1 = await guestIdIn(offer1);
  await expect(offer1.getByRole('button', { name: TEXTS.accept(guestId1) })).toBeEnabled();
  await expect(offer1.getByRole('button', { name: TEXTS.decline(guestId1) })).toBeEnabled();
  await expect(offer1.getByTestId('offer-countdown')).toHaveText(TEXTS.acceptWithin);
  await expect(incomingWith(other.page, first)).toHaveCount(0);

  // Guest 2's chat goes to the other agent, who has more free room.
  const second = `Is the blue one in stock ${unique('q')}`;
  const guest2 = await guestWriting(browser, baseURL, widget, second);
  const offer2 = incomingWith(other.page, second);
  await expect(offer2).toHaveCount(1, { timeout: EVENT_TIMEOUT });
  const guestId2 = await guestIdIn(offer2);
  await expect(offer2.getByTestId('offer-countdown')).toHaveText(TEXTS.acceptWithin);
  await expect(incomingWith(chosen.page, second)).toHaveCount(0);

  // The other agent declines: the offer moves to the first agent, who can take it or decline it too.
  await offer2.getByRole('button', { name: TEXTS.decline(guestId2) }).click();
  await expect(offer2).toHaveCount(0, { timeout: EVENT_TIMEOUT });
  const moved = incomingWith(chosen.page, second);
  await expect(moved).toHaveCount(1, { timeout: EVENT_TIMEOUT });
  await expect(moved.getByRole('button', { name: TEXTS.accept(guestId2) })).toBeEnabled();
  await expect(moved.getByRole('button', { name: TEXTS.decline(guestId2) })).toBeEnabled();
  await expect(moved.getByTestId('offer-countdown')).toHaveText(TEXTS.acceptWithin);
  await expect(incomingWith(other.page, second)).toHaveCount(0);
  // Both of guest 1's and guest 2's offers are still the first agent's own.
  await expect(incomingWith(chosen.page, first)).toHaveCount(1);

  await acceptChat(chosen.page, second);
  const reply = `It is, yes ${unique('r')}`;
  await agentWrites(chatPanel(chosen.page, guestId2), reply);
  await expect(widgetMessages(guest2.page, reply)).toHaveCount(1);

  for (const guest of [guest1, guest2]) await guestEndsChat(guest.page);
  await cleanUp(request, [guest1, guest2, ...consoles], [owner, ...agents]);
});

test('a guest nobody accepts is escalated to the owner: a toast and a badge on Active Chats', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const { owner, widget } = await account(request, 'rt3', [], { escalatePendingAfterSeconds: 10 });
  await setOnline(request, owner, true);
  const console = await consoleOf(browser, baseURL, owner);
  const entry = console.page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: new RegExp(`^${TEXTS.activeChats}`) });
  await expect(entry).toHaveAccessibleName(TEXTS.activeChats);

  const text = `Hello, anyone there ${unique('q')}`;
  const guest = await guestWriting(browser, baseURL, widget, text);
  const toast = console.page.getByText(TEXTS.pendingEscalation);
  await expect(toast).toBeVisible({ timeout: 25_000 });
  const [, guestId] = TEXTS.pendingEscalation.exec(((await toast.textContent()) ?? '').trim()) ?? [];
  expect(Number(guestId)).toBeGreaterThan(0);
  await expect(entry).toHaveAccessibleName(TEXTS.activeChatsEscalated(1));

  await guestEndsChat(guest.page);
  await cleanUp(request, [guest, console], [owner]);
});

test('the widget with the guest in the queue and the dashboard with the Queue card have no serious accessibility violation', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(150_000);
  const { owner, widget, agents } = await account(request, 'rt4', [1]);
  const [ana] = agents;
  // The owner's colours are the owner's choice (the editor measures and warns about them): a pair that
  // passes AA, so axe measures the widget's own parts.
  await updateWidgetByApi(request, owner, widget._id, (stored) => ({
    ...stored,
    widgetStyle: { ...(stored.widgetStyle as object), backgroundColor: '#1E3A8A', textColor: '#FFFFFF' },
  }));
  await setOnline(request, owner, true);
  const agent = await consoleOf(browser, baseURL, ana);
  const supervisor = await consoleOf(browser, baseURL, owner);

  // Ana takes one chat and is full: the next guest waits in the queue.
  const first = `Opening hours ${unique('q')}`;
  const guest1 = await guestWriting(browser, baseURL, widget, first);
  await expect(incomingWith(agent.page, first)).toHaveCount(1, { timeout: EVENT_TIMEOUT });
  await acceptChat(agent.page, first);
  const second = `Parking nearby ${unique('q')}`;
  const guest2 = await guestWriting(browser, baseURL, widget, second);
  await expect(queueStatus(guest2.page)).toBeVisible({ timeout: EVENT_TIMEOUT });
  await expect(queueStatus(guest2.page).getByText(TEXTS.queuePosition(1), { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(guest2.page, 'the widget with the guest in the queue');

  // The owner's dashboard: the Queue card (loaded after the first render) with one guest waiting.
  const card = supervisor.page.getByRole('region', { name: TEXTS.queueCard, exact: true });
  await expect(card).toBeVisible({ timeout: EVENT_TIMEOUT });
  await expect(card.getByText(TEXTS.waiting(1), { exact: true })).toBeVisible({ timeout: EVENT_TIMEOUT });
  // The owner supervises: Ana's load against her limit is on the card too.
  await expect(card.getByRole('listitem').filter({ hasText: ana.fullName }).getByText(TEXTS.cardLoad(1, 1), { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(supervisor.page, 'the dashboard with the Queue card');

  for (const guest of [guest1, guest2]) await guestEndsChat(guest.page);
  await cleanUp(request, [guest1, guest2, agent, supervisor], [owner, ana]);
});

test('the agents list with its Chat limit column has no serious accessibility violation', async ({ browser, baseURL, request }) => {
  test.setTimeout(90_000);
  const { owner, agents } = await account(request, 'rt5', [3]);
  const [ana] = agents;
  const supervisor = await consoleOf(browser, baseURL, owner);
  await openManageAgents(supervisor.page);
  const table = supervisor.page.getByRole('table', { name: 'Agents', exact: true });
  await expect(table.getByRole('columnheader', { name: TEXTS.chatLimitColumn })).toBeVisible();
  await expect(table.getByRole('combobox', { name: TEXTS.chatLimitOf(ana.fullName) })).toHaveText('3');
  await expectNoSeriousA11yViolations(supervisor.page, 'the agents list with the Chat limit column');
  await cleanUp(request, [supervisor], [owner, ana]);
});

test("the widget editor's Routing section shows the stored routing and has no serious accessibility violation", async ({ browser, baseURL, request }) => {
  test.setTimeout(90_000);
  const { owner, widget } = await account(request, 'rt6', [], { mode: 'auto', acceptWindowSeconds: 45, maxQueueLength: 8, escalatePendingAfterSeconds: 600 });
  const supervisor = await consoleOf(browser, baseURL, owner);
  const page = supervisor.page;
  await page.goto('/my-widgets');
  await page.getByRole('button', { name: `Edit ${widget.widgetName}` }).click();
  await expect(page).toHaveURL(/\/edit-widget$/);
  const routing = page.getByRole('region', { name: TEXTS.routingSection, exact: true });
  await routing.scrollIntoViewIfNeeded();
  await expect(routing.getByRole('radio', { name: TEXTS.modes.auto })).toBeChecked();
  await expect(routing.getByRole('radio', { name: TEXTS.modes['offer-all'] })).not.toBeChecked();
  await expect(routing.getByRole('spinbutton', { name: TEXTS.acceptWindow })).toHaveValue('45');
  await expect(routing.getByRole('spinbutton', { name: TEXTS.longestQueue })).toHaveValue('8');
  await expect(routing.getByRole('spinbutton', { name: TEXTS.longestWait })).toHaveValue('');
  await expect(routing.getByRole('spinbutton', { name: TEXTS.escalatePending })).toHaveValue('600');
  await expect(routing.getByRole('spinbutton', { name: TEXTS.escalateReply })).toHaveValue('120');
  await expect(page.frameLocator('iframe[title="Widget preview"]').locator('.lc-launcher')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the widget editor with its Routing section', { ownerColoured: ['iframe[title="Widget preview"]'] });
  await cleanUp(request, [supervisor], [owner]);
});
