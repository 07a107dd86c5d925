// Conversation History (spec 001 §2): a guest answers an auto message, the agent chats, the guest sends a
// photo and pays a request, the agent ends the chat. The owner's open history screen gains the chat live;
// the filters (today, domain, status 5, agent) find it; the detail shows both sides, the AutoMessage, the
// image with its viewer and the receipt with Show; Guest Info tells the session.
import { expect, type APIRequestContext } from '@playwright/test';
import { TINY_PNG } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { AGENT, OWNER } from '../support/console';
import { chatBoxes, chatBoxOf, chatDetail, chooseFilter, HISTORY, search, signedInOn } from '../support/history';
import { acceptChat, agentWrites, chatActions, chatPanel, chatWindow, consoleOf, guestAttaches, guestOn, setOnline, unique } from '../support/live';
import { openRequestPayment, payFromCard } from '../support/payments';
import { bearer, createAutoMessageByApi } from '../support/settings';
import { CARDS, PAY_PAGE, testWithStandIns } from '../support/stand-ins';

// The receipt needs the payment stand-in; the stack is this spec's own.
const test = testWithStandIns();

async function demoWidget(request: APIRequestContext): Promise<{ _id: string; domain: string }> {
  const answer = await request.post('/api/widget/get-widgets', { headers: await bearer(request, OWNER) });
  expect(answer.status()).toBe(200);
  const [widget] = (await answer.json()) as Array<{ _id: string; domain: string }>;
  return widget;
}

test("an ended chat reaches the owner's history live, the filters find it and the detail shows every kind of message", async ({
  browser,
  baseURL,
  request,
  standIns,
}) => {
  test.setTimeout(240_000);
  await setOnline(request, OWNER, false);
  await setOnline(request, AGENT, true);
  const widget = await demoWidget(request);
  const autoText = `Need a hand with your booking? ${unique('auto')}`;
  await createAutoMessageByApi(request, OWNER, { title: 'History welcome', message: autoText, pagePath: '/demo/contact.html', timer: 1, widgetId: widget._id });

  // The owner watches Conversation History.
  const ownerContext = await browser.newContext({ baseURL });
  const history = await ownerContext.newPage();
  await signedInOn(history, OWNER, '/conversation-history');
  await expect(history.getByRole('heading', { name: 'Conversation History', level: 1 })).toBeVisible();
  await expect(history.getByText(HISTORY.selectChat)).toBeVisible();
  const agent = await consoleOf(browser, baseURL, AGENT);

  // The guest answers the auto message; the agent accepts and writes.
  const guest = await guestOn(browser, baseURL, '/demo/contact.html');
  await guest.page.getByRole('button', { name: autoText }).click({ timeout: 15_000 });
  const reply = `Yes please, two seats ${unique('r')}`;
  const input = chatWindow(guest.page).getByRole('textbox', { name: 'Type a message…' });
  await input.fill(reply);
  await input.press('Enter');
  const guestId = await acceptChat(agent.page, reply);
  const panel = chatPanel(agent.page, guestId);
  const answer = `Booked for you ${unique('a')}`;
  await agentWrites(panel, answer);
  const photo = await guestAttaches(guest.page, { name: 'ticket.png', mimeType: 'image/png', buffer: TINY_PNG }, /^[0-9a-f-]{36}\.png$/);

  // A paid request puts the receipt in the chat.
  const form = await openRequestPayment(agent.page, panel);
  await form.amount.fill('7');
  await form.description.fill('Booking deposit for two');
  await form.send.click();
  await expect(form.dialog).toBeHidden();
  const payPage = await payFromCard(guest.page, '$7.00', standIns.url);
  await payPage.getByLabel(PAY_PAGE.cardNumber).fill(CARDS.paying);
  await payPage.getByRole('button', { name: PAY_PAGE.pay, exact: true }).click();
  await expect(payPage.getByRole('status')).toContainText('Payment received');
  await payPage.close();
  await expect(panel.getByTestId('receipt')).toHaveCount(1);

  // The agent ends the chat: the owner's list gains it without a reload.
  await chatActions(panel).getByRole('button', { name: 'End Chat' }).click();
  await agent.page.getByRole('dialog', { name: 'End Chat Confirmation' }).getByRole('button', { name: 'End Chat' }).click();
  await expect(chatBoxOf(history, guestId)).toHaveCount(1, { timeout: 15_000 });

  // Today, the demo domain, status 5 and the agent find it.
  await chooseFilter(history, 'Date', 'Today');
  await chooseFilter(history, 'Domain', widget.domain);
  await chooseFilter(history, 'Chat status', /^5 – /);
  await chooseFilter(history, 'Agent', 'Demo Agent');
  await search(history);
  await expect(chatBoxes(history)).toHaveCount(1);
  await expect(chatBoxOf(history, guestId)).toHaveCount(1);
  // Another status finds nothing.
  await chooseFilter(history, 'Chat status', /^1 – /);
  await search(history);
  await expect(history.getByText('No Record Found')).toBeVisible();
  await history.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(chatBoxOf(history, guestId)).toHaveCount(1);

  // The detail: both sides, the AutoMessage, the image with its viewer, the receipt with Show.
  await chatBoxOf(history, guestId).click();
  const detail = chatDetail(history, guestId);
  const messages = detail.getByTestId('message');
  await expect(messages.first()).toHaveAttribute('data-kind', 'auto');
  await expect(messages.first()).toContainText('AutoMessage');
  await expect(messages.first()).toContainText(autoText);
  await expect(messages.filter({ hasText: reply })).toHaveAttribute('data-kind', 'guest');
  const agentBubble = messages.filter({ hasText: answer });
  await expect(agentBubble).toHaveAttribute('data-kind', 'agent');
  await expect(agentBubble).toContainText('Demo Agent');
  await expect(agentBubble.locator('[title]').first()).toHaveAttribute('title', /\d{4}/);
  const image = detail.getByRole('group', { name: `Attachment ${photo}`, exact: true });
  await image.getByRole('button', { name: `View ${photo} full screen` }).click();
  const viewer = history.getByRole('dialog', { name: photo, exact: true });
  await expect(viewer.getByRole('img', { name: `Image ${photo}`, exact: true })).toBeVisible();
  await viewer.getByRole('button', { name: 'Close the viewer' }).click();
  await expect(viewer).toBeHidden();
  const receipt = detail.getByTestId('receipt');
  await expect(receipt).toContainText('Payment receipt');
  await expect(receipt.getByRole('link', { name: 'Show', exact: true })).toHaveAttribute('href', new RegExp(`^${standIns.url}/receipts/`));

  // Guest Info: the session and the conversion.
  await detail.getByRole('button', { name: 'Guest Info' }).click();
  const info = history.getByRole('dialog', { name: `Guest Info · Guest${guestId}` });
  for (const label of ['Name', 'Email', 'Phone', 'URL', 'Location', 'Chat Session', 'Conversion']) await expect(info).toContainText(label);
  await expect(info).toContainText('Not Uploaded');
  await expect(info).toContainText('/demo/contact.html');
  await history.keyboard.press('Escape');
  await expect(info).toBeHidden();
  await expectNoSeriousA11yViolations(history, 'Conversation History with a chat open');

  await Promise.all([guest.context.close(), agent.context.close(), ownerContext.close()]);
});
