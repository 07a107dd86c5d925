// Contacts and Contact history (spec 001 §2, §5): a fresh account whose guests became contacts (details
// saved by staff, one offline message). Scrolling loads the next page, search finds a contact not loaded yet,
// Edit Contact shows each validation message and 'No field has been updated', Delete removes the contact,
// and the contact history shows the guest card and the session.
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signIn } from '../support/console';
import { HISTORY, toast } from '../support/history';
import { chatWindow, openWidget, unique, visitorIdOf, WIDGET } from '../support/live';
import { bearer, createWidgetByApi, demoPageOf, uniqueDomain } from '../support/settings';
import { freshOwner, type Owner } from '../support/fresh-owner';

const SAVED = 16;

/** A guest of the widget that staff gave a name and an e-mail: a contact. Answers its e-mail. */
async function savedContact(browser: Browser, baseURL: string | undefined, request: APIRequestContext, owner: Owner, page: string, index: number, tag: string) {
  const context = await browser.newContext({ baseURL });
  const guest = await context.newPage();
  await guest.goto(page);
  await expect(guest.getByRole('button', { name: WIDGET.launcher })).toBeVisible();
  // The widget keeps the id the server gives it once connected.
  await expect.poll(() => visitorIdOf(guest).catch(() => ''), { timeout: 15_000 }).not.toBe('');
  const visitorId = await visitorIdOf(guest);
  await context.close();
  const email = `c${index}.${tag}@example.com`;
  const answer = await request.patch('/api/visitor/update-visitor', {
    headers: await bearer(request, owner),
    data: { visitorId, email, firstName: `Guest${index}name`, lastName: 'Tester', phoneNumber: '' },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return email;
}

test('contacts: scroll pages, server search, edit with every message, delete, and the contact history', async ({ browser, baseURL, request }) => {
  test.setTimeout(180_000);
  const tag = unique('ct').toLowerCase();
  const owner = await freshOwner(request, 'contacts');
  const widget = await createWidgetByApi(request, owner, { widgetName: 'Contacts site', domain: uniqueDomain('contacts') });
  const site = demoPageOf(widget, 'contact.html');
  const emails: string[] = [];
  for (let i = 0; i < SAVED; i += 1) emails.push(await savedContact(browser, baseURL, request, owner, site, i, tag));

  // The last guest leaves an offline message (nobody of this account is online): a contact with a session.
  const guestContext = await browser.newContext({ baseURL });
  const guestPage = await guestContext.newPage();
  await guestPage.goto(site);
  await openWidget(guestPage);
  const offline = `Do you have rooms for June? ${tag}`;
  const window = chatWindow(guestPage);
  await window.getByRole('textbox', { name: 'Name' }).fill('June Traveller');
  await window.getByRole('textbox', { name: 'Email' }).fill(`june.${tag}@example.com`);
  await window.getByRole('textbox', { name: 'Message' }).fill(offline);
  await window.getByRole('button', { name: 'Send message' }).click();
  await expect(window.getByText(WIDGET.offlineSent)).toBeVisible();
  await guestContext.close();

  // Low enough that a page of 15 rows overflows, so the next page waits for the scroll.
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 600 } });
  const page = await context.newPage();
  await signIn(page, owner);
  await page.goto('/contacts');
  await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
  // 15 a page: the first contact saved (last seen longest ago) is on page 2.
  await expect(page.getByText('15 contacts', { exact: true })).toBeVisible();
  const oldest = page.getByRole('link', { name: `Open the history of ${emails[0]}` });
  await expect(oldest).toHaveCount(0);
  await page.getByRole('table', { name: 'Contacts' }).hover();
  await expect(async () => {
    await page.mouse.wheel(0, 2000);
    await expect(page.getByText(`${SAVED + 1} contacts`, { exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });

  // Search asks the server: a contact not loaded yet is found on a fresh page.
  await page.reload();
  await expect(page.getByText('15 contacts', { exact: true })).toBeVisible();
  const searchBox = page.getByRole('searchbox', { name: 'Search by email, first name and last name' });
  await searchBox.fill(`c0.${tag}`);
  await expect(page.getByText('1 contact', { exact: true })).toBeVisible();
  await expect(oldest).toBeVisible();
  await searchBox.fill(`nobody-${tag}`);
  await expect(page.getByText('No contact found', { exact: true })).toBeVisible();
  await searchBox.fill(`c1.${tag}`);
  await expect(page.getByText('1 contact', { exact: true })).toBeVisible();

  // Edit Contact: each message, then a save, then nothing changed.
  await page.getByRole('button', { name: `Edit contact ${emails[1]}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Contact' });
  const field = (name: string) => dialog.getByRole('textbox', { name, exact: true });
  await field('First Name').fill('Al');
  await field('Last Name').fill('B');
  await field('Email').fill('not-an-email');
  await field('Phone').fill('call me');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('First name must have 3 to 20 characters')).toHaveCount(2);
  await expect(dialog.getByText('Please provide a valid email')).toBeVisible();
  await expect(dialog.getByText('Please provide a valid phone number')).toBeVisible();
  await field('Email').fill(`renamed.${tag}@example.com`);
  await expect(dialog.getByText('Please provide a valid email')).toHaveCount(0);
  await field('First Name').fill('Alice');
  await field('Last Name').fill('Brown');
  await field('Phone').fill('+4915112345678');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'success', HISTORY.contactUpdated).or(toast(page, 'info', HISTORY.contactUpdated))).toBeVisible();
  await expect(dialog).toBeHidden();
  const renamed = page.getByRole('row', { name: new RegExp(`renamed\\.${tag}`) });
  await expect(renamed).toContainText('Alice Brown');
  await expect(renamed).toContainText('+4915112345678');
  await page.getByRole('button', { name: `Edit contact renamed.${tag}@example.com` }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'error', HISTORY.noFieldUpdated)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Delete Contact.
  await page.getByRole('button', { name: `Delete contact renamed.${tag}@example.com` }).click();
  await page.getByRole('dialog', { name: 'Delete Contact' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'success', HISTORY.contactDeleted).or(toast(page, 'info', HISTORY.contactDeleted))).toBeVisible();
  await expect(page.getByText('No contact found', { exact: true })).toBeVisible();
  await searchBox.fill('');
  await expect(page.getByText('15 contacts', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Contacts');

  // Contact history of the offline guest: the card and the session with its end reason and message.
  await page.getByRole('link', { name: `Open the history of june.${tag}@example.com` }).click();
  await expect(page).toHaveURL(/\/contact-history\//);
  const card = page.getByRole('region', { name: 'Guest details' });
  await expect(card).toContainText(`june.${tag}@example.com`);
  await expect(card).toContainText('June');
  const session = page.getByRole('button', { name: /Offline message/ });
  await expect(session).toHaveAttribute('aria-expanded', 'false');
  await session.click();
  await expect(session).toHaveAttribute('aria-expanded', 'true');
  const message = page.getByTestId('message').filter({ hasText: offline });
  await expect(message).toBeVisible();
  await expect(message.locator('[title]').first()).toHaveAttribute('title', /\d{4}/);
  await expectNoSeriousA11yViolations(page, 'Contact history');
  // The same page opened from a pasted link fetches the contact for its card.
  await page.goto(page.url());
  await expect(card).toContainText(`june.${tag}@example.com`);
  await context.close();
});
