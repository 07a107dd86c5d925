import { expect, test } from '@playwright/test';
import { OWNER, sidebar, signIn } from '../support/console';

test('an unreachable remote shows its fallback with Retry while another area works', async ({ page }) => {
  await page.route('**/remotes/mfe-history/**', (route) => route.abort());
  await signIn(page, OWNER);

  await sidebar(page).getByRole('link', { name: 'Contacts' }).click();
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(page.getByText('History is unavailable right now.')).toBeVisible({ timeout: 20_000 });
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();

  // The shell and another area keep working.
  await sidebar(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(/is unavailable right now/)).toHaveCount(0);
  await expect(page.getByRole('main')).not.toBeEmpty();

  // Back in the broken area: once its files are reachable again, Retry loads it.
  await sidebar(page).getByRole('link', { name: 'Contacts' }).click();
  await expect(page.getByText('History is unavailable right now.')).toBeVisible({ timeout: 20_000 });
  await page.unroute('**/remotes/mfe-history/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('History is unavailable right now.')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('main')).not.toBeEmpty();
});
