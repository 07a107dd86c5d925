// Needs a short ACCESS_TOKEN_TTL, so it runs against a server instance of its own.
import { expect, test as base } from '@playwright/test';
import { expiryOf, OWNER, REFRESH_COOKIE_NAME, sidebar, signIn, storedTokens } from '../support/console';
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

function refreshTokenOf(cookieHeader: string | null): string {
  const pair = (cookieHeader ?? '').split(';').map((part) => part.trim()).find((part) => part.startsWith(`${REFRESH_COOKIE_NAME}=`));
  return pair ? decodeURIComponent(pair.slice(REFRESH_COOKIE_NAME.length + 1)) : '';
}

test('after expiry, a console firing several calls at once refreshes exactly once and stays signed in', async ({ page, context }) => {
  await signIn(page, OWNER);
  const before = await storedTokens(page);
  expect(before).not.toBeNull();
  const second = await context.newPage();
  await second.goto('/contacts');
  await expect(sidebar(second)).toBeVisible();

  // Let the access token expire while both tabs sit idle.
  const msLeft = expiryOf(before!.accessToken) * 1000 - Date.now();
  await page.waitForTimeout(Math.max(0, msLeft) + 1500);

  // The refresh token each refresh presented, read from the cookie the browser attached.
  const refreshes: Promise<string>[] = [];
  const apiCalls: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/auth/refresh') refreshes.push(request.headerValue('cookie').then(refreshTokenOf));
    else if (url.pathname.startsWith('/api/')) {
      apiCalls.push(`${request.method()} ${url.pathname}`);
    }
  });
  const answers: number[] = [];
  context.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && url.pathname !== '/api/auth/refresh') answers.push(response.status());
  });

  // Both tabs load at once: each fires its start-up calls and opens its socket against the expired token.
  await Promise.all([page.reload(), second.reload()]);
  await expect(sidebar(page)).toBeVisible();
  await expect(sidebar(second)).toBeVisible();
  // Give late calls (socket reconnects, background fetches) time to reach the server too.
  await page.waitForTimeout(2500);

  // Exactly one refresh spent the expired session's refresh token (a second would be a replay that
  // revokes the login). On a slow machine the renewed token may itself expire before the end: a later
  // refresh then carries the renewed refresh token, which is fine.
  const presented = await Promise.all(refreshes);
  const withOldToken = presented.filter((token) => token === before!.refreshToken);
  expect(withOldToken, 'exactly one refresh with the expired session').toHaveLength(1);
  expect(new Set(presented).size, 'no refresh token sent twice').toBe(presented.length);
  expect(apiCalls.length, `several calls at once (${apiCalls.join(', ')})`).toBeGreaterThanOrEqual(2);
  expect(answers.every((status) => status < 400), `every call answered (${answers.join(', ')})`).toBe(true);
  const after = await storedTokens(page);
  expect(after?.accessToken).toBeTruthy();
  expect(after?.accessToken).not.toBe(before!.accessToken);
  expect(after?.refreshToken).not.toBe(before!.refreshToken);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(second).toHaveURL(/\/contacts$/);
});
