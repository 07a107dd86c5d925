// Guest and agent write to each other: typing shows on the other side, every message arrives once, and the
// agent's ticks say 'Sent' until the guest has the chat window open and 'Read' after.
import { expect, test } from '@playwright/test';
import { OWNER } from '../support/console';
import {
  acceptChat,
  agentWrites,
  chatPanel,
  chatWindow,
  DASHBOARD,
  guestEndsChat,
  guestWrites,
  launcher,
  openWidget,
  ownerAndGuest,
  panelMessages,
  setOnline,
  unique,
  WIDGET,
  widgetMessages,
} from '../support/live';

test('messages both ways with typing indicators, and Sent turning into Read when the guest opens the chat window', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const { owner, guest } = await ownerAndGuest(browser, baseURL, request, '/demo/index.html');
  const widget = chatWindow(guest.page);
  const guestInput = widget.getByRole('textbox', { name: WIDGET.input });

  const first = `Do you ship to Norway? ${unique('m')}`;
  await guestWrites(guest.page, first);
  const guestId = await acceptChat(owner.page, first);
  const panel = chatPanel(owner.page, guestId);
  await expect(panelMessages(panel, first)).toHaveCount(1);
  await expect(widget.getByText('Demo Owner').first()).toBeVisible();
  // The agent has the chat open: the guest's message is marked read in the widget.
  await expect(widgetMessages(guest.page, first)).toContainText(WIDGET.read);

  // The guest types without sending: the agent sees it.
  await guestInput.fill('And to Sweden');
  await expect(panel.getByText(DASHBOARD.guestTyping(guestId), { exact: true })).toBeVisible();
  const second = `And to Sweden? ${unique('m')}`;
  await guestInput.fill(second);
  await guestInput.press('Enter');
  await expect(panelMessages(panel, second)).toHaveCount(1);
  // A message from the guest ends the indicator.
  await expect(panel.getByText(DASHBOARD.guestTyping(guestId))).toHaveCount(0);

  // The agent types: the guest sees who.
  const agentInput = panel.getByRole('textbox', { name: DASHBOARD.messageInput });
  await agentInput.fill('Yes, to both');
  await expect(widget.getByText(WIDGET.agentTyping('Demo Owner'), { exact: true })).toBeVisible();
  const reply = `Yes, to both, in 3 days. ${unique('r')}`;
  await agentWrites(panel, reply);
  await expect(widgetMessages(guest.page, reply)).toHaveCount(1);
  await expect(widgetMessages(guest.page, reply)).toContainText('Demo Owner');
  await expect(widget.getByText(WIDGET.agentTyping('Demo Owner'))).toHaveCount(0);
  // The window is open, so the guest read it at once.
  await expect(panelMessages(panel, reply).getByTestId('tick')).toHaveText(DASHBOARD.read);

  // With the window closed the next reply is delivered but not read.
  await widget.getByRole('button', { name: WIDGET.close }).click();
  await expect(widget).toBeHidden();
  const later = `Anything else I can help with? ${unique('r')}`;
  await agentWrites(panel, later);
  await expect(panelMessages(panel, later).getByTestId('tick')).toHaveText(DASHBOARD.sent);
  // The launcher counts it as unseen.
  await expect(launcher(guest.page)).toContainText('1');
  await expect(panelMessages(panel, later).getByTestId('tick')).toHaveText(DASHBOARD.sent);

  await openWidget(guest.page);
  await expect(widgetMessages(guest.page, later)).toHaveCount(1);
  await expect(panelMessages(panel, later).getByTestId('tick')).toHaveText(DASHBOARD.read);
  await expect(panelMessages(panel, reply).getByTestId('tick')).toHaveText(DASHBOARD.read);

  // Each message once on both sides.
  for (const text of [first, second, reply, later]) {
    await expect(panelMessages(panel, text)).toHaveCount(1);
    await expect(widgetMessages(guest.page, text)).toHaveCount(1);
  }

  await guestEndsChat(guest.page);
  for (const party of [guest, owner]) await party.context.close();
  await setOnline(request, OWNER, false);
});
