// The agents area's roles (spec 001 §2, §6, §7; issue 12's rule): in a fresh account with two managers and an
// agent, a manager sees the Agents entry and the Agents tab (no Departments tab), acts on agents only (their own
// and the other manager's rows offer nothing), edits an agent without a role choice, and the server refuses
// (403) what the rule forbids. An agent sees no Agents entry, no staff on /manage-agents, and gets 403 from the
// area's calls. Another account's owner is told the account's staff do not exist (404).
// Co-admins are left out: no call of the product makes one (the agent form's roles are agent and manager).
import { expect, test, type Page } from '@playwright/test';
import { agentRow, editStaffByApi, metricsCall, openManageAgents, registerAgentByApi, registerManagerByApi } from '../support/agent-journeys';
import { AGENT_ENTRIES, ALL_ENTRIES, CLIENT_ONLY_ENTRIES, MANAGER_ALSO_ENTRIES, sidebar, signIn } from '../support/console';
import { setOnline } from '../support/live';
import { bearer } from '../support/settings';
import { freshOwner } from '../support/fresh-owner';

interface Listed {
  _id: string;
  status: number;
  my_role: Array<{ slug: string }>;
  departments: Array<{ _id: string }>;
}

/** Entries a manager sees: the agent's and Agents (spec 000 §2). */
const MANAGER_ENTRIES = ALL_ENTRIES.filter((entry) => MANAGER_ALSO_ENTRIES.includes(entry) || !CLIENT_ONLY_ENTRIES.includes(entry));

async function expectSidebar(page: Page, shown: readonly string[]): Promise<void> {
  const nav = sidebar(page);
  for (const entry of shown) await expect(nav.getByRole('link', { name: entry, exact: true })).toBeVisible();
  for (const entry of ALL_ENTRIES.filter((name) => !shown.includes(name))) await expect(nav.getByRole('link', { name: entry, exact: true })).toHaveCount(0);
}

