// The Manage Agents screen (/manage-agents, spec 001 §2, §8): its words and the parts the specs work with.
// Labels are the spec's and the screen's words, so the specs check the product, not its own constants.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { consoleSocketConnected, type Credentials } from './console';
import { bearer } from './settings';

export const AGENTS = {
  title: 'Manage Agents',
  agentsTab: 'Agents',
  departmentsTab: 'Departments',
  add: 'Add Agent',
  online: 'Online',
  offline: 'Offline',
  departmentsOf: (name: string) => `Departments of ${name}`,
  setOfflineLabel: (name: string) => `Set ${name} offline`,
  deactivateLabel: (name: string) => `Deactivate ${name}`,
  reactivateLabel: (name: string) => `Reactivate ${name}`,
  deactivatedCount: (n: number) => `Deactivated Agents (${n})`,
  deactivatedList: 'Deactivated agents',
  offlineTitle: 'Set Agent Offline',
  offlineConfirm: 'Set offline',
  deactivateTitle: 'Deactivate Agent',
  deactivateConfirm: 'Deactivate',
  reactivateTitle: 'Reactivate Agent',
  reactivateConfirm: 'Reactivate',
  // toasts (spec 001 §8, word for word)
  added: 'New Agent is successfully added',
  setOfflineDone: (name: string) => `${name} has been set offline`,
  activated: 'Agent activated successfully',
  deactivated: 'Agent deactivated successfully',
  departmentUpdated: 'Department has been successfully updated',
  departmentCreated: 'Department is successfully added',
  // the agent's side
  changedElsewhere: 'Your online status has been updated by the admin or other user with your credentials.',
  signInDeactivated: 'Your account has been deactivated. Please contact your administrator.',
} as const;

export const AGENT_FORM = {
  email: 'Email',
  fullName: 'Full Name',
  password: 'Password',
  departments: 'Departments',
} as const;

export const DEPARTMENTS = {
  add: 'Add Department',
  dialog: 'Add Department',
  name: 'Department name',
  save: 'Save',
  list: 'Departments',
} as const;

/** Opens /manage-agents in `page` (signed in) and waits for the Agents tab's list and the live connection. */
export async function openManageAgents(page: Page): Promise<void> {
  const connected = consoleSocketConnected(page);
  const listed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/users/agent-list');
  await page.goto('/manage-agents');
  await Promise.all([connected, listed]);
  await expect(page.getByRole('heading', { name: AGENTS.title, level: 1 })).toBeVisible();
  await expect(page.getByTestId('agents-count')).toBeVisible();
}

export async function openTab(page: Page, name: typeof AGENTS.agentsTab | typeof AGENTS.departmentsTab): Promise<void> {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/** The active agents' table row (desktop) of the agent with this full name. */
export function agentRow(page: Page, name: string): Locator {
  return page
    .getByRole('table', { name: 'Agents', exact: true })
    .getByRole('row')
    .filter({ has: page.getByTestId('agent-name').getByText(name, { exact: true }) });
}

/** The row's Online / Offline indicator. */
export function onlineStatusOf(row: Locator): Locator {
  return row.getByTestId('online-status');
}

/** A toast (bottom right) showing this text. */
export function toast(page: Page, text: string): Locator {
  return page.locator('.notistack-MuiContent').filter({ hasText: text });
}

/** The header's availability switch. */
export function availability(page: Page): Locator {
  return page.getByRole('switch', { name: /^Availability: (Online|Offline)$/ });
}

/** Adds a department in the Departments tab (shown) through its dialog, without members. */
export async function addDepartment(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: DEPARTMENTS.add, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: DEPARTMENTS.dialog });
  await dialog.getByRole('textbox', { name: DEPARTMENTS.name }).fill(title);
  await dialog.getByRole('button', { name: DEPARTMENTS.save, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, AGENTS.departmentCreated).first()).toBeVisible();
  await expect(page.getByRole('table', { name: DEPARTMENTS.list }).getByRole('row').filter({ hasText: title })).toHaveCount(1);
}

/** The account's departments by title, as GET /users/by-department answers them. */
export async function departmentIdsByApi(request: APIRequestContext, who: Credentials): Promise<Map<string, string>> {
  const answer = await request.get('/api/users/by-department', { headers: await bearer(request, who) });
  expect(answer.status(), await answer.text()).toBe(200);
  const groups = (await answer.json()) as Array<[{ _id: string; title: string }, ...unknown[]]>;
  return new Map(groups.map(([department]) => [department.title, department._id]));
}

export interface NewAgent extends Credentials {
  fullName: string;
}

/** Adds an agent to `who`'s account with POST /users/register (the manager's multipart form). */
export async function registerAgentByApi(
  request: APIRequestContext,
  who: Credentials,
  agent: NewAgent,
  departmentIds: string[] = [],
): Promise<{ _id: string }> {
  const multipart: Record<string, string> = { email: agent.email, fullName: agent.fullName, password: agent.password };
  departmentIds.forEach((id, at) => (multipart[`departments[${at}]`] = id));
  const answer = await request.post('/api/users/register', { headers: await bearer(request, who), multipart });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as { _id: string };
}

/** Confirms the open confirmation dialog titled `title` with its `button`. */
export async function confirmIn(page: Page, title: string, button: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}
