// The live-chat flow: a guest on the demo site (its own browser context) and agents in the console.
// Labels are the widget's and the dashboard's words (spec 000 §2, §8), so the specs check the product.
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page, type WebSocketRoute } from '@playwright/test';
import { apiSignIn } from './accounts';
import { inAnyLanguage } from './catalogues';
import { AGENT, OWNER, consoleSocketConnected, signIn, type Credentials } from './console';

/** The demo agent of the 'Support' department; the demo widget is bound to 'Sales'. */
export const SUPPORT: Credentials = { email: 'support@example.com', password: 'Support#Demo1' };

export const WIDGET = {
  launcher: 'Human Chat',
  input: 'Type a message…',
  onlineText: 'We are here to assist you',
  offlineText: 'We are offline right now. Feel free to leave a message!',
  waiting: 'Waiting for an agent to join…',
  offlineSent: 'Thank you! Your message has been sent. We will get back to you by email.',
  agentTyping: (agent: string) => `${agent} is typing…`,
  blocked: 'You have been blocked',
  close: 'Close chat',
  read: 'Read',
  sent: 'Sent',
} as const;

export const DASHBOARD = {
  activeGuests: /^Active Guests \((\d+)\)$/,
  alreadyAccepted: (guestId: number, agent: string) => `Chat of Guest${guestId} is already accepted by ${agent}`,
  /** The chat panel's input (its placeholder is 'Type a message'). */
  messageInput: 'Message',
  guestTyping: (guestId: number) => `Guest${guestId} is typing…`,
  read: 'Read',
  sent: 'Sent',
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

/** A console user signed in, in a context of its own, on /dashboard; `prepare` runs on the context before sign-in. */
export async function consoleOf(
  browser: Browser,
  baseURL: string | undefined,
  who: Credentials,
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<Party> {
  const context = await browser.newContext({ baseURL });
  await prepare?.(context);
  const page = await context.newPage();
  // Live events only reach a connected console: wait for the socket's namespace connect and the first guest list.
  const connected = consoleSocketConnected(page);
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
  options: { waitForWebSocket?: boolean; locale?: string } = {},
): Promise<Party> {
  // locale: the browser's language (navigator.languages and Accept-Language), as a guest abroad has it.
  const context = await browser.newContext({ baseURL, ...(options.locale ? { locale: options.locale } : {}) });
  const page = await context.newPage();
  // Specs about leaving wait until the widget's connection is up, so closing the tab is a real departure.
  const socket = options.waitForWebSocket
    ? page.waitForEvent('websocket', { predicate: (ws) => ws.url().includes('/socket.io/'), timeout: 20_000 })
    : null;
  await page.goto(path, referer ? { referer } : undefined);
  // Whatever its words (the owner's, or the default in the guest's language): the widget's one launcher.
  await expect(page.locator('[data-live-chat-widget] .lc-launcher')).toBeVisible();
  if (socket) await socket;
  return { context, page };
}

/** The launcher left at the spec's default, in whichever language the guest's browser asks for. */
export function launcher(page: Page) {
  return page.getByRole('button', { name: inAnyLanguage('server/src/visitors/i18n', 'launcher.buttonText') });
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
/**
 * Types an e-mail into the widget's e-mail request. The chat list is rebuilt (its nodes moved) as messages are
 * acknowledged; a fill landing mid-move loses its text to no field, so it is typed again until the box holds it.
 */
export async function fillEmailBox(box: Locator, address: string): Promise<void> {
  await expect(async () => {
    await box.fill(address);
    await expect(box).toHaveValue(address, { timeout: 500 });
  }).toPass({ timeout: 10_000 });
}

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

/** An 'Authorization' header for API calls as this user (a sign-in of its own). */
export async function authHeaders(request: APIRequestContext, who: Credentials): Promise<Record<string, string>> {
  const { accessToken } = await apiSignIn(request, who);
  return { Authorization: `Bearer ${accessToken}` };
}

/** The visitor id the widget keeps in the guest's browser (one widget on the demo site). */
export async function visitorIdOf(page: Page): Promise<string> {
  const id = await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i) ?? '';
      if (key.startsWith('lc_visitor_')) return localStorage.getItem(key);
    }
    return null;
  });
  if (!id) throw new Error('the widget has no visitor id yet');
  return id;
}

/** The console's open chat with this guest (the Chat panel, named after the guest). */
export function chatPanel(page: Page, guestId: number): Locator {
  return page.getByRole('region', { name: `Guest${guestId}`, exact: true });
}

/** Messages of the Chat panel showing this text. */
export function panelMessages(panel: Locator, text: string): Locator {
  return panel.getByTestId('message').filter({ hasText: text });
}

/** Accepts the incoming chat that shows `text` and waits for its Chat panel; answers the guest id. */
export async function acceptChat(page: Page, text: string): Promise<number> {
  const incoming = incomingChats(page).filter({ hasText: text });
  await expect(incoming).toHaveCount(1);
  const guestId = await guestIdIn(incoming);
  await incoming.getByRole('button', { name: `Accept · Guest${guestId}` }).click();
  await expect(chatPanel(page, guestId)).toBeVisible();
  return guestId;
}

