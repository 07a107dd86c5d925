// A guest browsing the demo site shows in the console's Guest Feed with page and referrer, and goes when the tab closes.
import { expect, test } from '@playwright/test';
import { AGENT, OWNER } from '../support/console';
import { activeGuestCount, consoleOf, guestOn, guestRows, setOnline, unique } from '../support/live';

test('a guest on /demo/pricing.html appears in Active Guests with page and referrer, and disappears when the tab closes', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  await setOnline(request, OWNER, true);
  await setOnline(request, AGENT, false);
  const owner = await consoleOf(browser, baseURL, OWNER);
  // Guests of the spec before may still be leaving (their tabs just closed): let the count settle.
  await owner.page.waitForTimeout(1500);
  await expect.poll(() => activeGuestCount(owner.page)).toBe(await guestRows(owner.page).count());
  const before = await activeGuestCount(owner.page);

  // A referrer from elsewhere that names this run only, so the row is this guest's.
  const referrer = `https://${unique('ref')}.example.com/`;
  const guest = await guestOn(browser, baseURL, '/demo/pricing.html', referrer, { waitForWebSocket: true });

  const row = guestRows(owner.page).filter({ hasText: referrer.replace(/\/$/, '') });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(/Guest \d+/);
  await expect(row).toContainText(/Page:\s*\S*\/demo\/pricing\.html/);
  await expect(row).toContainText(`Referrer: ${referrer.replace(/\/$/, '')}`);
  await expect(owner.page.getByRole('tab', { name: `Active Guests (${before + 1})` })).toBeVisible();

  await guest.page.close();
  await expect(row).toHaveCount(0, { timeout: 20_000 });
  await expect(owner.page.getByRole('tab', { name: `Active Guests (${before})` })).toBeVisible();

  await guest.context.close();
  await owner.context.close();
  await setOnline(request, OWNER, false);
});
