// Unattended Chats (spec 001 §2, §4): a chat nobody accepts turns unattended and reaches the owner's open
// Unattended Chats screen live; agents have no entry for it and the server refuses them the call. Short chat
// timers, so it runs against a server instance of its own.
import { expect } from '@playwright/test';
import { AGENT, OWNER, sidebar, signIn } from '../support/console';
import { chatBoxOf, chatDetail, signedInOn } from '../support/history';
import { chatWindow, guestOn, guestWrites, openWidget, setOnline, unique } from '../support/live';
import { bearer } from '../support/settings';
import { test, UNATTENDED_AFTER_S } from '../support/short-timer-stack';

test('a chat left unaccepted turns unattended and appears live for the owner; agents have no entry and get 403', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  await setOnline(request, OWNER, false);
  await setOnline(request, AGENT, true);

  const ownerContext = await browser.newContext({ baseURL });
  const owner = await ownerContext.newPage();
  await signedInOn(owner, OWNER, '/unattended-chats');
  await expect(owner.getByRole('heading', { name: 'Unattended Chats', level: 1 })).toBeVisible();
  await expect(owner.getByText('Your conversations will be displayed here')).toBeVisible();
  // Only the date and domain filters are shown here.
  await expect(owner.getByRole('combobox', { name: 'Date' })).toBeVisible();
  await expect(owner.getByRole('combobox', { name: 'Domain' })).toBeVisible();
  await expect(owner.getByRole('combobox', { name: 'Chat status' })).toHaveCount(0);
  await expect(owner.getByRole('combobox', { name: 'Agent' })).toHaveCount(0);

  const guest = await guestOn(browser, baseURL, '/demo/index.html');
  await openWidget(guest.page);
  const question = `Is anybody there? ${unique('u')}`;
  await guestWrites(guest.page, question);
  await expect(chatWindow(guest.page).getByText(question, { exact: true })).toBeVisible();

  // Nobody accepts: after the unattended time the chat ends with status 4 and the owner's list gains it.
  const box = owner.getByTestId('chat-box').first();
  await expect(box).toBeVisible({ timeout: (UNATTENDED_AFTER_S + 15) * 1000 });
  const guestId = Number(/Guest(\d+)/.exec((await box.textContent()) ?? '')?.[1]);
  await chatBoxOf(owner, guestId).click();
  await expect(chatDetail(owner, guestId).getByTestId('message').filter({ hasText: question })).toBeVisible();
  await expect(chatDetail(owner, guestId)).toContainText('Unattended chat');

  // The agent: no menu entry, the call refused, and the chat is not in their history.
  const agentContext = await browser.newContext({ baseURL });
  const agent = await agentContext.newPage();
  await signIn(agent, AGENT);
  await expect(sidebar(agent).getByRole('link', { name: 'Unattended Chats' })).toHaveCount(0);
  const refused = await request.get('/api/chat/unattended-chats?take=15&page=1&order=DESC', { headers: await bearer(request, AGENT) });
  expect(refused.status()).toBe(403);
  const single = await request.get(`/api/chat/single-unattended-chat-history/${encodeURIComponent('any')}`, { headers: await bearer(request, AGENT) });
  expect(single.status()).toBe(403);
  await agent.goto('/conversation-history');
  await expect(agent.getByText('Your conversations will be displayed here')).toBeVisible();

  await Promise.all([guest.context.close(), ownerContext.close(), agentContext.close()]);
});
