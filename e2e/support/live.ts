// The live-chat flow: a guest on the demo site (its own browser context) and agents in the console.
// Labels are the widget's and the dashboard's words (spec 000 §2, §8), so the specs check the product.
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { apiSignIn } from './accounts';
import { signIn, type Credentials } from './console';

export const WIDGET = {
  launcher: 'Human Chat',
  input: 'Type a message…',
  onlineText: 'We are here to assist you',
  offlineText: 'We are offline right now. Feel free to leave a message!',
  waiting: 'Waiting for an agent to join…',
  offlineSent: 'Thank you! Your message has been sent. We will get back to you by email.',
} as const;

export const DASHBOARD = {
  activeGuests: /^Active Guests \((\d+)\)$/,
  alreadyAccepted: (guestId: number, agent: string) => `Chat of Guest${guestId} is already accepted by ${agent}`,
} as const;

let counter = 0;
/** A per-run unique word, so a spec finds its own guest among others. */
export function unique(tag: string): string {
  counter += 1;
  return `${tag}${Date.now().toString(36)}${counter}`;
}

/** Sets the user's availability through the API (the header switch's call) and checks the answer. */
export async function setOnline(request: APIRequestContext, who: Credentials, wanted: boolean): Promise<void> {
  const login = (await apiSignIn(request, who)) as { accessToken: string; isOnline?: boolean };
  let isOnline = login.isOnline;
  for (let attempt = 0; attempt < 2 && isOnline !== wanted; attempt += 1) {
    const answer = await request.get('/api/users/toggle-online', { headers: { Authorization: `Bearer ${login.accessToken}` } });
    expect(answer.status(), await answer.text()).toBe(200);
    isOnline = ((await answer.json()) as { isOnline: boolean }).isOnline;
  }
  expect(isOnline, `${who.email} online`).toBe(wanted);
}

export interface Party {
  context: BrowserContext;
  page: Page;
}

/** A console user signed in, in a context of its own, on /dashboard. */
export async function consoleOf(browser: Browser, baseURL: string | undefined, who: Credentials): Promise<Party> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  // Live events only reach a connected console: wait for the socket's namespace connect and the first guest list.
  const connected = page.waitForResponse(
    async (response) => response.url().includes('/socket.io/') && (await response.text().catch(() => '')).includes('40{'),
  );
  const listed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/visitor/current-visitors');
  await signIn(page, who);
  await Promise.all([connected, listed]);
  await expect(page.getByRole('tab', { name: DASHBOARD.activeGuests })).toBeVisible();
  return { context, page };
}

/** A guest on a demo page, in a context of its own. */
export async function guestOn(
  browser: Browser,
  baseURL: string | undefined,
  path: string,
  referer?: string,
  options: { waitForWebSocket?: boolean } = {},
): Promise<Party> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  // socket.io starts on long-polling: a tab closed before the WebSocket upgrade is only noticed by the
  // server's ping timeout (tens of seconds), so specs about leaving wait for the WebSocket first.
  const socket = options.waitForWebSocket
    ? page.waitForEvent('websocket', { predicate: (ws) => ws.url().includes('/socket.io/'), timeout: 20_000 })
    : null;
  await page.goto(path, referer ? { referer } : undefined);
  await expect(launcher(page)).toBeVisible();
  if (socket) await socket;
  return { context, page };
}

export function launcher(page: Page) {
  return page.getByRole('button', { name: WIDGET.launcher });
}

/** The widget's chat window (in the widget's open shadow root). */
export function chatWindow(page: Page) {
  return page.getByRole('dialog', { name: 'Chat' });
}

export async function openWidget(page: Page): Promise<void> {
  await launcher(page).click();
  await expect(chatWindow(page)).toBeVisible();
}

/** Types into the widget and presses Enter; the guest's bubble shows the text. */
export async function guestWrites(page: Page, text: string): Promise<void> {
  const input = chatWindow(page).getByRole('textbox', { name: WIDGET.input });
  await input.fill(text);
  await input.press('Enter');
  await expect(chatWindow(page).getByText(text, { exact: true })).toBeVisible();
}

/** The guest ends the chat from the widget, so no chat of this spec stays open on the shared stack. */
export async function guestEndsChat(page: Page): Promise<void> {
  const window = chatWindow(page);
  await window.getByRole('button', { name: 'End chat' }).click();
  await expect(window.getByText('This chat has ended')).toBeVisible();
}

/** The number in the 'Active Guests (n)' tab. */
export async function activeGuestCount(page: Page): Promise<number> {
  const label = (await page.getByRole('tab', { name: DASHBOARD.activeGuests }).textContent()) ?? '';
  const match = DASHBOARD.activeGuests.exec(label.trim());
  if (!match) throw new Error(`no guest count in "${label}"`);
  return Number(match[1]);
}

export function guestRows(page: Page) {
  return page.getByTestId('guest-row');
}

export function incomingChats(page: Page) {
  return page.getByRole('list', { name: 'Incoming chats' }).getByTestId('incoming-chat');
}

/** The N of 'GuestN' in an incoming chat or chat row. */
export async function guestIdIn(row: ReturnType<Page['locator']>): Promise<number> {
  const text = (await row.textContent()) ?? '';
  const match = /Guest\s?(\d+)/.exec(text);
  if (!match) throw new Error(`no guest id in "${text}"`);
  return Number(match[1]);
}

/** Fails the spec on any dialog (alert, confirm, prompt) a page opens. */
export function failOnDialog(page: Page, fired: string[]): void {
  page.on('dialog', (dialog) => {
    fired.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
}
