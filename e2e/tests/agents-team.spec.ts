// The owner's team on Manage Agents (issue 12, spec 001 §2, §6, §8), one journey in steps that build on each
// other: departments made in the Departments tab, an agent added through Add Agent who goes online and
// shows so live, chats routed by department (and re-routed when the owner moves the agent), the owner
// setting the agent offline, deactivating and reactivating them. A fresh owner with a widget of its own,
// so the demo account other specs rely on is untouched.
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import {
  addDepartment,
  AGENT_FORM,
  agentRow,
  AGENTS,
  availability,
  confirmIn,
  departmentIdsByApi,
  onlineStatusOf,
  openManageAgents,
  openTab,
  registerAgentByApi,
  toast,
  type NewAgent,
} from '../support/agents';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signIn, submitLogin } from '../support/console';
import {
  acceptChat,
  consoleOf,
  guestEndsChat,
  guestOn,
  guestWrites,
  incomingChats,
  openWidget,
  setOnline,
  unique,
  type Party,
} from '../support/live';
import { createWidgetByApi, demoPageOf, uniqueDomain, updateWidgetByApi, type CreatedWidget } from '../support/settings';
import { freshOwner, type Owner } from '../support/fresh-owner';

test.describe.configure({ mode: 'serial' });

const suffix = unique('');
const NORTH = `North ${suffix}`;
const SOUTH = `South ${suffix}`;
const northAgent: NewAgent = { fullName: 'Nell Northcott', email: `north-${suffix}@example.com`, password: 'North#Pass1' };
const southAgent: NewAgent = { fullName: 'Sam Southey', email: `south-${suffix}@example.com`, password: 'South#Pass1' };

let owner: Owner;
let widget: CreatedWidget;
/** The owner's console: its dashboard (consoleOf) and, in the same context, Manage Agents. */
let staff: Party;
let manage: Party['page'];
let north: Party;
let south: Party;
const opened: Party[] = [];

async function guestAsks(browser: Browser, baseURL: string | undefined, text: string): Promise<Party> {
  const guest = await guestOn(browser, baseURL, demoPageOf(widget));
  opened.push(guest);
  await openWidget(guest.page);
  await guestWrites(guest.page, text);
  return guest;
}

async function closeGuest(guest: Party): Promise<void> {
  await guestEndsChat(guest.page);
  await guest.context.close();
  opened.splice(opened.indexOf(guest), 1);
}

test.afterAll(async () => {
  for (const party of opened) await party.context.close().catch(() => undefined);
});

