// The demo widget is bound to 'Sales': the owner and the Sales agent see its guest and its chat; the online
// Support agent sees neither, and the server refuses that agent's accept.
import { expect, test } from '@playwright/test';
import { AGENT, OWNER } from '../support/console';
import {
  authHeaders,
  consoleOf,
  guestEndsChat,
  guestIdIn,
  guestOn,
  guestRows,
  guestWrites,
  incomingChats,
  openWidget,
  setOnline,
  SUPPORT,
  unique,
  visitorIdOf,
} from '../support/live';

interface ListedChat {
  chatId: string;
  visitorId: string;
}

test('an agent of another department neither sees the guest nor the chat, and cannot accept it', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  await setOnline(request, OWNER, true);
  await setOnline(request, AGENT, true);
  await setOnline(request, SUPPORT, true);
  const owner = await consoleOf(browser, baseURL, OWNER);
  const sales = await consoleOf(browser, baseURL, AGENT);
  const support = await consoleOf(browser, baseURL, SUPPORT);
  await expect(support.page.getByRole('switch', { name: /^Availability: (Online|Offline)$/ })).toBeChecked();

  const referrer = `https://${unique('ref')}.example.com/`;
  const shown = referrer.replace(/\/$/, '');
  const guest = await guestOn(browser, baseURL, '/demo/pricing.html', referrer);
  await expect(guestRows(owner.page).filter({ hasText: shown })).toHaveCount(1);
  await expect(guestRows(sales.page).filter({ hasText: shown })).toHaveCount(1);
  // The Sales agent may chat with this guest (not greyed out).
  await expect(guestRows(sales.page).filter({ hasText: shown })).not.toHaveAttribute('aria-disabled', 'true');

  await openWidget(guest.page);
  const text = `Do you have a discount for schools? ${unique('q')}`;
  await guestWrites(guest.page, text);
  const ownerIncoming = incomingChats(owner.page).filter({ hasText: text });
  const salesIncoming = incomingChats(sales.page).filter({ hasText: text });
  await expect(ownerIncoming).toHaveCount(1);
  await expect(salesIncoming).toHaveCount(1);
  const guestId = await guestIdIn(ownerIncoming);

  // By now the Support agent would have been told too.
  await expect(guestRows(support.page).filter({ hasText: shown })).toHaveCount(0);
  await expect(incomingChats(support.page).filter({ hasText: text })).toHaveCount(0);
  await expect(support.page.getByText(text)).toHaveCount(0);
  // A reload asks the server afresh: still nothing of this guest.
  const reloaded = support.page.waitForResponse((response) => new URL(response.url()).pathname === '/api/visitor/current-visitors');
  await support.page.reload();
  await reloaded;
  await expect(guestRows(support.page).filter({ hasText: shown })).toHaveCount(0);
  await expect(incomingChats(support.page)).toHaveCount(0);

  // The same through the API with the Support agent's token, including a direct accept with the chat's ids.
  const visitorId = await visitorIdOf(guest.page);
  const ownerHeaders = await authHeaders(request, OWNER);
  const waiting = (await (await request.get('/api/chat/unaccepted-chats', { headers: ownerHeaders })).json()) as ListedChat[];
  const chat = waiting.find((item) => item.visitorId === visitorId);
  expect(chat, 'the owner lists the waiting chat').toBeDefined();
  const supportHeaders = await authHeaders(request, SUPPORT);
  const supportWaiting = (await (await request.get('/api/chat/unaccepted-chats', { headers: supportHeaders })).json()) as ListedChat[];
  expect(supportWaiting.map((item) => item.chatId)).not.toContain(chat?.chatId);
  const supportGuests = (await (
    await request.get('/api/visitor/current-visitors', { headers: supportHeaders, params: { take: 200 } })
  ).json()) as { data: Array<{ visitorId: string }> };
  expect(supportGuests.data.map((row) => row.visitorId)).not.toContain(visitorId);
  const refused = await request.post('/api/visitor/accept-chat', {
    headers: supportHeaders,
    data: { visitorId, chatId: chat?.chatId, guestId, agentName: 'Demo Support' },
  });
  // Answered as an unknown guest: the answer does not tell which guest ids exist in the account.
  expect(refused.status(), await refused.text()).toBe(404);

  // Still waiting: the Sales agent takes it.
  await salesIncoming.getByRole('button', { name: `Accept · Guest${guestId}` }).click();
  await expect(sales.page.getByTestId('chat-row').filter({ hasText: `Guest${guestId}` })).toBeVisible();
  await expect(ownerIncoming).toHaveCount(0);
  await expect(incomingChats(support.page)).toHaveCount(0);

  await guestEndsChat(guest.page);
  for (const party of [guest, support, sales, owner]) await party.context.close();
  for (const who of [OWNER, AGENT, SUPPORT]) await setOnline(request, who, false);
});
