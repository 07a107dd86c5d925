// The desktop dashboard with an open chat at 1280, 1440 and 1920 px (the sidebar open): the Guest Feed keeps room for
// its tab labels and guest names, each on one line and fully shown, and Guest Info is one click away. The
// assertions are on geometry; the screenshots are attached as evidence.
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { OWNER, sidebar } from '../support/console';
import { acceptChat, chatPanel, guestEndsChat, guestRows, guestWrites, ownerAndGuest, setOnline, unique } from '../support/live';

// 1440 x 900 is the width of the report (issue 8): four columns there left the feed about 170 px.
const SIZES = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
] as const;

interface TextGeometry {
  text: string;
  /** Line boxes the element's text occupies. */
  lines: number;
  /** Part of the text lies outside an ancestor that clips it (cut off or scrolled away). */
  clipped: boolean;
}

/**
 * How each matching element's text is laid out: the line boxes of its text nodes, and whether a clipping ancestor
 * hides part of it. Measured in one pass, so a row that leaves meanwhile (a guest of an earlier spec) is no wait.
 */
function textGeometries(targets: Locator): Promise<TextGeometry[]> {
  return targets.evaluateAll((elements) => elements.map((element) => {
    const rects: DOMRect[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      rects.push(...Array.from(range.getClientRects()).filter((rect) => rect.width > 0 && rect.height > 0));
    }
    // One line box per distinct vertical band (an inline element's pieces on the same line share it).
    const lines: Array<{ top: number; bottom: number }> = [];
    for (const rect of rects) {
      const middle = (rect.top + rect.bottom) / 2;
      if (!lines.some((line) => middle >= line.top && middle <= line.bottom)) lines.push({ top: rect.top, bottom: rect.bottom });
    }
    let clipLeft = 0;
    let clipRight = document.documentElement.clientWidth;
    for (let box: Element | null = element; box; box = box.parentElement) {
      if (getComputedStyle(box).overflowX === 'visible') continue;
      const bounds = box.getBoundingClientRect();
      clipLeft = Math.max(clipLeft, bounds.left);
      clipRight = Math.min(clipRight, bounds.right);
    }
    const left = Math.min(...rects.map((rect) => rect.left));
    const right = Math.max(...rects.map((rect) => rect.right));
    return { text: (element.textContent ?? '').trim(), lines: lines.length, clipped: left < clipLeft - 0.5 || right > clipRight + 0.5 };
  }));
}

async function expectOneLine(targets: Locator, where: string): Promise<void> {
  const geometries = await textGeometries(targets);
  expect(geometries.length, `${where}: something to measure`).toBeGreaterThan(0);
  for (const geometry of geometries) {
    expect(geometry, `${where}: "${geometry.text}" on one line, fully shown`).toMatchObject({ lines: 1, clipped: false });
  }
}

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test('with a chat open at 1280, 1440 and 1920 px, the Guest Feed tab labels and guest names stay on one line', async ({
  browser,
  baseURL,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const { owner, guest } = await ownerAndGuest(browser, baseURL, request, '/demo/index.html');
  const page = owner.page;
  const question = `Which room fits four? ${unique('layout')}`;
  await guestWrites(guest.page, question);
  const guestId = await acceptChat(page, question);
  const chat = chatPanel(page, guestId);
  const feed = page.getByRole('region', { name: 'Guest Feed', exact: true });
  const info = page.getByRole('region', { name: 'Guest Info', exact: true });
  const tabs = feed.getByRole('tab', { name: /^Active (Guests|Chats) \(\d+\)$/ });
  const guestNames = guestRows(page).getByText(/^Guest \d+$/);

  for (const size of SIZES) {
    await page.setViewportSize(size);
    // The sidebar open: the narrowest room the dashboard gets at this width.
    await expect(sidebar(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
    await expect(chat).toBeVisible();
    await expect(chat.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await expect(feed).toBeVisible();
    await expect(tabs).toHaveCount(2);
    await expect(guestNames.first()).toBeVisible();
    // 1920 px has room for Guest Info beside the chat; 1280 and 1440 px keep it behind the chat's 'Guest Info' button.
    if (size.width >= 1920) await expect(info).toBeVisible();
    else await expect(info).toBeHidden();
    await screenshot(page, testInfo, `dashboard-${size.width}x${size.height}`);
    await expectOneLine(tabs, `${size.width} px, feed tabs`);
    await expectOneLine(guestNames, `${size.width} px, guest names`);
  }

  // 1280 px: one click opens Guest Info beside the chat (the feed folds to a narrow column, the focus lands in Guest
  // Info); the folded feed's button, from the keyboard, unfolds the feed again and focuses it.
  await page.setViewportSize(SIZES[0]);
  await expect(info).toBeHidden();
  await chat.getByRole('button', { name: 'Guest Info', exact: true }).click();
  await expect(info).toBeVisible();
  await expect(info.getByRole('heading', { name: 'Guest Info', exact: true })).toBeFocused();
  await expect(chat).toBeVisible();
  await expect(feed).toBeHidden();
  await screenshot(page, testInfo, 'dashboard-1280x800-guest-info');
  await expectNoSeriousA11yViolations(page, 'the dashboard at 1280 px with Guest Info beside the chat');
  const unfold = page.getByRole('button', { name: 'Show the Guest Feed', exact: true });
  await expect(unfold).toHaveAccessibleDescription(/^Active Guests \(\d+\)$/);
  await unfold.focus();
  await page.keyboard.press('Enter');
  await expect(feed).toBeVisible();
  await expect(feed.getByRole('heading', { name: 'Guest Feed', exact: true })).toBeFocused();
  await expect(info).toBeHidden();
  await expect(guestNames.first()).toBeVisible();
  await expectOneLine(tabs, '1280 px after Guest Info, feed tabs');
  await expectOneLine(guestNames, '1280 px after Guest Info, guest names');

  await guestEndsChat(guest.page);
  for (const party of [guest, owner]) await party.context.close();
  await setOnline(request, OWNER, false);
});
