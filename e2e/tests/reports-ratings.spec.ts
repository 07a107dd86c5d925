// Ratings and reports (issue 28) on the stack as `npm start` runs it, on a fresh account: a guest rates the
// ended chat Bad with a comment; the agent hears it live; the owner finds it in the conversation's detail
// and in the reports (today's overview counts exactly this test's chats; the ratings CSV carries it).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { chatBoxOf, chatDetail, signedInOn, toast } from '../support/history';
import { acceptChat, agentWrites, chatPanel, chatWindow, consoleOf, guestEndsChat, guestOn, guestWrites, openWidget, setOnline, unique } from '../support/live';
import { bearer, demoPageOf } from '../support/settings';
import { freshAccount, type FreshAccount } from '../support/fresh-owner';

const RATING = {
  question: 'How was your chat?',
  comment: 'Comment (optional)',
  thanks: 'Thank you for your feedback.',
  toast: (guestId: number, word: 'Good' | 'Bad', comment: string) => `Guest ${guestId} rated the chat ${word}: “${comment}”`,
} as const;

/** Server events on a machine shared with other work. */
const EVENT_TIMEOUT = 20_000;


async function account(request: APIRequestContext, tag: string): Promise<FreshAccount> {
  const made = await freshAccount(request, tag, 'Rated Shop');
  await setOnline(request, made.agent, true);
  return made;
}

/** Today as the server's reports read it in UTC (the test's own chats are minutes old). */
const todayUtc = () => new Date().toISOString().slice(0, 10);

test('a guest rates Bad with a comment: the agent hears it live, the owner reads it in the detail and the reports count it', async ({ browser, baseURL, request }) => {
  test.setTimeout(150_000);
  const { owner, widget, agent } = await account(request, 'rate1');
  const agentConsole = await consoleOf(browser, baseURL, agent);

  const first = `Is the blue one in stock ${unique('q')}`;
  const guest = await guestOn(browser, baseURL, demoPageOf(widget));
  await openWidget(guest.page);
  await guestWrites(guest.page, first);
  const guestId = await acceptChat(agentConsole.page, first);
  await agentWrites(chatPanel(agentConsole.page, guestId), `Yes, it ships tomorrow ${unique('a')}`);

  // The guest ends the chat and is asked for a rating: Bad, with a comment.
  await guestEndsChat(guest.page);
  const prompt = chatWindow(guest.page).getByRole('group', { name: RATING.question });
  await expect(prompt).toBeVisible({ timeout: EVENT_TIMEOUT });
  await prompt.getByRole('button', { name: 'Bad' }).click();
  await expect(prompt.getByRole('button', { name: 'Bad' })).toHaveAttribute('aria-pressed', 'true');
  const comment = `Too slow to answer ${unique('c')}`;
  await prompt.getByRole('textbox', { name: RATING.comment }).fill(comment);
  await prompt.getByRole('button', { name: 'Send' }).click();
  await expect(chatWindow(guest.page).getByText(RATING.thanks)).toBeVisible({ timeout: EVENT_TIMEOUT });

  // The agent hears it live.
  await expect(toast(agentConsole.page, 'info', RATING.toast(guestId, 'Bad', comment))).toBeVisible({ timeout: EVENT_TIMEOUT });

  // The owner reads it in Conversation History: the chip on the chat and the comment in its detail.
  const ownerContext = await browser.newContext({ baseURL });
  const history = await ownerContext.newPage();
  await signedInOn(history, owner, '/conversation-history');
  await expect(chatBoxOf(history, guestId).getByLabel('Rated Bad')).toBeVisible({ timeout: EVENT_TIMEOUT });
  await chatBoxOf(history, guestId).click();
  await expect(chatDetail(history, guestId).getByText(comment)).toBeVisible();

  // The reports: exactly this chat today, rated Bad; the ratings CSV carries the comment.
  const headers = await bearer(request, owner);
  const range = `from=${todayUtc()}&to=${todayUtc()}&tz=UTC`;
  await expect
    .poll(async () => ((await (await request.get(`/api/reports/overview?${range}`, { headers })).json()) as { satisfaction: { rated: number } }).satisfaction.rated, {
      timeout: EVENT_TIMEOUT,
    })
    .toBe(1);
  const overview = await (await request.get(`/api/reports/overview?${range}`, { headers })).json();
  expect(overview).toMatchObject({ chats: 1, missed: 0, offlineMessages: 0, satisfaction: { rated: 1, good: 0, score: 0 }, timeToAccept: { count: 1 }, firstResponse: { count: 1 } });
  const csv = await request.get(`/api/reports/ratings.csv?${range}`, { headers });
  expect(csv.status()).toBe(200);
  const lines = (await csv.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`"Guest ${guestId}","Bad","${comment}",`);

  // An agent may not read the reports.
  expect((await request.get(`/api/reports/overview?${range}`, { headers: await bearer(request, agent) })).status()).toBe(403);

  await Promise.all([guest.context.close(), agentConsole.context.close(), ownerContext.close()]);
  await setOnline(request, agent, false);
});