test('a manager acts on agents only and an agent on nobody, on screen and through the API', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const owner = await freshOwner(request, 'roles');
  const ownerHeaders = await bearer(request, owner);
  const created = await request.post('/api/department/create', { headers: ownerHeaders, data: { title: 'Front desk', userIds: [] } });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const department = (await created.json()) as { _id: string; title: string };
  const manager = await registerManagerByApi(request, owner, 'Maya Manager');
  const otherManager = await registerManagerByApi(request, owner, 'Otto Manager');
  const agent = await registerAgentByApi(request, owner, 'Alma Agent');
  await setOnline(request, agent, true);
  const staffNames = [manager.fullName, otherManager.fullName, agent.fullName];

  // The owner's Edit dialog of the agent has the role choice (the manager's will not).
  const ownerContext = await browser.newContext({ baseURL });
  const ownerPage = await ownerContext.newPage();
  await signIn(ownerPage, owner);
  await openManageAgents(ownerPage);
  await agentRow(ownerPage, agent.fullName).getByRole('button', { name: `Edit ${agent.fullName}`, exact: true }).click();
  const ownerEdit = ownerPage.getByRole('dialog', { name: 'Edit Agent', exact: true });
  await expect(ownerEdit.getByRole('textbox', { name: 'Full Name' })).toHaveValue(agent.fullName);
  await expect(ownerEdit.getByRole('radiogroup', { name: 'Role' })).toBeVisible();
  await ownerEdit.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(ownerEdit).toBeHidden();
  await ownerContext.close();

  await test.step('the manager on screen', async () => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await signIn(page, manager);
    await expectSidebar(page, MANAGER_ENTRIES);
    await openManageAgents(page);
    const sections = page.getByRole('tablist', { name: 'Manage Agents sections' });
    await expect(sections.getByRole('tab', { name: 'Agents', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(sections.getByRole('tab', { name: 'Departments', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Agent', exact: true })).toBeVisible();
    for (const name of staffNames) await expect(agentRow(page, name)).toHaveCount(1);
    // The owner is not listed.
    await expect(agentRow(page, owner.email)).toHaveCount(0);

    // The agent's row: metrics, edit, set offline (online now), deactivate, and the departments picker.
    await expect(agentRow(page, agent.fullName).getByRole('button')).toHaveCount(4);
    for (const label of [`Metrics of ${agent.fullName}`, `Edit ${agent.fullName}`, `Set ${agent.fullName} offline`, `Deactivate ${agent.fullName}`]) {
      await expect(agentRow(page, agent.fullName).getByRole('button', { name: label, exact: true })).toBeVisible();
    }
    await expect(agentRow(page, agent.fullName).getByRole('combobox', { name: `Departments of ${agent.fullName}` })).toBeVisible();
    // Their own row (marked as theirs) and the other manager's: nothing to do.
    await expect(agentRow(page, manager.fullName)).toContainText('(you)');
    for (const name of [manager.fullName, otherManager.fullName]) {
      await expect(agentRow(page, name).getByRole('button')).toHaveCount(0);
      await expect(agentRow(page, name).getByRole('combobox')).toHaveCount(0);
    }

    // The Edit dialog of an agent: no role choice.
    await agentRow(page, agent.fullName).getByRole('button', { name: `Edit ${agent.fullName}`, exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Agent', exact: true });
    await expect(edit.getByRole('textbox', { name: 'Full Name' })).toHaveValue(agent.fullName);
    await expect(edit.getByRole('radiogroup', { name: 'Role' })).toHaveCount(0);
    await expect(edit.getByRole('radio')).toHaveCount(0);
    await edit.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(edit).toBeHidden();
    await context.close();
  });

  await test.step('the manager through the API', async () => {
    const headers = await bearer(request, manager);
    const refused = async (what: string, answer: Awaited<ReturnType<typeof request.get>>) =>
      expect(answer.status(), `${what}: ${await answer.text()}`).toBe(403);
    // Another manager is not theirs to manage.
    await refused('put-agent-offline', await request.post('/api/users/put-agent-offline', { headers, data: { agentId: otherManager.id } }));
    await refused('agent-status-toggle', await request.patch('/api/users/agent-status-toggle', { headers, data: { option: 'deactivate', id: otherManager.id } }));
    await refused('update-department', await request.patch('/api/users/update-department', { headers, data: { userId: otherManager.id, departments: [department._id] } }));
    await refused('metrics summary', await metricsCall(request, headers, 'summary', otherManager.id, 'last-7-days'));
    await refused('metrics list', await metricsCall(request, headers, 'chats', otherManager.id, 'last-7-days'));
    await refused('edit a manager', await editStaffByApi(request, headers, { userId: otherManager.id, fullName: 'Renamed Manager' }));
    // Departments are the admins'.
    await refused('department create', await request.post('/api/department/create', { headers, data: { title: 'Managers only', userIds: [] } }));
    await refused('department edit', await request.post('/api/department/edit', { headers, data: { departmentId: department._id, title: 'Renamed desk' } }));
    await refused('department delete', await request.delete('/api/department/edit', { headers, data: { departmentId: department._id } }));
    // Roles are the admins'.
    await refused('role change', await editStaffByApi(request, headers, { userId: agent.id, role: 'manager' }));

    // What the rule allows: their agents' metrics and departments.
    expect((await metricsCall(request, headers, 'summary', agent.id, 'last-7-days')).status()).toBe(200);
    const moved = await request.patch('/api/users/update-department', { headers, data: { userId: agent.id, departments: [department._id] } });
    expect(moved.status(), await moved.text()).toBe(200);

    // Nothing refused happened.
    const listed = (await (await request.get('/api/users/agent-list', { headers: await bearer(request, owner) })).json()) as Listed[];
    const byId = (id: string) => listed.find((row) => row._id === id);
    expect(byId(otherManager.id)).toMatchObject({ status: 1, my_role: [{ slug: 'manager' }], departments: [] });
    expect(byId(agent.id)).toMatchObject({ my_role: [{ slug: 'agent' }], departments: [{ _id: department._id }] });
    const groups = (await (await request.get('/api/users/by-department', { headers: await bearer(request, owner) })).json()) as Array<[{ _id: string; title: string }]>;
    expect(groups.map(([group]) => group)).toEqual([{ _id: department._id, title: 'Front desk' }]);
  });

  await test.step('the agent on screen and through the API', async () => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await signIn(page, agent);
    await expectSidebar(page, AGENT_ENTRIES);
    const answered: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/users/agent-list')) answered.push(response.url());
    });
    await page.goto('/manage-agents');
    // The console refuses the address before the agents area loads (one table of screens and roles).
    await expect(page.getByText('This page is not available to you', { exact: true })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    for (const name of staffNames.filter((name) => name !== agent.fullName)) await expect(page.getByText(name)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Agent' })).toHaveCount(0);
    expect(answered, 'the screen asks for no staff list').toEqual([]);
    await context.close();

    const headers = await bearer(request, agent);
    for (const [what, answer] of [
      ['agent-list', await request.get('/api/users/agent-list', { headers })],
      ['by-department', await request.get('/api/users/by-department', { headers })],
      ['register', await request.post('/api/users/register', { headers, data: { fullName: 'Sneaky Agent', email: 'sneaky-agent@example.com', password: 'Agent#Start1' } })],
      ['metrics of themselves', await metricsCall(request, headers, 'summary', agent.id, 'today')],
      ['metrics of a manager', await metricsCall(request, headers, 'summary', manager.id, 'today')],
      ['put-agent-offline', await request.post('/api/users/put-agent-offline', { headers, data: { agentId: manager.id } })],
    ] as const) {
      expect(answer.status(), `${what}: ${await answer.text()}`).toBe(403);
    }
  });

  await test.step("another account's owner", async () => {
    const stranger = await freshOwner(request, 'stranger');
    const headers = await bearer(request, stranger);
    const target = agent;
    for (const [what, answer] of [
      ['metrics summary', await metricsCall(request, headers, 'summary', target.id, 'today')],
      ['metrics list', await metricsCall(request, headers, 'chats', target.id, 'today')],
      ['put-agent-offline', await request.post('/api/users/put-agent-offline', { headers, data: { agentId: target.id } })],
      ['agent-status-toggle', await request.patch('/api/users/agent-status-toggle', { headers, data: { option: 'deactivate', id: target.id } })],
      ['update-department', await request.patch('/api/users/update-department', { headers, data: { userId: target.id, departments: [] } })],
      ['edit', await editStaffByApi(request, headers, { userId: target.id, fullName: 'Taken Over' })],
    ] as const) {
      expect(answer.status(), `${what}: ${await answer.text()}`).toBe(404);
    }
    const theirs = (await (await request.get('/api/users/agent-list', { headers })).json()) as Listed[];
    expect(theirs.map((row) => row._id)).not.toContain(target.id);
    // Still online, still an agent of the account, still named so.
    const listed = (await (await request.get('/api/users/agent-list', { headers: await bearer(request, owner) })).json()) as Array<Listed & { isOnline: boolean; userinfo: Array<{ fullName: string }> }>;
    expect(listed.find((row) => row._id === target.id)).toMatchObject({ status: 1, isOnline: true, userinfo: [{ fullName: agent.fullName }] });
  });

  await setOnline(request, agent, false);
});
