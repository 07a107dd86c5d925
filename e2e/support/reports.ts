// The reports area (issue 28): its screens' words, the chats a spec makes for it (a guest's chat accepted and
// answered, ended and maybe rated; an offline message), the reports calls and the CSV files it downloads.
import { readFile } from 'node:fs/promises';
import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import type { Credentials } from './console';
import { sidebar } from './console';
import { durationText as metricsDurationText } from './agent-journeys';
import { acceptChat, agentWrites, chatPanel, chatWindow, guestEndsChat, guestOn, guestWrites, openWidget, unique, WIDGET } from './live';
import { bearer, demoPageOf, type CreatedWidget } from './settings';

export const REPORTS = {
  entry: 'Reports',
  unavailable: 'Reports is unavailable right now.',
  tabs: { overview: 'Overview', agents: 'Agents', ratings: 'Ratings' },
  titles: { overview: 'Reports overview', agents: 'Agents report', ratings: 'Ratings report' },
  range: 'Range',
  today: 'Today',
  downloadCsv: 'Download CSV',
  figures: 'Key figures',
  cards: {
    chats: 'Total chats',
    missed: 'Missed chats',
    offline: 'Offline messages',
    timeToAccept: 'Time to accept',
    firstResponse: 'First response',
    duration: 'Chat duration',
    satisfaction: 'Satisfaction',
  },
  charts: { hour: 'Chats per hour', day: 'Chats per day', heat: 'Arriving chats by weekday and hour' },
  agentsTable: 'Agents in this range',
  ratingsTable: 'Rated chats in this range',
  openChat: (guestId: number) => `Open chat with Guest ${guestId}`,
  ratedLabel: (word: 'Good' | 'Bad') => `Rated ${word}`,
  /** The columns of the two CSV files (the server's). */
  ratingColumns: ['Chat', 'Guest', 'Rating', 'Comment', 'Rated at', 'Agent', 'Domain', 'Ended at'],
  agentColumns: ['Agent', 'Chats', 'Answered', 'Median first response (s)', 'Average first response (s)', 'Median duration (s)', 'Rated', 'Good', 'Satisfaction (%)', 'Online (s)'],
} as const;

export const RATING_PROMPT = {
  question: 'How was your chat?',
  comment: 'Comment (optional)',
  thanks: 'Thank you for your feedback.',
} as const;

/** Server events on a machine shared with other work. */
export const EVENT_TIMEOUT = 20_000;

export interface MadeChat {
  guestId: number;
  question: string;
}

/**
 * A guest on the widget's demo page writes, the agent (whose console this is) accepts and answers, the guest
 * ends the chat and, when asked to, rates it (a comment is optional). The guest's context is closed after.
 */
export async function guestChat(
  browser: Browser,
  baseURL: string | undefined,
  agentPage: Page,
  widget: Pick<CreatedWidget, 'pluginId'>,
  rating?: { value: 'Good' | 'Bad'; comment?: string },
): Promise<MadeChat> {
  const question = `Is the blue one in stock ${unique('q')}`;
  const guest = await guestOn(browser, baseURL, demoPageOf(widget));
  try {
    await openWidget(guest.page);
    await guestWrites(guest.page, question);
    const guestId = await acceptChat(agentPage, question);
    await agentWrites(chatPanel(agentPage, guestId), `Yes, it ships tomorrow ${unique('a')}`);
    await guestEndsChat(guest.page);
    if (rating) {
      const prompt = chatWindow(guest.page).getByRole('group', { name: RATING_PROMPT.question });
      await expect(prompt).toBeVisible({ timeout: EVENT_TIMEOUT });
      await prompt.getByRole('button', { name: rating.value }).click();
      if (rating.comment) await prompt.getByRole('textbox', { name: RATING_PROMPT.comment }).fill(rating.comment);
      await prompt.getByRole('button', { name: 'Send' }).click();
      await expect(chatWindow(guest.page).getByText(RATING_PROMPT.thanks)).toBeVisible({ timeout: EVENT_TIMEOUT });
    }
    return { guestId, question };
  } finally {
    await guest.context.close();
  }
}

