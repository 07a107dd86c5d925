// Every screen that exists passes axe-core's WCAG 2.1 A/AA rules without a serious or critical
// violation: the account screens, the console's areas, and the dashboard with a chat open.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { ALL_ENTRIES, OWNER, sidebar, signIn } from '../support/console';
import { acceptChat, chatPanel, guestWrites, ownerAndGuest, unique } from '../support/live';

const SIGNED_OUT = [
  { path: '/login', ready: 'Log In' },
  { path: '/no-such-page', ready: 'Go to Login' },
  { path: '/signup', ready: 'Sign Up' },
  { path: '/forgot-password', ready: 'Send' },
];

for (const { path, ready } of SIGNED_OUT) {
  test(`${path} has no serious accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('button', { name: ready }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, path);
  });
}

test('every area of the console and the profile screens have no serious accessibility violation', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, OWNER);
  for (const entry of ALL_ENTRIES) {
    await sidebar(page).getByRole('link', { name: entry }).click();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, entry);
  }
  for (const path of ['/profile', '/change-password', '/no-such-page']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, path);
  }
});

test('the settings forms and the widget editor with its preview have no serious accessibility violation', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, OWNER);
  for (const { path, ready } of [
    { path: '/create-widget', ready: 'Create' },
    { path: '/create-auto-message', ready: 'Save' },
  ]) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: ready })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page, path);
  }
  await page.goto('/my-widgets');
  await page.getByRole('button', { name: 'Edit Demo Site' }).click();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  await expect(page.frameLocator('iframe[title="Widget preview"]').locator('.lc-launcher')).toBeVisible();
  // The preview shows the demo widget's colours, the spec's default pair at about 3:1: the editor says so.
  await expect(page.getByText('Below WCAG AA 4.5:1', { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/edit-widget', { ownerColoured: ['iframe[title="Widget preview"]'] });
});

test('the dashboard with an open chat has no serious accessibility violation', async ({ browser, baseURL, request }) => {
  test.setTimeout(90_000);
  const { owner, guest } = await ownerAndGuest(browser, baseURL, request, '/demo/index.html');
  const text = `Is this accessible? ${unique('a11y')}`;
  await guestWrites(guest.page, text);
  const guestId = await acceptChat(owner.page, text);
  await expect(chatPanel(owner.page, guestId)).toBeVisible();
  await expectNoSeriousA11yViolations(owner.page, 'the dashboard with an open chat');
  await guest.context.close();
  await owner.context.close();
});
