// Guest words are text everywhere: markup a guest sends, or is named with, shows literally in the console and
// the widget, and runs nowhere; so does markup an agent sends back.
import { expect, test, type Page } from '@playwright/test';
import { AGENT, OWNER } from '../support/console';
import {
  agentWrites,
  chatPanel,
  chatWindow,
  consoleOf,
  failOnDialog,
  guestEndsChat,
  guestIdIn,
  guestOn,
  guestWrites,
  incomingChats,
  openGuestInfo,
  openWidget,
  panelMessages,
  setOnline,
  widgetMessages,
} from '../support/live';

const IMG = '<img src=x onerror=alert(1)>';
const SCRIPT = '<script>alert(1)</script>';
const BOLD = '<b onmouseover=alert(1)>agreed</b>';

/** Nothing of the markup became elements (Playwright's CSS pierces the widget's open shadow root). */
async function expectNoInjectedElements(page: Page): Promise<void> {
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('script', { hasText: 'alert(1)' })).toHaveCount(0);
  await expect(page.locator('[onerror], [onmouseover]')).toHaveCount(0);
}

test('markup a guest sends or is named with, and markup an agent sends, shows as literal text in the console and the widget; no dialog fires', async ({
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
  const panel = chatPanel(owner.page, guestId);
  await expect(panelMessages(panel, IMG).getByText(IMG, { exact: true })).toBeVisible();

  await guestWrites(guest.page, SCRIPT);
  // The active chat's preview is the latest guest message, as text.
  await expect(chat.getByText(SCRIPT, { exact: true })).toBeVisible();
  await expect(panelMessages(panel, SCRIPT).getByText(SCRIPT, { exact: true })).toBeVisible();
  await expect(chatWindow(guest.page).getByText(IMG, { exact: true })).toBeVisible();
  await expect(chatWindow(guest.page).getByText(SCRIPT, { exact: true })).toBeVisible();

  // The agent's markup is text for the guest as well.
  await agentWrites(panel, BOLD);
  await expect(widgetMessages(guest.page, BOLD).getByText(BOLD, { exact: true })).toBeVisible();
  await expect(chatWindow(guest.page).locator('b')).toHaveCount(0);
  await widgetMessages(guest.page, BOLD).getByText(BOLD, { exact: true }).hover();

  // The guest named with markup (the contact's first name): the name stays text in Guest Info.
  const info = await openGuestInfo(owner.page, guestId);
  const firstName = info.getByRole('textbox', { name: 'First Name' });
  await firstName.fill(IMG);
  await info.getByRole('button', { name: 'Save' }).click();
  await expect(owner.page.getByText('The contact details are successfully updated', { exact: true })).toBeVisible();
  // Read back from the server: reload and reopen the chat.
  await owner.page.reload();
  await owner.page.getByTestId('chat-row').filter({ hasText: `Guest${guestId}` }).click();
  await expect(panelMessages(panel, SCRIPT).getByText(SCRIPT, { exact: true })).toBeVisible();
  await openGuestInfo(owner.page, guestId);
  await expect(firstName).toHaveValue(IMG);

  for (const page of [owner.page, guest.page]) await expectNoInjectedElements(page);
  // An onerror handler would have fired by now; give a late one a moment anyway.
  await owner.page.waitForTimeout(500);
  expect(dialogs).toEqual([]);
  await guestEndsChat(guest.page);
  await guest.context.close();
  await owner.context.close();
  await setOnline(request, OWNER, false);
});
