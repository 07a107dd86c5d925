// The header's availability switch: a change in one tab shows in the user's other tabs and devices,
// which tell the user that someone else changed it.
import { expect, test, type Page } from '@playwright/test';
import { AGENT, signIn } from '../support/console';

const CHANGED_ELSEWHERE = 'Your online status has been updated by the admin or other user with your credentials.';

function availability(page: Page) {
  return page.getByRole('switch', { name: /^Availability: (Online|Offline)$/ });
}

async function isOn(page: Page): Promise<boolean> {
  return availability(page).isChecked();
}

test('toggling availability in one tab shows the new state and a notice in the other tabs', async ({ page, context, browser, baseURL }) => {
  test.setTimeout(90_000);
  await signIn(page, AGENT);
  const other = await context.newPage();
  await other.goto('/dashboard');
  // Another device of the same agent: only the live event can tell it.
  const deviceContext = await browser.newContext({ baseURL });
  const device = await deviceContext.newPage();
  await signIn(device, AGENT);

  for (const tab of [page, other, device]) await expect(availability(tab)).toBeVisible();
  const before = await isOn(page);
  await expect(availability(other)).toBeChecked({ checked: before });
  await expect(availability(device)).toBeChecked({ checked: before });

  const toggled = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/users/toggle-online');
  await availability(page).click();
  const answer = await toggled;
  expect(answer.status()).toBe(200);
  expect((await answer.json()).isOnline).toBe(!before);

  await expect(availability(page)).toBeChecked({ checked: !before });
  await expect(availability(other)).toBeChecked({ checked: !before });
  await expect(availability(device)).toBeChecked({ checked: !before });
  await expect(other.getByText(CHANGED_ELSEWHERE)).toBeVisible();
  await expect(device.getByText(CHANGED_ELSEWHERE)).toBeVisible();
  // The tab that made the change is not told it was someone else.
  await expect(page.getByText(CHANGED_ELSEWHERE)).toHaveCount(0);

  // And back, from the other tab this time: the first tab and the other device are told.
  // (after the first notices have gone: toasts hide after 5 s)
  for (const tab of [other, device]) await expect(tab.getByText(CHANGED_ELSEWHERE)).toHaveCount(0, { timeout: 15_000 });
  await availability(other).click();
  await expect(availability(page)).toBeChecked({ checked: before });
  await expect(availability(other)).toBeChecked({ checked: before });
  await expect(availability(device)).toBeChecked({ checked: before });
  await expect(page.getByText(CHANGED_ELSEWHERE)).toBeVisible();
  await expect(device.getByText(CHANGED_ELSEWHERE)).toBeVisible();
  await expect(other.getByText(CHANGED_ELSEWHERE)).toHaveCount(0);
  await deviceContext.close();
});
