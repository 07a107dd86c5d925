// Needs a short ACCESS_TOKEN_TTL, so it runs against a server instance of its own.
import { expect, test as base } from '@playwright/test';
import { expiryOf, OWNER, sidebar, signIn, storedTokens } from '../support/console';
import { launchStack, type Stack } from '../support/stack';

const ACCESS_TOKEN_TTL_S = 8;

const test = base.extend<object, { shortTtlStack: Stack }>({
  shortTtlStack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from this pattern
    async ({}, use) => {
      const stack = await launchStack({ ACCESS_TOKEN_TTL: String(ACCESS_TOKEN_TTL_S) });
      await use(stack);
      await stack.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ shortTtlStack }, use) => use(shortTtlStack.url),
});

test('after expiry, a page firing several calls at once refreshes exactly once and stays signed in', async ({ page }) => {
  await signIn(page, OWNER);
  const before = await storedTokens(page);
  expect(before).not.toBeNull();

  // Let the access token expire while the page sits idle.
  const msLeft = expiryOf(before!.accessToken) * 1000 - Date.now();
  await page.waitForTimeout(Math.max(0, msLeft) + 1500);

  const refreshes: string[] = [];
  const expiredCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/auth/refresh') refreshes.push(request.method());
    else if (url.pathname.startsWith('/api/') && request.headers().authorization === `Bearer ${before!.accessToken}`) {
      expiredCalls.push(`${request.method()} ${url.pathname}`);
    }
  });

  // A full load of the dashboard: its start-up calls and the socket all meet the expired token.
  await page.reload();
  await expect(sidebar(page)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Give late calls (socket reconnect, background fetches) time to reach the server too.
  await page.waitForTimeout(2500);

  expect(refreshes, 'exactly one refresh request').toHaveLength(1);
  expect(expiredCalls.length, `several calls carried the expired token (${expiredCalls.join(', ')})`).toBeGreaterThanOrEqual(2);
  const after = await storedTokens(page);
  expect(after?.accessToken).toBeTruthy();
  expect(after?.accessToken).not.toBe(before!.accessToken);
  expect(after?.refreshToken).not.toBe(before!.refreshToken);
  await expect(page).toHaveURL(/\/dashboard$/);
});
