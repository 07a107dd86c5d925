// Canned Messages (spec 001 §2, §5, §8): both empty states, create with the button rule, search by
// shortcut, edit and delete, each with the spec's toast.
import { expect, test } from '@playwright/test';
import { consoleOf, unique } from '../support/live';
import { freshOwner } from '../support/fresh-owner';

test('canned messages: empty list, create, search, edit and delete', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const owner = await freshOwner(request, 'canned');
  const console = await consoleOf(browser, baseURL, owner);
  const page = console.page;
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Canned Messages' }).click();
  await expect(page.getByRole('heading', { name: 'Canned Messages' })).toBeVisible();
  await expect(page.getByText('Canned Messages will be displayed here')).toBeVisible();

  const shortcut = unique('hours');
  await page.getByRole('button', { name: 'Add Canned Message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Canned Message' });
  const save = dialog.getByRole('button', { name: 'Save' });
  await dialog.getByRole('textbox', { name: 'Shortcut' }).fill(shortcut);
  await save.click();
  await expect(dialog.getByText('Message cannot be empty')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Message' }).fill('We are open 9 to 5.');
  await save.click();
  await expect(page.getByText('Canned Message successfully created', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('1 canned message')).toBeVisible();
  const today = new Date().toISOString().slice(0, 10);
  const row = page.getByRole('row', { name: new RegExp(shortcut) });
  await expect(row).toContainText(owner.fullName);
  await expect(row).toContainText(today);

  const search = page.getByRole('textbox', { name: 'Search by shortcut' }).or(page.getByRole('searchbox', { name: 'Search by shortcut' })).first();
  await search.fill('no-such-shortcut');
  await expect(page.getByText('No match found')).toBeVisible();
  await search.fill(shortcut.slice(0, 6));
  await expect(row).toBeVisible();

  await page.getByRole('button', { name: `Edit canned message ${shortcut}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Canned Message' });
  const message = edit.getByRole('textbox', { name: 'Message' });
  await message.fill('');
  await expect(edit.getByRole('button', { name: 'Save' })).toBeDisabled();
  await message.fill('We are open 9 to 6 now.');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Canned Message is successfully updated', { exact: true })).toBeVisible();
  await expect(row).toContainText('We are open 9 to 6 now.');

  await page.getByRole('button', { name: `Delete canned message ${shortcut}` }).click();
  await page.getByRole('dialog', { name: 'Delete Canned Message' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Canned Message is successfully deleted', { exact: true })).toBeVisible();
  await search.fill('');
  await expect(page.getByText('Canned Messages will be displayed here')).toBeVisible();
  await console.context.close();
});
