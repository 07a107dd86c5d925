// An agent starts a chat with a guest who is only browsing: the guest's widget gets the agent's greeting and
// the guest's chat button goes from 'Initiate Chat' to 'Chat Initiated' to 'Chatting with you'.
import { expect, test } from '@playwright/test';
import { AGENT, OWNER } from '../support/console';
import {
  chatWindow,
  consoleOf,
  guestEndsChat,
  guestOn,
  guestRows,
  guestWrites,
  launcher,
  openWidget,
  setOnline,
  unique,
  widgetMessages,
} from '../support/live';

const GREETING = 'Hello! How can I help you today?';

test('Initiate Chat from Active Guests: the browsing guest gets the greeting and the button states follow', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  await setOnline(request, OWNER, true);
  await setOnline(request, AGENT, false);
  const owner = await consoleOf(browser, baseURL, OWNER);

  // A referrer naming this run only, so the row is this guest's.
  const referrer = `https://${unique('ref')}.example.com/`;
  const guest = await guestOn(browser, baseURL, '/demo/pricing.html', referrer);
  const row = guestRows(owner.page).filter({ hasText: referrer.replace(/\/$/, '') });
  await expect(row).toHaveCount(1);
  const guestId = Number(/Guest (\d+)/.exec((await row.textContent()) ?? '')?.[1]);
  expect(guestId).toBeGreaterThan(0);
  const initiate = row.getByRole('button', { name: `Initiate Chat · Guest ${guestId}` });
  await expect(initiate).toBeEnabled();

  // 'Chat Initiated' lasts until the console has re-read its chat lists: hold that answer to see it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await owner.page.route('**/api/chat/conversations', async (route) => {
    await held;
    await route.continue();
  });
  await initiate.click();
  await expect(row.getByTestId('chat-state')).toHaveText('Chat Initiated');
  await expect(initiate).toHaveCount(0);
  release();
  await expect(row.getByTestId('chat-state')).toHaveText('Chatting with you');
  await owner.page.unroute('**/api/chat/conversations');
  // The chat is this agent's now.
  await expect(owner.page.getByTestId('chat-row').filter({ hasText: `Guest${guestId}` })).toBeVisible();

  // The guest had the window closed: the launcher counts the greeting, the window shows it from the agent.
  await expect(launcher(guest.page)).toContainText('1');
  await openWidget(guest.page);
  await expect(widgetMessages(guest.page, GREETING)).toHaveCount(1);
  await expect(widgetMessages(guest.page, GREETING)).toContainText('Demo Owner');
  const answer = `Just looking, thanks. ${unique('a')}`;
  await guestWrites(guest.page, answer);
  // The guest's answer lands in the agent's chat (its preview in Recent Chats).
  await expect(owner.page.getByTestId('chat-row').filter({ hasText: `Guest${guestId}` })).toContainText(answer);
  await expect(chatWindow(guest.page).getByText('Waiting for an agent to join…')).toBeHidden();

  await guestEndsChat(guest.page);
  await expect(row.getByRole('button', { name: `Initiate Chat · Guest ${guestId}` })).toBeVisible();
  for (const party of [guest, owner]) await party.context.close();
  await setOnline(request, OWNER, false);
});
