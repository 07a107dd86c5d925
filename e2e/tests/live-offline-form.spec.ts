// With no agent online the widget offers the offline-message form instead of the conversation.
import { expect, test } from '@playwright/test';
import { AGENT, OWNER } from '../support/console';
import { chatWindow, failOnDialog, guestOn, openWidget, setOnline, WIDGET } from '../support/live';

test('the widget shows the offline form when no agent is online, and takes a message from a guest named with markup', async ({
  browser,
  baseURL,
  request,
}) => {
  await setOnline(request, OWNER, false);
  await setOnline(request, AGENT, false);
  const guest = await guestOn(browser, baseURL, '/demo/contact.html');
  const dialogs: string[] = [];
  failOnDialog(guest.page, dialogs);
  await openWidget(guest.page);

  const window = chatWindow(guest.page);
  await expect(window.getByText(WIDGET.offlineText)).toBeVisible();
  await expect(window.getByRole('textbox', { name: 'Name' })).toBeVisible();
  await expect(window.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await expect(window.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await expect(window.getByRole('textbox', { name: WIDGET.input })).toBeHidden();

  await window.getByRole('textbox', { name: 'Name' }).fill('<img src=x onerror=alert(1)>');
  await window.getByRole('textbox', { name: 'Email' }).fill('guest@example.com');
  await window.getByRole('textbox', { name: 'Message' }).fill('<script>alert(1)</script> Please call me back.');
  await window.getByRole('button', { name: 'Send message' }).click();
  await expect(window.getByText(WIDGET.offlineSent)).toBeVisible();
  expect(dialogs).toEqual([]);
  await guest.context.close();
});

test('an open widget switches to the offline form when the last online agent goes offline, and back', async ({ browser, baseURL, request }) => {
  await setOnline(request, AGENT, false);
  await setOnline(request, OWNER, true);
  const guest = await guestOn(browser, baseURL, '/demo/index.html');
  await openWidget(guest.page);
  const window = chatWindow(guest.page);
  await expect(window.getByText(WIDGET.onlineText)).toBeVisible();
  await expect(window.getByRole('textbox', { name: WIDGET.input })).toBeVisible();

  await setOnline(request, OWNER, false);
  await expect(window.getByText(WIDGET.offlineText)).toBeVisible();
  await expect(window.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await expect(window.getByRole('textbox', { name: WIDGET.input })).toBeHidden();

  await setOnline(request, OWNER, true);
  await expect(window.getByText(WIDGET.onlineText)).toBeVisible();
  await expect(window.getByRole('textbox', { name: WIDGET.input })).toBeVisible();
  await setOnline(request, OWNER, false);
  await guest.context.close();
});
