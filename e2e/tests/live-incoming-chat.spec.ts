// A guest's first message reaches every eligible online agent; the first accept wins and the others are told.
import { expect, test } from '@playwright/test';
import { AGENT, OWNER } from '../support/console';
import { chatWindow, consoleOf, DASHBOARD, guestEndsChat, guestOn, guestWrites, incomingChats, guestIdIn, openWidget, setOnline, unique, WIDGET } from '../support/live';

test('both online agents get the incoming chat; the owner accepts and the agent sees it vanish with the info toast', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  await setOnline(request, OWNER, true);
  await setOnline(request, AGENT, true);
  const owner = await consoleOf(browser, baseURL, OWNER);
  const agent = await consoleOf(browser, baseURL, AGENT);

  const guest = await guestOn(browser, baseURL, '/demo/pricing.html');
  await openWidget(guest.page);
  await expect(chatWindow(guest.page).getByText(WIDGET.onlineText)).toBeVisible();
  const text = `Hello, is the Team plan monthly? ${unique('q')}`;
  await guestWrites(guest.page, text);

  const ownerIncoming = incomingChats(owner.page).filter({ hasText: text });
  const agentIncoming = incomingChats(agent.page).filter({ hasText: text });
  await expect(ownerIncoming).toHaveCount(1);
  await expect(agentIncoming).toHaveCount(1);
  const guestId = await guestIdIn(ownerIncoming);
  await expect(agentIncoming).toContainText(`Guest${guestId}`);

  await ownerIncoming.getByRole('button', { name: `Accept · Guest${guestId}` }).click();
  await expect(ownerIncoming).toHaveCount(0);
  await expect(owner.page.getByTestId('chat-row').filter({ hasText: `Guest${guestId}` })).toBeVisible();

  await expect(agentIncoming).toHaveCount(0);
  await expect(agent.page.getByText(DASHBOARD.alreadyAccepted(guestId, 'Demo Owner'), { exact: true })).toBeVisible();
  // The owner took it: no such notice for the owner.
  await expect(owner.page.getByText(DASHBOARD.alreadyAccepted(guestId, 'Demo Owner'))).toHaveCount(0);

  // The guest is told who joined.
  await expect(chatWindow(guest.page).getByText('Demo Owner')).toBeVisible();

  await guestEndsChat(guest.page);
  for (const party of [guest, agent, owner]) await party.context.close();
  await setOnline(request, OWNER, false);
  await setOnline(request, AGENT, false);
});

test('an offline agent gets no incoming chat', async ({ browser, baseURL, request }) => {
  test.setTimeout(90_000);
  await setOnline(request, OWNER, true);
  await setOnline(request, AGENT, false);
  const owner = await consoleOf(browser, baseURL, OWNER);
  const agent = await consoleOf(browser, baseURL, AGENT);
  await expect(agent.page.getByRole('switch', { name: /^Availability: (Online|Offline)$/ })).not.toBeChecked();

  const guest = await guestOn(browser, baseURL, '/demo/index.html');
  await openWidget(guest.page);
  const text = `Anyone there? ${unique('q')}`;
  await guestWrites(guest.page, text);

  // The online owner is told: by then the offline agent would have been too.
  await expect(incomingChats(owner.page).filter({ hasText: text })).toHaveCount(1);
  await agent.page.waitForTimeout(1500);
  await expect(incomingChats(agent.page).filter({ hasText: text })).toHaveCount(0);
  await expect(agent.page.getByText(text)).toHaveCount(0);

  await guestEndsChat(guest.page);
  for (const party of [guest, agent, owner]) await party.context.close();
  await setOnline(request, OWNER, false);
});
