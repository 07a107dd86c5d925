// Auto messages (spec 001 §2, §3): made in the console for one page path with a 3 s timer, shown by the
// guest's widget on that page only, once per browser session; a reply starts the chat with the auto
// message, which the agent sees as AutoMessage. Then the owner edits it.
import { expect, test } from '@playwright/test';
import { chatPanel, chatWindow, consoleOf, incomingChats, guestIdIn, setOnline, unique } from '../support/live';
import { createWidgetByApi, demoPageOf, uniqueDomain } from '../support/settings';
import { freshOwner } from '../support/fresh-owner';

test('an auto message for one page path shows on that page only, once; the reply starts the chat with it', async ({ browser, baseURL, request }) => {
  test.setTimeout(150_000);
  const owner = await freshOwner(request, 'auto');
  const widget = await createWidgetByApi(request, owner, { widgetName: 'Auto Shop', domain: uniqueDomain('auto') });
  await setOnline(request, owner, true);
  const console = await consoleOf(browser, baseURL, owner);
  const page = console.page;

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Auto Messages' }).click();
  await expect(page.getByRole('heading', { name: 'Auto Messages' })).toBeVisible();
  await page.getByRole('link', { name: 'Create Auto Message' }).or(page.getByRole('button', { name: 'Create Auto Message' })).first().click();
  await expect(page).toHaveURL(/\/create-auto-message$/);
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  const text = `Questions about our prices? ${unique('price')}`;
  await page.getByRole('textbox', { name: 'Title' }).fill('Pricing help');
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('combobox', { name: 'Domain' }).click();
  await page.getByRole('option', { name: new RegExp(widget.domain.replace(/\./g, '\\.')) }).click();
  await page.getByRole('radio', { name: 'One page' }).check();
  await page.getByRole('textbox', { name: 'Page path' }).fill('/demo/pricing.html');
  await page.getByRole('textbox', { name: 'Show after' }).fill('3');
  await save.click();
  await expect(page.getByText('Auto Message has been successfully added', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auto-messages$/);
  const row = page.getByRole('row', { name: /Pricing help/ });
  await expect(row).toContainText('/demo/pricing.html');
  await expect(row).toContainText(widget.domain);

  // Another page of the site: nothing shows, however long the guest stays.
  const guestContext = await browser.newContext({ baseURL });
  const guest = await guestContext.newPage();
  await guest.goto(demoPageOf(widget, 'index.html'));
  await guest.waitForTimeout(5_000);
  await expect(guest.getByText(text)).toHaveCount(0);

  // The page path: after 3 s the teaser shows above the launcher.
  await guest.goto(demoPageOf(widget, 'pricing.html'));
  await expect(guest.getByRole('status').getByText(text)).toBeVisible({ timeout: 10_000 });

  // Once per browser session: the same page again shows nothing.
  await guest.reload();
  await guest.waitForTimeout(5_000);
  await expect(guest.getByText(text)).toHaveCount(0);

  // A fresh session gets it again, opens it and answers: the chat starts with the auto message.
  const replyContext = await browser.newContext({ baseURL });
  const replier = await replyContext.newPage();
  await replier.goto(demoPageOf(widget, 'pricing.html'));
  await replier.getByRole('button', { name: text }).click({ timeout: 10_000 });
  const window = chatWindow(replier);
  await expect(window.getByText(text)).toBeVisible();
  const reply = `Yes, is there a discount? ${unique('r')}`;
  const input = window.getByRole('textbox', { name: 'Type a message…' });
  await input.fill(reply);
  await input.press('Enter');
  await expect(window.getByText(reply, { exact: true })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click();
  const incoming = incomingChats(page).filter({ hasText: reply });
  await expect(incoming).toHaveCount(1, { timeout: 15_000 });
  const guestId = await guestIdIn(incoming);
  await incoming.getByRole('button', { name: `Accept · Guest${guestId}` }).click();
  const panel = chatPanel(page, guestId);
  const messages = panel.getByTestId('message');
  await expect(messages.first()).toHaveAttribute('data-kind', 'auto');
  await expect(messages.first()).toContainText('AutoMessage');
  await expect(messages.first()).toContainText(text);
  await expect(messages.nth(1)).toContainText(reply);

  // The owner changes the timer.
  await page.goto('/auto-messages');
  await page.getByRole('button', { name: 'Edit auto message Pricing help' }).click();
  await expect(page).toHaveURL(/\/edit-auto-message$/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Edit Auto Message');
  await page.getByRole('textbox', { name: 'Time on Page' }).fill('5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Auto Message is successfully updated', { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /Pricing help/ })).toContainText('5');

  await setOnline(request, owner, false);
  await guestContext.close();
  await replyContext.close();
  await console.context.close();
});