test('the owner makes two departments, binds the widget to North and adds an agent, whose status shows live', async ({
  browser,
  baseURL,
  request,
}) => {
  owner = await freshOwner(request, 'team');
  widget = await createWidgetByApi(request, owner, { widgetName: 'Team site', domain: uniqueDomain('team') });
  await setOnline(request, owner, true);
  staff = await consoleOf(browser, baseURL, owner);
  opened.push(staff);
  manage = await staff.context.newPage();
  await openManageAgents(manage);

  await openTab(manage, AGENTS.departmentsTab);
  await addDepartment(manage, NORTH);
  await addDepartment(manage, SOUTH);
  const ids = await departmentIdsByApi(request, owner);
  expect([...ids.keys()].sort()).toEqual([NORTH, SOUTH]);
  await updateWidgetByApi(request, owner, widget._id, (stored) => ({ ...stored, department: [ids.get(NORTH)] }));

  // Add Agent: North, Monday 09:00–17:00.
  await openTab(manage, AGENTS.agentsTab);
  await manage.getByRole('button', { name: AGENTS.add, exact: true }).click();
  const dialog = manage.getByRole('dialog', { name: AGENTS.add });
  await expect(dialog.getByRole('textbox', { name: AGENT_FORM.email })).toBeFocused();
  await expectNoSeriousA11yViolations(manage, 'Manage Agents with the Add Agent dialog open');
  await dialog.getByRole('textbox', { name: AGENT_FORM.email }).fill(northAgent.email);
  await dialog.getByRole('textbox', { name: AGENT_FORM.fullName }).fill(northAgent.fullName);
  await dialog.getByLabel(new RegExp(`^${AGENT_FORM.password}`)).fill(northAgent.password);
  await dialog.getByRole('combobox', { name: AGENT_FORM.departments }).click();
  await manage.getByRole('option', { name: NORTH, exact: true }).click();
  await expect(manage.getByRole('option', { name: NORTH, exact: true })).toHaveAttribute('aria-selected', 'true');
  await manage.keyboard.press('Escape');
  await expect(manage.getByRole('listbox')).toBeHidden();
  await expect(dialog).toBeVisible();
  // A new agent's shifts start with Monday, its times empty (spec 001 §9).
  await expect(dialog.getByRole('group', { name: 'Monday', exact: true })).toBeVisible();
  await dialog.getByRole('spinbutton', { name: 'Monday start hour' }).fill('9');
  await dialog.getByRole('spinbutton', { name: 'Monday start minutes' }).fill('0');
  await dialog.getByRole('spinbutton', { name: 'Monday end hour' }).fill('17');
  await dialog.getByRole('spinbutton', { name: 'Monday end minutes' }).fill('0');
  await dialog.getByRole('button', { name: AGENTS.add, exact: true }).click();
  await expect(toast(manage, AGENTS.added)).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = agentRow(manage, northAgent.fullName);
  await expect(row).toContainText(northAgent.email);
  await expect(row.getByRole('combobox', { name: AGENTS.departmentsOf(northAgent.fullName) })).toHaveText(NORTH);
  await expect(row).toContainText('Mon 09:00–17:00');
  await expect(onlineStatusOf(row)).toHaveText(AGENTS.offline);

  // The agent signs in (at once, with the password chosen) and goes online: the owner's row follows live.
  north = await consoleOf(browser, baseURL, northAgent);
  opened.push(north);
  const toggle = availability(north.page);
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(onlineStatusOf(row)).toHaveText(AGENTS.online);
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect(onlineStatusOf(row)).toHaveText(AGENTS.offline);
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(onlineStatusOf(row)).toHaveText(AGENTS.online);
});

test("a guest's chat on the North widget reaches the North agent, not the online South agent", async ({ browser, baseURL, request }) => {
  const ids = await departmentIdsByApi(request, owner);
  await registerAgentByApi(request, owner, southAgent, [ids.get(SOUTH)!]);
  await setOnline(request, southAgent, true);
  south = await consoleOf(browser, baseURL, southAgent);
  opened.push(south);
  await expect(availability(south.page)).toBeChecked();

  const text = `Is the northern branch open on Sundays? ${unique('q')}`;
  const guest = await guestAsks(browser, baseURL, text);
  await expect(incomingChats(north.page).filter({ hasText: text })).toHaveCount(1);
  await expect(incomingChats(staff.page).filter({ hasText: text })).toHaveCount(1);
  // By now the South agent would have been told too.
  await expect(incomingChats(south.page).filter({ hasText: text })).toHaveCount(0);
  await expect(south.page.getByText(text)).toHaveCount(0);
  // A reload asks the server afresh: still nothing.
  const reloaded = south.page.waitForResponse((response) => new URL(response.url()).pathname === '/api/visitor/current-visitors');
  await south.page.reload();
  await reloaded;
  await expect(availability(south.page)).toBeChecked();
  await expect(incomingChats(south.page)).toHaveCount(0);

  await acceptChat(north.page, text);
  await closeGuest(guest);
});

