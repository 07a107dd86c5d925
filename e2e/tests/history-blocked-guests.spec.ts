// Blocked Guests (spec 001 §2): a guest blocked from the chat is listed (IP, GuestId, blocked date, blocker,
// domain); Unblock lifts it with the spec's toast, the list is empty again and the guest chats on. A fresh
// account, since blocking goes by IP address and every browser of the suite has the same one.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { sidebar } from '../support/console';
import { HISTORY, toast } from '../support/history';
import { acceptChat, chatPanel, chatWindow, consoleOf, guestOn, guestWrites, openGuestInfo, openWidget, panelMessages, setOnline, unique, WIDGET } from '../support/live';
import { createWidgetByApi, demoPageOf, uniqueDomain } from '../support/settings';
import { freshOwner } from '../support/fresh-owner';

test('a blocked guest is listed, unblocked from Blocked Guests, and chats again', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const owner = await freshOwner(request, 'blocker');
  const widget = await createWidgetByApi(request, owner, { widgetName: 'Blocking site', domain: uniqueDomain('blocking') });
  await setOnline(request, owner, true);
  const staff = await consoleOf(browser, baseURL, owner);
  const guest = await guestOn(browser, baseURL, demoPageOf(widget, 'contact.html'));
  await openWidget(guest.page);
  const question = `Hello from a guest about to be blocked ${unique('b')}`;
  await guestWrites(guest.page, question);
  const guestId = await acceptChat(staff.page, question);
  const info = await openGuestInfo(staff.page, guestId);
  await info.getByRole('button', { name: 'Block', exact: true }).click();
  const window = chatWindow(guest.page);
  await expect(window.getByRole('status')).toHaveText(WIDGET.blocked);

  // Blocked Guests lists it.
  const blockedAt = new Date();
  await sidebar(staff.page).getByRole('link', { name: 'Blocked Guests' }).click();
  await expect(staff.page.getByRole('heading', { name: 'Blocked Guests', level: 1 })).toBeVisible();
  await expect(staff.page.getByText('1 blocked guest', { exact: true })).toBeVisible();
  const row = staff.page.getByRole('row', { name: new RegExp(`Guest${guestId}(?!\\d)`) });
  await expect(row).toContainText(owner.email);
  await expect(row).toContainText(widget.domain);
  await expect(row).toContainText(/\d+\.\d+\.\d+\.\d+|::1/);
  // The blocked date: the first 16 characters of the timestamp (to the minute).
  await expect(row).toContainText(blockedAt.toISOString().slice(0, 10));
  await expect(row).toContainText(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?!:)/);
  await expectNoSeriousA11yViolations(staff.page, 'Blocked Guests');

  await row.getByRole('button', { name: `Unblock Guest${guestId}` }).click();
  await expect(toast(staff.page, 'success', HISTORY.unblocked).or(toast(staff.page, 'info', HISTORY.unblocked))).toBeVisible();
  await expect(staff.page.getByText('List of blocked guests will be displayed here', { exact: true })).toBeVisible();

  // The widget lets the guest chat again, and the owner gets the message.
  await expect(window.getByText(WIDGET.blocked)).toBeHidden();
  const again = `Thanks for letting me back ${unique('a')}`;
  await guestWrites(guest.page, again);
  await sidebar(staff.page).getByRole('link', { name: 'Dashboard' }).click();
  await staff.page.getByTestId('chat-row').filter({ hasText: `Guest${guestId}` }).click();
  await expect(panelMessages(chatPanel(staff.page, guestId), again)).toHaveCount(1);

  await setOnline(request, owner, false);
  await Promise.all([guest.context.close(), staff.context.close()]);
});
