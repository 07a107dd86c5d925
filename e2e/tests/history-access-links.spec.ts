// The emailed access link of an offline message (spec 001 §2, §8): its mail carries the link; opened signed
// out it leads through login to that message; another account's owner gets the access-link info toast.
import { expect, test } from '@playwright/test';
import { AGENT, OWNER, signIn, submitLogin } from '../support/console';
import { chatDetail, HISTORY, toast } from '../support/history';
import { chatWindow, guestOn, openWidget, setOnline, SUPPORT, unique, WIDGET } from '../support/live';
import { linkIn, waitForMail } from '../support/outbox';
import { freshOwner } from '../support/fresh-owner';

test('an offline message mails its link, which leads through login to the message and is refused to another account', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  for (const who of [OWNER, AGENT, SUPPORT]) await setOnline(request, who, false);
  const guest = await guestOn(browser, baseURL, '/demo/contact.html');
  await openWidget(guest.page);
  const window = chatWindow(guest.page);
  const text = `Please call me about the group tour ${unique('off')}`;
  const since = new Date();
  await window.getByRole('textbox', { name: 'Name' }).fill('Rosa Offline');
  await window.getByRole('textbox', { name: 'Email' }).fill('rosa@example.com');
  await window.getByRole('textbox', { name: 'Message' }).fill(text);
  await window.getByRole('button', { name: 'Send message' }).click();
  await expect(window.getByText(WIDGET.offlineSent)).toBeVisible();
  await guest.context.close();

  // The widget's notification address gets the mail, with the console link of the message.
  const mail = await waitForMail(OWNER.email, { since, subject: /^Offline message from Guest\d+/ });
  expect(mail.text).toContain(text);
  const link = linkIn(mail, '/chat/offline-message/');
  const guestId = Number(/Guest(\d+)/.exec(mail.subject)?.[1]);

  // Signed out: login first, then straight back to the message.
  const ownerContext = await browser.newContext({ baseURL });
  const page = await ownerContext.newPage();
  await page.goto(link);
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, OWNER);
  await expect(page).toHaveURL(new RegExp(`${link.replace(/[?]/g, '\\$&')}$`));
  const detail = chatDetail(page, guestId);
  await expect(detail.getByTestId('message').filter({ hasText: text })).toBeVisible();
  await expect(detail).toContainText('Offline message');
  await ownerContext.close();

  // Another account's owner: the info toast, and nothing of the message.
  const stranger = await freshOwner(request, 'link');
  const strangerContext = await browser.newContext({ baseURL });
  const other = await strangerContext.newPage();
  await signIn(other, stranger);
  await other.goto(link);
  await expect(toast(other, 'info', HISTORY.accessLinkMismatch)).toBeVisible();
  await expect(other.getByText(text)).toHaveCount(0);
  await strangerContext.close();
});
