// Guest words are text everywhere: markup a guest sends shows literally in the console and the widget, and runs nowhere.
import { expect, test } from '@playwright/test';
import { AGENT, OWNER } from '../support/console';
import { chatWindow, consoleOf, failOnDialog, guestEndsChat, guestIdIn, guestOn, guestWrites, incomingChats, openWidget, setOnline } from '../support/live';

const IMG = '<img src=x onerror=alert(1)>';
const SCRIPT = '<script>alert(1)</script>';

test('markup sent by a guest shows as literal text in the incoming chat, the active chat and the widget, and no dialog fires', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  await setOnline(request, OWNER, true);
  await setOnline(request, AGENT, false);
  const dialogs: string[] = [];
  const owner = await consoleOf(browser, baseURL, OWNER);
  failOnDialog(owner.page, dialogs);
  const guest = await guestOn(browser, baseURL, '/demo/pricing.html');
  failOnDialog(guest.page, dialogs);

  await openWidget(guest.page);
  await guestWrites(guest.page, IMG);
  const incoming = incomingChats(owner.page).filter({ hasText: IMG });
  await expect(incoming).toHaveCount(1);
  await expect(incoming.getByText(IMG, { exact: true })).toBeVisible();
  await expect(incoming.locator('img')).toHaveCount(0);

  const guestId = await guestIdIn(incoming);
  await incoming.getByRole('button', { name: `Accept · Guest${guestId}` }).click();
  const chat = owner.page.getByTestId('chat-row').filter({ hasText: `Guest${guestId}` });
  await expect(chat).toBeVisible();

  await guestWrites(guest.page, SCRIPT);
  // The active chat's preview is the latest guest message, as text.
  await expect(chat.getByText(SCRIPT, { exact: true })).toBeVisible();
  await expect(chatWindow(guest.page).getByText(IMG, { exact: true })).toBeVisible();
  await expect(chatWindow(guest.page).locator('img[src="x"]')).toHaveCount(0);
  await expect(owner.page.locator('img[src="x"]')).toHaveCount(0);

  // An onerror handler would have fired by now; give a late one a moment anyway.
  await owner.page.waitForTimeout(500);
  expect(dialogs).toEqual([]);
  await guestEndsChat(guest.page);
  await guest.context.close();
  await owner.context.close();
  await setOnline(request, OWNER, false);
});
