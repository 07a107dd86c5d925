// A canned message made from the Chat panel's 'Add canned message' dialog is picked with '#shortcut' + Enter
// and reaches the guest.
import { expect, test } from '@playwright/test';
import { OWNER } from '../support/console';
import {
  acceptChat,
  chatPanel,
  DASHBOARD,
  guestEndsChat,
  guestWrites,
  ownerAndGuest,
  panelMessages,
  setOnline,
  unique,
  widgetMessages,
} from '../support/live';

test("the agent adds a canned message, types '#shortcut', picks it with Enter and the guest receives its text", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const { owner, guest } = await ownerAndGuest(browser, baseURL, request, '/demo/pricing.html');
  const question = `What are your opening hours? ${unique('q')}`;
  await guestWrites(guest.page, question);
  const guestId = await acceptChat(owner.page, question);
  const panel = chatPanel(owner.page, guestId);

  const shortcut = unique('hours');
  const text = `We are open 9 to 17, Monday to Friday. ${unique('c')}`;
  await panel.getByRole('button', { name: 'Add canned message' }).click();
  const dialog = owner.page.getByRole('dialog', { name: 'Add canned message' });
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Shortcut' }).fill(shortcut);
  await expect(save).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Message' }).fill(text);
  await save.click();
  await expect(owner.page.getByText('Canned Message successfully created', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  const input = panel.getByRole('textbox', { name: DASHBOARD.messageInput });
  // An unknown shortcut has no match.
  await input.fill(`#${unique('nothing')}`);
  await expect(panel.getByText('No match found', { exact: true })).toBeVisible();

  await input.fill(`#${shortcut}`);
  const options = panel.getByRole('listbox', { name: 'Canned messages' }).getByRole('option');
  await expect(options).toHaveCount(1);
  await expect(options.first()).toContainText(`#${shortcut}`);
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await input.press('Enter');
  // Enter picked it: the text replaces the shortcut, nothing is sent yet.
  await expect(input).toHaveValue(text);
  await expect(panel.getByRole('listbox', { name: 'Canned messages' })).toBeHidden();
  await expect(panelMessages(panel, text)).toHaveCount(0);

  await input.press('Enter');
  await expect(panelMessages(panel, text)).toHaveCount(1);
  await expect(input).toHaveValue('');
  await expect(widgetMessages(guest.page, text)).toHaveCount(1);
  await expect(widgetMessages(guest.page, text)).toContainText('Demo Owner');

  await guestEndsChat(guest.page);
  for (const party of [guest, owner]) await party.context.close();
  await setOnline(request, OWNER, false);
});
