// What the specs know about the console: the demo sign-ins, the spec's sidebar entries and a few
// page helpers. Labels are the spec's words, so these tests check the product, not its own constants.
import { expect, type Page } from '@playwright/test';
import { inAnyLanguage } from './catalogues';

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
  'Active Chats',
  'Contacts',
  'Chat History',
  'Unattended Chats',
  'Agents',
  'Domains',
  'Canned Messages',
  'Auto Messages',
  'Blocked Guests',
  'Integrations',
];
/** Entries an agent (not a manager) does not see. */
export const CLIENT_ONLY_ENTRIES = ['Active Chats', 'Unattended Chats', 'Agents', 'Domains', 'Integrations'];
/** Of those, the entries a manager sees too. */
export const MANAGER_ALSO_ENTRIES = ['Active Chats', 'Agents'];
export const AGENT_ENTRIES = ALL_ENTRIES.filter((entry) => !CLIENT_ONLY_ENTRIES.includes(entry));

const NAVIGATION = inAnyLanguage('shell/src/app/i18n', 'nav.label');
const SIGNED_OUT = 'shell/src/features/auth/i18n';
const LOGIN = { email: inAnyLanguage(SIGNED_OUT, 'login.email'), password: inAnyLanguage(SIGNED_OUT, 'login.password'), submit: inAnyLanguage(SIGNED_OUT, 'login.submit') };

/** The sidebar ('Main navigation', in whichever language the console is). */
export function sidebar(page: Page) {
  return page.getByRole('navigation', { name: NAVIGATION });
}

/** Fills and submits the login form of the page currently shown (in whichever language it is). */
export async function submitLogin(page: Page, { email, password }: Credentials): Promise<void> {
  await page.getByRole('textbox', { name: LOGIN.email }).fill(email);
  await page.getByLabel(LOGIN.password).fill(password);
  await page.getByRole('button', { name: LOGIN.submit }).click();
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
  /** From the httpOnly cookie: the page's scripts never see it. */
  refreshToken: string;
}

/** The name of the console's refresh-token cookie (the server's REFRESH_COOKIE). */
export const REFRESH_COOKIE_NAME = 'refresh_token';

/**
 * The console's session as the browser holds it: the access token in local storage, the refresh token in
 * its httpOnly cookie. Null when signed out. Fails when a script could read the refresh token.
 */
export async function storedTokens(page: Page): Promise<StoredTokens | null> {
  const { stored, documentCookie } = await page.evaluate(() => ({ stored: localStorage.getItem('token'), documentCookie: document.cookie }));
  if (stored === null) return null;
  const { accessToken, ...rest } = JSON.parse(stored) as { accessToken: string };
  expect(rest, 'local storage holds the access token only').toEqual({});
  expect(documentCookie, 'the refresh cookie is out of script reach').not.toContain(`${REFRESH_COOKIE_NAME}=`);
  const cookies = await page.context().cookies(new URL('/api/auth/refresh', page.url()).href);
  const refreshToken = cookies.find((cookie) => cookie.name === REFRESH_COOKIE_NAME)?.value ?? '';
  return { accessToken, refreshToken };
}

/** Seconds since the epoch at which a JWT expires. */
export function expiryOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
  return payload.exp;
}

/**
 * Resolves once the page's console socket has joined its namespace (socket.io's `40{…}` connect packet),
 * over WebSocket, which the console opens first, or over long-polling, its fallback. Start it before the
 * navigation that connects.
 */
export function consoleSocketConnected(page: Page, timeout = 30_000): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the console's socket did not connect within ${timeout} ms`)), timeout);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/socket.io/')) return;
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('40{')) done();
      });
    });
    page.on('response', async (response) => {
      if (response.url().includes('/socket.io/') && (await response.text().catch(() => '')).includes('40{')) done();
    });
  });
}