/** A guest leaves an offline message (nobody of the account online). */
export async function offlineMessage(browser: Browser, baseURL: string | undefined, widget: Pick<CreatedWidget, 'pluginId'>): Promise<void> {
  const guest = await guestOn(browser, baseURL, demoPageOf(widget));
  try {
    await openWidget(guest.page);
    const window = chatWindow(guest.page);
    await expect(window.getByText(WIDGET.offlineText)).toBeVisible();
    await window.getByRole('textbox', { name: 'Name' }).fill('Olga Offline');
    await window.getByRole('textbox', { name: 'Email' }).fill(`${unique('olga')}@example.com`);
    await window.getByRole('textbox', { name: 'Message' }).fill('Please call me back about the blue one.');
    await window.getByRole('button', { name: 'Send message' }).click();
    await expect(window.getByText(WIDGET.offlineSent)).toBeVisible();
  } finally {
    await guest.context.close();
  }
}

export interface ReportsRange {
  from: string;
  to: string;
  tz: string;
}

/** Today in the browser's time zone, as the screens' 'Today' asks for it. */
export async function todayOf(page: Page): Promise<ReportsRange> {
  return page.evaluate(() => {
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const parts = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    return { from: parts, to: parts, tz };
  });
}

/** GET /api/reports/<path> as `who`, checked for 200. */
export async function reportByApi<T>(request: APIRequestContext, who: Credentials, path: string, range: ReportsRange, extra: Record<string, string> = {}): Promise<T> {
  const answer = await request.get(`/api/reports/${path}`, { headers: await bearer(request, who), params: { ...range, ...extra } });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as T;
}

export interface OverviewAnswer {
  chats: number;
  missed: number;
  offlineMessages: number;
  series: { unit: 'day' | 'hour'; points: Array<{ start: string; chats: number }> };
  timeToAccept: { median: number | null; p90: number | null; count: number };
  firstResponse: { median: number | null; p90: number | null; count: number };
  duration: { median: number | null; p90: number | null; count: number };
  satisfaction: { rated: number; good: number; score: number | null };
}

export interface RatingRowAnswer {
  chatId: string;
  guestId: number;
  rating: { value: 'good' | 'bad'; comment: string | null; ratedAt: string };
  agentName: string | null;
  domain: string;
  endedAt: string;
}

/** A duration as the reports write it: as the agents' metrics do ('0 s', '45 s', '1 min 20 s'), and '—' for none. */
export function durationText(seconds: number | null): string {
  return seconds == null ? '—' : metricsDurationText(seconds);
}

/** The Overview's cards as docs/areas.md defines them, written from an overview answer: label → [figure, second line]. */
export function expectedCards(overview: OverviewAnswer): Record<string, [string, string]> {
  const percent = overview.satisfaction.score == null ? '—' : `${Math.round(overview.satisfaction.score * 100)}%`;
  return {
    [REPORTS.cards.chats]: [String(overview.chats), ''],
    [REPORTS.cards.missed]: [String(overview.missed), ''],
    [REPORTS.cards.offline]: [String(overview.offlineMessages), ''],
    [REPORTS.cards.timeToAccept]: [durationText(overview.timeToAccept.median), `p90 ${durationText(overview.timeToAccept.p90)}`],
    [REPORTS.cards.firstResponse]: [durationText(overview.firstResponse.median), `p90 ${durationText(overview.firstResponse.p90)}`],
    [REPORTS.cards.duration]: [durationText(overview.duration.median), 'median'],
    [REPORTS.cards.satisfaction]: [percent, `${overview.satisfaction.rated} rated`],
  };
}

/** The Overview's cards as shown: label → [figure, second line]. */
export async function shownCards(page: Page): Promise<Record<string, [string, string]>> {
  const cards = page.getByRole('list', { name: REPORTS.figures }).getByRole('listitem');
  const shown: Record<string, [string, string]> = {};
  for (const card of await cards.all()) {
    const [label, figure] = await card.locator('p').allInnerTexts();
    expect(label, 'a card with its name and figure').toBeTruthy();
    const detail = (await card.locator('span').allInnerTexts()).join(' ');
    shown[label.trim()] = [figure.trim(), detail.trim()];
  }
  return shown;
}

