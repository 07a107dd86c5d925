// Roles (spec 001 §6, spec 000 §2): an agent sees no Domains entry and the server refuses its widget calls;
// an agent reads the auto messages without create or edit.
import { expect, test } from '@playwright/test';
import { AGENT, OWNER, sidebar, signIn } from '../support/console';
import { unique } from '../support/live';
import { bearer, createAutoMessageByApi } from '../support/settings';

test('an agent sees no Domains entry and gets 403 from the widget calls', async ({ page, request }) => {
  await signIn(page, AGENT);
  await expect(sidebar(page).getByRole('link', { name: 'Canned Messages' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Domains' })).toHaveCount(0);

  const agent = await bearer(request, AGENT);
  const owner = await bearer(request, OWNER);
  const [demo] = (await (await request.post('/api/widget/get-widgets', { headers: owner })).json()) as Array<Record<string, unknown>>;
  const created = await request.post('/api/widget/create', {
    headers: agent,
    data: { widgetName: 'Agent Site', domain: `${unique('agent')}.example.com`, notificationEmailIds: [AGENT.email] },
  });
  expect(created.status()).toBe(403);
  const updated = await request.patch('/api/widget/update', { headers: agent, data: { ...demo, widgetId: demo._id, widgetName: 'Taken over', department: null } });
  expect(updated.status()).toBe(403);
  const deleted = await request.delete(`/api/widget/delete/${String(demo._id)}`, { headers: agent });
  expect(deleted.status()).toBe(403);
  const after = (await (await request.post('/api/widget/get-widgets', { headers: owner })).json()) as Array<Record<string, unknown>>;
  expect(after.find((widget) => widget._id === demo._id)?.widgetName).toBe(demo.widgetName);
});

test('an agent sees the auto messages without create or edit', async ({ page, request }) => {
  const owner = await bearer(request, OWNER);
  const [demo] = (await (await request.post('/api/widget/get-widgets', { headers: owner })).json()) as Array<{ _id: string }>;
  const title = unique('Agents read me');
  // A page path no spec visits, so no guest of the suite sees it.
  await createAutoMessageByApi(request, OWNER, { title, message: 'Hello from the roles spec', pagePath: '/roles-spec-only.html', timer: 600, widgetId: demo._id });
  await signIn(page, AGENT);
  await sidebar(page).getByRole('link', { name: 'Auto Messages' }).click();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Auto Message' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Create Auto Message' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Edit auto message ${title}` })).toHaveCount(0);
  const refused = await request.post('/api/smart-message/create', {
    headers: await bearer(request, AGENT),
    data: { title: 'Nope', message: 'Nope', pagePath: null, timer: 5, widgetId: demo._id },
  });
  expect(refused.status()).toBe(403);
});
