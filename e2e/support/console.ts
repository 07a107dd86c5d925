// What the specs know about the console: the demo sign-ins, the spec's sidebar entries and a few
// page helpers. Labels are the spec's words, so these tests check the product, not its own constants.
import { expect, type Page } from '@playwright/test';

export interface Credentials {
  email: string;
  password: string;
}

export const OWNER: Credentials = { email: 'owner@example.com', password: 'Owner#Demo1' };
export const AGENT: Credentials = { email: 'agent@example.com', password: 'Agent#Demo1' };
/** The shared stack is started with these as SUPER_ADMIN_EMAIL / SUPER_ADMIN_PASSWORD. */
export const SUPER_ADMIN: Credentials = { email: 'super@example.com', password: 'Super#Admin1' };

/** Spec 000 §2, sidebar entries in order. */
export const ALL_ENTRIES = [
  'Dashboard',
  'Contacts',
  'Chat History',
  'Unattended Chats',
  'Agents',
  'Domains',
  'Canned Messages',
  'Auto Messages',
  'Blocked Guests',
];
/** Entries an agent (not a manager) does not see. */
export const CLIENT_ONLY_ENTRIES = ['Unattended Chats', 'Agents', 'Domains'];
export const AGENT_ENTRIES = ALL_ENTRIES.filter((entry) => !CLIENT_ONLY_ENTRIES.includes(entry));

export function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

/** Fills and submits the login form of the page currently shown. */
export async function submitLogin(page: Page, { email, password }: Credentials): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** Opens /login, signs in and waits for the dashboard. */
export async function signIn(page: Page, credentials: Credentials): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, credentials);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(sidebar(page)).toBeVisible();
}

export interface StoredTokens {
  accessToken: string;
  refreshToken: string;
}

export async function storedTokens(page: Page): Promise<StoredTokens | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? 'null'));
}

/** Seconds since the epoch at which a JWT expires. */
export function expiryOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
  return payload.exp;
}
