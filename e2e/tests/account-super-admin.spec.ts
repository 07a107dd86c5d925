// The super admin (SUPER_ADMIN_EMAIL/PASSWORD of the shared stack) picks the demo owner in the header:
// 'Please wait...' for 5 s, a reload, then every call carries x-selected-account and answers as that account,
// and its socket follows that account: a guest arriving on the demo site shows in its Guest Feed live.
import { expect, test, type Request } from '@playwright/test';
import { apiSignIn } from '../support/accounts';
import { OWNER, SUPER_ADMIN, signIn, storedTokens } from '../support/console';
import { guestOn, guestRows, unique } from '../support/live';

const HEADER = 'x-selected-account';

interface WidgetRow {
  widgetName: string;
}

test('a super admin switches to the demo owner and the console acts for that account', async ({ page, request, browser, baseURL }) => {
  test.setTimeout(90_000);
  const owner = await apiSignIn(request, OWNER);
  await signIn(page, SUPER_ADMIN);

  // API calls of the page loaded by the reload (the main frame's navigation starts a fresh list).
  const apiRequests: Request[] = [];
  let reloads = 0;
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    reloads += 1;
    apiRequests.length = 0;
  });
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) apiRequests.push(r);
  });

  await page.getByRole('combobox', { name: /Client/ }).click();
  await page.getByRole('option', { name: /Demo Owner/ }).click();
  const wait = page.getByRole('dialog', { name: 'Please wait...' });
  await expect(wait).toBeVisible();
  const shownAt = Date.now();
  const reloaded = await page.waitForEvent('load', { timeout: 15_000 });
  expect(reloaded).toBe(page);
  expect(reloads).toBeGreaterThan(0);
  expect(Date.now() - shownAt, 'the countdown lasts about 5 s').toBeGreaterThan(3_500);
  expect(await page.evaluate(() => localStorage.getItem('selected_admin'))).toContain(owner._id);

  // After the reload the console's own calls carry the selected account.
  await page.waitForLoadState('networkidle');
  const afterReload = apiRequests.filter((r) => !r.url().includes('/api/auth/'));
  expect(afterReload.length, 'the console made calls after the reload').toBeGreaterThan(0);
  for (const r of afterReload) expect(r.headers()[HEADER], `${r.method()} ${r.url()}`).toBe(owner._id);

  // Live events of that account reach the super admin's socket: a guest arriving on the demo site now shows
  // in its Guest Feed through new-visitor alone (the feed is not fetched again).
  await expect(page).toHaveURL(/\/dashboard$/);
  const feedCalls = () => apiRequests.filter((r) => r.url().includes('/api/visitor/current-visitors')).length;
  const fetchedBefore = feedCalls();
  const referrer = `https://${unique('superadmin')}.example.com`;
  const guest = await guestOn(browser, baseURL, '/demo/pricing.html', `${referrer}/`, { waitForWebSocket: true });
  await expect(guestRows(page).filter({ hasText: referrer })).toHaveCount(1);
  expect(feedCalls(), 'the row came over the socket').toBe(fetchedBefore);
  await guest.context.close();

  // The stored token with the header sees the owner's widget; without it, the super admin's own (none).
  const tokens = await storedTokens(page);
  const auth = { Authorization: `Bearer ${tokens?.accessToken}` };
  const acting = await page.request.post('/api/widget/get-widgets', { headers: { ...auth, [HEADER]: owner._id } });
  expect(acting.status(), await acting.text()).toBe(200);
  expect(((await acting.json()) as WidgetRow[]).map((w) => w.widgetName)).toContain('Demo Site');
  const own = await page.request.post('/api/widget/get-widgets', { headers: auth });
  expect(own.status(), await own.text()).toBe(200);
  expect(await own.json()).toEqual([]);

  // The header is the super admin's alone: the owner's own token with it is refused.
  const misuse = await request.get('/api/users/welcome-user', {
    headers: { Authorization: `Bearer ${owner.accessToken}`, [HEADER]: owner._id },
  });
  expect(misuse.status()).toBe(403);
});