test('moved to South in the row, the agent no longer gets chats of the North widget, without signing in again', async ({ browser, baseURL }) => {
  const row = agentRow(manage, northAgent.fullName);
  const picker = row.getByRole('combobox', { name: AGENTS.departmentsOf(northAgent.fullName) });
  await picker.click();
  await manage.getByRole('option', { name: SOUTH, exact: true }).click();
  await manage.getByRole('option', { name: NORTH, exact: true }).click();
  await expect(manage.getByRole('option', { name: SOUTH, exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(manage.getByRole('option', { name: NORTH, exact: true })).toHaveAttribute('aria-selected', 'false');
  const saved = manage.waitForResponse((response) => new URL(response.url()).pathname === '/api/users/update-department');
  await manage.keyboard.press('Escape');
  expect((await saved).status()).toBe(200);
  await expect(toast(manage, AGENTS.departmentUpdated)).toBeVisible();
  await expect(picker).toHaveText(SOUTH);

  const text = `Anyone from the north team there? ${unique('q')}`;
  const guest = await guestAsks(browser, baseURL, text);
  // The owner gets it: the event has gone out.
  await expect(incomingChats(staff.page).filter({ hasText: text })).toHaveCount(1);
  await expect(availability(north.page)).toBeChecked();
  await expect(incomingChats(north.page).filter({ hasText: text })).toHaveCount(0);
  await expect(north.page.getByText(text)).toHaveCount(0);
  await closeGuest(guest);
});

test("the owner sets the agent offline: the agent's switch turns Offline with a notice", async () => {
  const row = agentRow(manage, northAgent.fullName);
  await expect(onlineStatusOf(row)).toHaveText(AGENTS.online);
  await row.getByRole('button', { name: AGENTS.setOfflineLabel(northAgent.fullName) }).click();
  await confirmIn(manage, AGENTS.offlineTitle, AGENTS.offlineConfirm);
  await expect(toast(manage, AGENTS.setOfflineDone(northAgent.fullName))).toBeVisible();
  await expect(onlineStatusOf(row)).toHaveText(AGENTS.offline);

  await expect(availability(north.page)).not.toBeChecked();
  await expect(availability(north.page)).toHaveAccessibleName('Availability: Offline');
  await expect(north.page.getByText(AGENTS.changedElsewhere)).toBeVisible();
});

test('a deactivated agent is signed out at once and refused, and signs in again once reactivated', async ({ request }) => {
  const row = agentRow(manage, northAgent.fullName);
  await row.getByRole('button', { name: AGENTS.deactivateLabel(northAgent.fullName) }).click();
  await confirmIn(manage, AGENTS.deactivateTitle, AGENTS.deactivateConfirm);
  await expect(toast(manage, AGENTS.deactivated)).toBeVisible();
  await expect(north.page).toHaveURL(/\/login$/, { timeout: 5_000 });

  await expect(row).toHaveCount(0);
  const section = manage.getByRole('button', { name: AGENTS.deactivatedCount(1) });
  await section.click();
  await expect(section).toHaveAttribute('aria-expanded', 'true');
  const deactivated = manage.getByRole('list', { name: AGENTS.deactivatedList }).getByRole('listitem');
  await expect(deactivated).toHaveCount(1);
  await expect(deactivated).toContainText(northAgent.fullName);

  await submitLogin(north.page, northAgent);
  // Under the form: the toast of the forced sign-out may still show the same words.
  await expect(north.page.getByRole('form').getByText(AGENTS.signInDeactivated)).toBeVisible();
  await expect(north.page).toHaveURL(/\/login$/);

  await deactivated.getByRole('button', { name: AGENTS.reactivateLabel(northAgent.fullName) }).click();
  await confirmIn(manage, AGENTS.reactivateTitle, AGENTS.reactivateConfirm);
  await expect(toast(manage, AGENTS.activated)).toBeVisible();
  await expect(section).toHaveCount(0);
  await expect(onlineStatusOf(row)).toHaveText(AGENTS.offline);

  await signIn(north.page, northAgent);
  await cleanUp(request);
});

async function cleanUp(request: APIRequestContext): Promise<void> {
  for (const party of [...opened]) await party.context.close();
  opened.length = 0;
  await setOnline(request, owner, false);
}
