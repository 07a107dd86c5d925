import { expect, test } from '@playwright/test';
import { AGENT, AGENT_ENTRIES, ALL_ENTRIES, CLIENT_ONLY_ENTRIES, OWNER, sidebar, signIn, submitLogin } from '../support/console';

test('a wrong password shows the server message under the form', async ({ page, request }) => {
  const wrong = { email: OWNER.email, password: 'Wrong#Password1' };
  const answer = await request.post('/api/auth/signin', { data: wrong });
  expect([400, 401]).toContain(answer.status());
  const { message } = await answer.json();
  expect(typeof message).toBe('string');

  await page.goto('/login');
  await submitLogin(page, wrong);
  await expect(page.getByText(message)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the demo owner lands on /dashboard with every sidebar entry', async ({ page }) => {
  await signIn(page, OWNER);
  const nav = sidebar(page);
  for (const entry of ALL_ENTRIES) await expect(nav.getByRole('link', { name: entry })).toBeVisible();
});

test('the demo agent sees the agent entries only', async ({ page }) => {
  await signIn(page, AGENT);
  const nav = sidebar(page);
  for (const entry of AGENT_ENTRIES) await expect(nav.getByRole('link', { name: entry })).toBeVisible();
  for (const entry of CLIENT_ONLY_ENTRIES) await expect(nav.getByRole('link', { name: entry })).toHaveCount(0);
});

test('the guard sends /contacts to /login and returns there after sign-in', async ({ page }) => {
  await page.goto('/contacts');
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, OWNER);
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(sidebar(page).getByRole('link', { name: 'Contacts' })).toBeVisible();
});

test('a stored session goes straight from /login to /dashboard', async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});