/** Opens Reports from the sidebar: the Overview of the last 7 days. */
export async function openReports(page: Page): Promise<void> {
  await sidebar(page).getByRole('link', { name: REPORTS.entry, exact: true }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole('heading', { name: REPORTS.titles.overview, level: 1 })).toBeVisible();
}

/** One of the three tabs, waiting for its heading. */
export async function openTab(page: Page, tab: keyof typeof REPORTS.tabs): Promise<void> {
  await page.getByRole('tablist', { name: 'Reports' }).getByRole('tab', { name: REPORTS.tabs[tab], exact: true }).click();
  await expect(page.getByRole('heading', { name: REPORTS.titles[tab], level: 1 })).toBeVisible();
}

/** Picks 'Today' in the Range select and waits for the report's answer for one day (the figures shown before go). */
export async function chooseToday(page: Page): Promise<void> {
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname.startsWith('/api/reports/') && url.searchParams.get('from') !== null && url.searchParams.get('from') === url.searchParams.get('to');
  });
  await page.getByRole('combobox', { name: REPORTS.range }).click();
  await page.getByRole('option', { name: REPORTS.today, exact: true }).click();
  await expect(page).toHaveURL(/[?&]range=today\b/);
  expect((await answered).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: /^Figures for \d{4}-\d{2}-\d{2}$/ })).toBeVisible();
}

/**
 * The Overview's two charts, drawn (their lazy code loaded): the series as an SVG chart, the heat map as its
 * grid of 7 × 24 cells (each titled with its figure), `arrived` chats among them.
 */
export async function expectChartsDrawn(page: Page, unit: 'hour' | 'day', arrived: number): Promise<void> {
  const series = page.getByRole('figure', { name: unit === 'hour' ? REPORTS.charts.hour : REPORTS.charts.day });
  await expect(series).toBeVisible();
  await expect(series.getByTestId('chart-skeleton')).toHaveCount(0, { timeout: EVENT_TIMEOUT });
  await expect(series.locator('svg').first()).toBeVisible();
  const heat = page.getByRole('figure', { name: REPORTS.charts.heat });
  await expect(heat.getByTestId('chart-skeleton')).toHaveCount(0, { timeout: EVENT_TIMEOUT });
  // '…: 0 chats', '…: 1 chat' (the catalogue's plural).
  const cells = heat.locator('[title$=" chats"], [title$=" chat"]');
  await expect(cells).toHaveCount(7 * 24);
  const titles = await cells.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('title') ?? ''));
  expect(titles.reduce((sum, title) => sum + Number(/: (\d+) chats?$/.exec(title)?.[1] ?? 0), 0)).toBe(arrived);
}

/** A table's body rows (the header row apart). */
export function bodyRows(table: Locator): Locator {
  return table.locator('tbody tr');
}

/** Clicks Download CSV and reads the file the browser saved: its name and its text as stored. */
export async function downloadCsv(page: Page): Promise<{ fileName: string; raw: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: REPORTS.downloadCsv }).click()]);
  const path = await download.path();
  return { fileName: download.suggestedFilename(), raw: await readFile(path, 'utf8') };
}

/**
 * A CSV file as RFC 4180 writes it: a BOM first, CRLF line ends (every line, the last too), cells quoted
 * when they hold a comma, a quote or a line break (quotes doubled). Fails on anything else.
 */
export function parseCsv(raw: string): string[][] {
  expect(raw.startsWith('\uFEFF'), 'the file starts with a BOM').toBe(true);
  expect(raw.endsWith('\r\n'), 'the last line ends with CRLF').toBe(true);
  const text = raw.slice(1);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 2;
      } else if (c === '"') {
        quoted = false;
        i += 1;
      } else {
        cell += c;
        i += 1;
      }
    } else if (c === '"' && cell === '') {
      quoted = true;
      i += 1;
    } else if (c === ',') {
      row.push(cell);
      cell = '';
      i += 1;
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 2;
    } else {
      expect(c === '\n' || c === '\r' || c === '"', `a bare line break or quote at ${i}`).toBe(false);
      cell += c;
      i += 1;
    }
  }
  expect(quoted, 'every quoted cell is closed').toBe(false);
  return rows;
}
