// The history area's screens (spec 001 §2): their words and the parts the specs work with.
import { expect, type Locator, type Page } from '@playwright/test';
import { OWNER, signIn, type Credentials } from './console';

export const HISTORY = {
  accessLinkMismatch: 'Sorry, you are unable to access this chat as the chat access link you’re trying to use was emailed to a different user',
  selectChat: 'Select Chat to see the details',
  noMore: 'No more conversations to load.',
  unblocked: 'Guest is successfully unblocked',
  contactUpdated: 'The contact has been successfully updated',
  contactDeleted: 'The contact has been successfully deleted',
  noFieldUpdated: 'No field has been updated',
  contactsEmptyText: 'The conversation with the contact will be displayed here',
} as const;

/** A console user signed in, then on `path` of the history area. */
export async function signedInOn(page: Page, who: Credentials, path: string): Promise<void> {
  await signIn(page, who);
  await page.goto(path);
}

/** The list of chat boxes of Conversation History or Unattended Chats. */
export function chatBoxes(page: Page): Locator {
  return page.getByRole('region', { name: 'Conversations', exact: true }).getByTestId('chat-box');
}

/** The chat box of one guest. */
export function chatBoxOf(page: Page, guestId: number): Locator {
  return chatBoxes(page).filter({ hasText: new RegExp(`^Guest${guestId}(?!\\d)`) });
}

/** The detail pane of the selected chat, named after its guest. */
export function chatDetail(page: Page, guestId: number): Locator {
  return page.getByRole('region', { name: `Guest${guestId}`, exact: true });
}

/** Picks `option` in the filter bar's select labelled `label` (Date, Domain, Chat status, Agent, Sort by). */
export async function chooseFilter(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** Search, and wait until the filtered list has answered. */
export async function search(page: Page): Promise<void> {
  const answered = page.waitForResponse((response) => /\/api\/chat\/(dashboard-history|unattended-chats)\b/.test(response.url()));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await answered;
}

/** A toast (bottom-right) of this kind ('error' red, 'info' and 'success' blue) showing this text. */
export function toast(page: Page, variant: 'error' | 'info' | 'success', text: string): Locator {
  return page.locator(`.notistack-MuiContent-${variant}`).filter({ hasText: text });
}

export { OWNER };
