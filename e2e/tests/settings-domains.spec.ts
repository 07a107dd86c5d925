// Domains and the widget editor (spec 001 §2, §4, §7): an owner adds a website, pastes the copied script into
// a page, and the guest's widget follows every saved setting without a redeploy; the preview shows the
// unsaved settings first.
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { consoleOf, launcher } from '../support/live';
import { createWidgetByApi, customerSite, demoPageOf, launcherLook, uniqueDomain, updateWidgetByApi } from '../support/settings';
import { freshOwner } from '../support/fresh-owner';

const DEFAULT_LOOK = { background: 'rgb(100, 149, 237)', color: 'rgb(255, 255, 255)', text: 'Human Chat', side: 'right' } as const;

/** A page of the customer's website, with the copied script pasted in, in a browser context of its own. */
async function guestOnSite(browser: Browser, script: string): Promise<{ context: BrowserContext; page: Page; close: () => Promise<void> }> {
  const site = await customerSite(script);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(site.url);
  return { context, page, close: async () => (await context.close(), await site.close()) };
}

test('an owner adds a domain, copies the embed script, and a page with that script shows the widget with the default look', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await freshOwner(request, 'domains');
  const console = await consoleOf(browser, baseURL, owner, (context) =>
    context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL }),
  );
  const page = console.page;
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Domains' }).click();
  await expect(page.getByRole('heading', { name: 'Domains' })).toBeVisible();
  await expect(page.getByText('List of created widgets will be displayed here')).toBeVisible();

  await page.getByRole('link', { name: 'Add Domain' }).or(page.getByRole('button', { name: 'Add Domain' })).first().click();
  await expect(page).toHaveURL(/\/create-widget$/);
  const create = page.getByRole('button', { name: 'Create' });
  await expect(create).toBeDisabled();
  const domain = uniqueDomain('shop');
  await page.getByRole('textbox', { name: 'Widget Name' }).fill('My Shop');
  await page.getByRole('textbox', { name: 'Domain' }).fill(`https://www.${domain}/`);
  await create.click();
  await expect(page.getByText('A new widget is successfully added', { exact: true })).toBeVisible();

  const modal = page.getByRole('dialog', { name: 'Embed Script' });
  await expect(modal).toBeVisible();
  const shown = await modal.getByLabel('Embed script').inputValue();
  expect(shown).toContain(`domain="${domain}"`);
  expect(shown).toContain(`src="${baseURL}/widget.js"`);
  await modal.getByRole('button', { name: 'Copy Script' }).click();
  await expect(modal.getByText('Copied!')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(shown);
  await expect(modal.getByText('Copied!')).toBeHidden({ timeout: 6_000 });
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/my-widgets$/);
  await expect(page.getByRole('cell', { name: domain, exact: true })).toBeVisible();

  // A page of the customer's website with the copied script pasted in.
  const site = await guestOnSite(browser, copied);
  await expect(launcher(site.page)).toBeVisible();
  expect(await launcherLook(site.page)).toEqual(DEFAULT_LOOK);
  await site.close();
  await console.context.close();
});

test('the owner reshapes the widget: the preview follows before saving, and after Save a fresh guest page shows exactly that', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await freshOwner(request, 'editor');
  const console = await consoleOf(browser, baseURL, owner);
  const page = console.page;
  const domain = uniqueDomain('editor');
  await page.goto('/create-widget');
  await page.getByRole('textbox', { name: 'Widget Name' }).fill('Editor Shop');
  await page.getByRole('textbox', { name: 'Domain' }).fill(domain);
  await page.getByRole('button', { name: 'Create' }).click();
  const modal = page.getByRole('dialog', { name: 'Embed Script' });
  const script = await modal.getByLabel('Embed script').inputValue();
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/my-widgets$/);

  await page.getByRole('button', { name: 'Edit Editor Shop' }).click();
  await expect(page).toHaveURL(/\/edit-widget$/);
  const preview = page.frameLocator('iframe[title="Widget preview"]');
  const previewLauncher = preview.locator('.lc-launcher');
  await expect(previewLauncher).toHaveCSS('background-color', DEFAULT_LOOK.background);
  await expect(previewLauncher).toContainText('Human Chat');

  // Theme ↔ colours: Light Blue sets its pair; a hand-typed colour makes the theme Custom.
  await page.getByRole('radio', { name: 'Light Blue' }).check();
  await expect(page.getByRole('textbox', { name: 'Background Colour', exact: true })).toHaveValue(/#87CEFA/i);
  await expect(previewLauncher).toHaveCSS('background-color', 'rgb(135, 206, 250)');
  await page.getByRole('textbox', { name: 'Background Colour', exact: true }).fill('#1E3A8A');
  await page.getByRole('textbox', { name: 'Text Colour', exact: true }).fill('#FFFFFF');
  await expect(page.getByRole('radio', { name: 'Custom' })).toBeChecked();
  await expect(previewLauncher).toHaveCSS('background-color', 'rgb(30, 58, 138)');

  await page.getByLabel('Button Text').fill('Talk to us');
  await expect(previewLauncher).toContainText('Talk to us');
  await page.getByRole('radio', { name: 'Bottom left' }).check();
  const offlineHeading = 'Back at 9 tomorrow. Leave us a note!';
  await page.getByLabel('Offline Heading').fill(offlineHeading);
  await page.getByRole('tab', { name: 'Offline' }).click();
  await expect(preview.getByText(offlineHeading)).toBeVisible();

  // Nothing is saved yet: a guest still gets the stored look.
  const before = await guestOnSite(browser, script);
  await expect(launcher(before.page)).toBeVisible();
  expect((await launcherLook(before.page)).background).toBe(DEFAULT_LOOK.background);
  await before.close();

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('The widget has been successfully updated', { exact: true })).toBeVisible();

  const after = await guestOnSite(browser, script);
  const guest = after.page;
  await expect(guest.getByRole('button', { name: 'Talk to us' })).toBeVisible();
  expect(await launcherLook(guest)).toEqual({ background: 'rgb(30, 58, 138)', color: 'rgb(255, 255, 255)', text: 'Talk to us', side: 'left' });
  // Nobody of this account is online: the window opens on the saved offline heading.
  await guest.getByRole('button', { name: 'Talk to us' }).click();
  await expect(guest.getByRole('dialog', { name: 'Chat' }).getByText(offlineHeading)).toBeVisible();
  await after.close();
  await console.context.close();
});

test('the demo site shows the widget named in its pluginid query', async ({ browser, baseURL, request }) => {
  const owner = await freshOwner(request, 'demo');
  const widget = await createWidgetByApi(request, owner, { widgetName: 'Demo Query', domain: uniqueDomain('query') });
  await updateWidgetByApi(request, owner, widget._id, (stored) => ({
    ...stored,
    chatButton: { buttonText: 'Ask the demo', enableTextOnButton: 0 },
  }));
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(demoPageOf(widget, 'pricing.html'));
  await expect(page.getByRole('button', { name: 'Ask the demo' })).toBeVisible();
  await context.close();
});
