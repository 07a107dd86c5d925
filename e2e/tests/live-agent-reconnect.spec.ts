// The agent's connection drops while the guest keeps writing: after the reconnect the console shows every
// missed message once, in the order written.
import { expect, test } from '@playwright/test';
import { AGENT, OWNER } from '../support/console';
import {
  acceptChat,
  chatPanel,
  consoleOf,
  cuttableSocket,
  guestEndsChat,
  guestOn,
  guestWrites,
  openWidget,
  panelMessages,
  setOnline,
  unique,
  WIDGET,
  widgetMessages,
} from '../support/live';

test("the agent's network drops while the guest sends three messages; after the reconnect each shows once, in order", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  await setOnline(request, OWNER, true);
  await setOnline(request, AGENT, false);
  const line = cuttableSocket();
  const owner = await consoleOf(browser, baseURL, OWNER, (context) => line.install(context));
  const guest = await guestOn(browser, baseURL, '/demo/index.html');
  await openWidget(guest.page);
  const tag = unique('run');
  const first = `Hello, I have a question about my order ${tag}`;
  await guestWrites(guest.page, first);
  const guestId = await acceptChat(owner.page, first);
  const panel = chatPanel(owner.page, guestId);
  await expect(panelMessages(panel, first)).toHaveCount(1);
  expect(line.openCount).toBe(1);

  // The console's socket closes on both ends and cannot come back while offline.
  await line.cut();
  expect(line.openCount).toBe(0);
  await expect.poll(() => owner.page.evaluate(() => navigator.onLine)).toBe(false);

  const missed = [1, 2, 3].map((n) => `Part ${n} of my question ${tag}`);
  for (const text of missed) {
    await guestWrites(guest.page, text);
    // Stored by the server (the widget shows it sent, no longer 'Sending…').
    await expect(widgetMessages(guest.page, text)).toContainText(WIDGET.sent);
  }
  // Nothing reaches the cut-off console (given a moment, as a late delivery would show by then).
  await guest.page.waitForTimeout(1000);
  for (const text of missed) await expect(panelMessages(panel, text)).toHaveCount(0);

  await line.restore();
  await expect.poll(() => line.openCount, { timeout: 30_000 }).toBeGreaterThan(0);
  for (const text of missed) await expect(panelMessages(panel, text)).toHaveCount(1, { timeout: 20_000 });
  const shown = (await panel.getByTestId('message').allTextContents()).filter((content) => content.includes(tag));
  expect(shown.map((content) => [first, ...missed].findIndex((text) => content.includes(text)))).toEqual([0, 1, 2, 3]);

  // The guest's side lost nothing either.
  for (const text of [first, ...missed]) await expect(widgetMessages(guest.page, text)).toHaveCount(1);

  await guestEndsChat(guest.page);
  for (const party of [guest, owner]) await party.context.close();
  await setOnline(request, OWNER, false);
});