/**
 * The open chat's Guest Info panel. A wide desktop always shows it beside the chat; a narrower desktop opens it
 * beside the chat (the Guest Feed folds) and mobile and tablet in the chat's place, after the header's 'Guest Info'
 * button.
 */
export async function openGuestInfo(page: Page, guestId: number): Promise<Locator> {
  const info = page.getByRole('region', { name: 'Guest Info', exact: true });
  const button = chatPanel(page, guestId).getByRole('button', { name: 'Guest Info', exact: true });
  if (!(await info.isVisible()) && (await button.isVisible())) await button.click();
  await expect(info).toBeVisible();
  return info;
}

/** Types into the Chat panel and presses Enter; the agent's bubble shows the text. */
export async function agentWrites(panel: Locator, text: string): Promise<void> {
  const input = panel.getByRole('textbox', { name: DASHBOARD.messageInput });
  await input.fill(text);
  await input.press('Enter');
  await expect(panelMessages(panel, text)).toHaveCount(1);
  await expect(input).toHaveValue('');
}

/** The widget's bubbles showing this text (guest and agent). */
export function widgetMessages(page: Page, text: string): Locator {
  return chatWindow(page).locator('.lc-msg').filter({ hasText: text });
}

/**
 * Lets a spec cut a console's live connection as a network drop does: the open WebSocket closes on both
 * ends and new connections fail until `restore`. Install with consoleOf's `prepare`. Emulated offline
 * alone is not enough: Chromium keeps an open WebSocket and delivers its frames late instead of dropping it.
 */
export function cuttableSocket() {
  let down = false;
  const open = new Set<{ page: WebSocketRoute; server: WebSocketRoute }>();
  let context: BrowserContext | null = null;
  return {
    async install(target: BrowserContext): Promise<void> {
      context = target;
      await target.routeWebSocket(/\/socket\.io\//, (ws) => {
        if (down) {
          void ws.close({ code: 1001, reason: 'offline' });
          return;
        }
        const pair = { page: ws, server: ws.connectToServer() };
        open.add(pair);
        ws.onClose(() => {
          open.delete(pair);
          void pair.server.close();
        });
        pair.server.onClose(() => {
          open.delete(pair);
          void ws.close();
        });
      });
    },
    /** Offline: HTTP fails, open WebSockets close, new ones are refused. */
    async cut(): Promise<void> {
      if (!context) throw new Error('install the cuttable socket first');
      down = true;
      await context.setOffline(true);
      for (const pair of [...open]) {
        open.delete(pair);
        await pair.server.close();
        await pair.page.close({ code: 1001, reason: 'offline' });
      }
    },
    async restore(): Promise<void> {
      if (!context) throw new Error('install the cuttable socket first');
      down = false;
      await context.setOffline(false);
    },
    /** Live WebSockets through the route (0 while cut). */
    get openCount(): number {
      return open.size;
    },
  };
}

/** The open chat's header actions (Book Now, Request Payment, End Chat). */
export function chatActions(panel: Locator): Locator {
  return panel.getByRole('toolbar', { name: 'Chat actions' });
}

/** The guest's conversion state beside Book Now, e.g. 'Booking status: Uploaded' (spec 000 §4). */
export function bookingStatus(panel: Locator, label: 'Scheduled' | 'Uploaded' | 'Failed'): Locator {
  return panel.getByRole('status', { name: `Booking status: ${label}`, exact: true });
}

/** The conversion status the console remembers for a guest (`booking_status_<guestId>`), or null. */
export async function storedBookingStatus(page: Page, guestId: number): Promise<number | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), `booking_status_${guestId}`);
  if (!raw) return null;
  const status = /^\d$/.test(raw) ? Number(raw) : (JSON.parse(raw) as { status?: unknown }).status;
  return typeof status === 'number' ? status : null;
}

/** A payment request's card in the widget, found by its amount (e.g. '$12.50'). */
export function paymentCard(page: Page, amount: string): Locator {
  return chatWindow(page).locator('.lc-payment').filter({ hasText: amount });
}

/** The owner online alone (the Sales agent offline) in a console, and a guest on `path` with the widget open. */
export async function ownerAndGuest(
  browser: Browser,
  baseURL: string | undefined,
  request: APIRequestContext,
  path: string,
): Promise<{ owner: Party; guest: Party }> {
  await setOnline(request, OWNER, true);
  await setOnline(request, AGENT, false);
  return ownerWithGuest(browser, baseURL, path);
}

/** The owner's console, and a guest on `path` with the widget open (availability as it is). */
export async function ownerWithGuest(browser: Browser, baseURL: string | undefined, path: string): Promise<{ owner: Party; guest: Party }> {
  const owner = await consoleOf(browser, baseURL, OWNER);
  const guest = await guestOn(browser, baseURL, path);
  await openWidget(guest.page);
  return { owner, guest };
}

/** The guest picks a file with the widget's file input; answers the name the server stored it under. */
export async function guestAttaches(page: Page, file: { name: string; mimeType: string; buffer: Buffer }, storedAs: RegExp): Promise<string> {
  const window = chatWindow(page);
  const sent = window.locator('.lc-msg.lc-guest .lc-file').filter({ hasText: storedAs });
  const before = await sent.count();
  await window.locator('input[type="file"]').setInputFiles(file);
  await expect(sent).toHaveCount(before + 1);
  return ((await sent.last().textContent()) ?? '').trim();
}
