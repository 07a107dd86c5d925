import { expect, test } from '@playwright/test';
import { OWNER, REFRESH_COOKIE_NAME, signIn, storedTokens } from '../support/console';

test('logout through the modal returns to /login and the old refresh token is refused', async ({ page, request }) => {
  await signIn(page, OWNER);
  const tokens = await storedTokens(page);
  expect(tokens?.refreshToken).toBeTruthy();

  // Cancel keeps the session.
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Logout' });
  await expect(dialog.getByText('Are you sure you want to logout?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Logout' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedTokens(page)).toBeNull();
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.name), 'logout clears the refresh cookie').not.toContain(REFRESH_COOKIE_NAME);

  const refresh = await request.post('/api/auth/refresh', {
    headers: { Authorization: `Bearer ${tokens?.refreshToken}` },
  });
  expect(refresh.status()).toBe(401);
});
