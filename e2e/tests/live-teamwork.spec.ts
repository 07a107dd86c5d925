// Teamwork inside a chat (issue 26), three browsers at a time (a guest and two staff members) on the stack
// as `npm start` runs it: a note with an @mention reaching a colleague who opens the chat from it, viewing and
// typing both ways, a transfer to an agent while the guest keeps typing, a transfer to a department, the
// owner's Active Chats view and take-over, and a stale tab's send refused. The note never reaches the guest.
import { expect, test, type Page, type WebSocket } from '@playwright/test';
import { registerAgentByApi, type Staff } from '../support/agent-journeys';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { acceptChat, agentWrites, chatPanel, chatWindow, consoleOf, cuttableSocket, fillEmailBox, guestOn, guestWrites, openWidget, panelMessages, setOnline, unique, widgetMessages } from '../support/live';
import { waitForMail } from '../support/outbox';
import { bearer, createWidgetByApi, demoPageOf, uniqueDomain, updateWidgetByApi } from '../support/settings';
import { freshOwner, type Owner } from '../support/fresh-owner';

const TEXTS = {
  noteToggle: 'Note',
  noteInput: 'Note for your team',
  messageInput: 'Message',
  mentionList: 'Colleagues to mention',
  viewers: 'Staff in this chat',
  isViewing: (name: string) => `${name} is viewing`,
  isTypingMessage: (name: string) => `${name} is typing a message…`,
  isTypingNote: (name: string) => `${name} is typing a note…`,
  heldBy: (name: string) => `${name} holds this chat: only they can write to the guest`,
  waitingFor: (department: string) => `Waiting for ${department}`,
  takenOverBy: (name: string) => `Taken over by ${name}`,
  nowChattingWith: (name: string) => `You are now chatting with ${name}`,
  passedToTeam: (department: string) => `Your chat was passed to our ${department} team`,
  transferredToYou: (actor: string, guestId: number) => `${actor} transferred Guest ${guestId} to you`,
  transferredTo: (guestId: number, agent: string) => `Guest ${guestId} was transferred to ${agent}`,
} as const;

interface Team {
  owner: Owner;
  ana: Staff;
  ben: Staff;
  widget: { _id: string; pluginId: string };
  billing: string;
}

/** A fresh account: the owner, Ana and Ben (agents), a widget open to all, and a Billing department of Ben. */
async function team(request: Parameters<typeof freshOwner>[0], tag: string): Promise<Team> {
  const owner = await freshOwner(request, tag);
  const widget = await createWidgetByApi(request, owner, { widgetName: 'Team Shop', domain: uniqueDomain(tag) });
  await updateWidgetByApi(request, owner, widget._id, (stored) => ({ ...stored, emailTranscript: true }));
  const ana = await registerAgentByApi(request, owner, `Ana ${unique('a')}`);
  const ben = await registerAgentByApi(request, owner, `Ben ${unique('b')}`);
  const billing = `Billing ${unique('d')}`;
  const created = await request.post('/api/department/create', { headers: await bearer(request, owner), data: { title: billing, userIds: [ben.id] } });
  expect(created.status(), await created.text()).toBeLessThan(300);
  for (const who of [owner, ana, ben]) await setOnline(request, who, true);
  return { owner, ana, ben, widget, billing };
}

/** Every text the page's WebSockets delivered, for checking what a guest's browser ever received. */
function recordFrames(page: Page): string[] {
  const frames: string[] = [];
  page.on('websocket', (ws: WebSocket) => ws.on('framereceived', (frame) => frames.push(String(frame.payload))));
  return frames;
}

function mentionsButton(page: Page) {
  return page.getByRole('button', { name: /^Mentions/ });
}

test('a note with a mention, viewers both ways, and a transfer to an agent while the guest keeps typing', async ({ browser, baseURL, request }) => {
  test.setTimeout(180_000);
  const t = await team(request, 'tw1');
  const ana = await consoleOf(browser, baseURL, t.ana);
  const ben = await consoleOf(browser, baseURL, t.ben);
  // Tall enough that Ben's (virtualized) conversation renders every message of this chat at once.
  await ben.page.setViewportSize({ width: 1280, height: 2400 });
  const guest = await guestOn(browser, baseURL, demoPageOf(t.widget));
  const guestFrames = recordFrames(guest.page);
  await openWidget(guest.page);
  const first = `My refund never came ${unique('q')}`;
  await guestWrites(guest.page, first);
  const guestId = await acceptChat(ana.page, first);
  const anaPanel = chatPanel(ana.page, guestId);

  // Ana writes a note mentioning Ben, with markup that must stay text.
  const secret = `<b>internal</b> refund policy ${unique('n')}`;
  await anaPanel.getByRole('button', { name: TEXTS.noteToggle, exact: true }).click();
  const noteBox = anaPanel.getByRole('textbox', { name: TEXTS.noteInput });
  await noteBox.fill(`@${t.ben.fullName.slice(0, 3)}`);
  const picker = ana.page.getByRole('listbox', { name: TEXTS.mentionList });
  await expect(picker).toBeVisible();
  await expectNoSeriousA11yViolations(ana.page, 'the mention picker');
  await picker.getByRole('option', { name: new RegExp(t.ben.fullName) }).click();
  await noteBox.press('End');
  await noteBox.pressSequentially(` ${secret}`);
  await noteBox.press('Enter');
  const anaNote = anaPanel.getByText(secret, { exact: false });
  await expect(anaNote).toBeVisible();

  // Ben hears of it (toast, badge) and opens the chat from Mentions: read-only for him, the note as text.
  await expect(mentionsButton(ben.page)).toHaveAccessibleName('Mentions, 1 unread');
  await mentionsButton(ben.page).click();
  await ben.page.getByRole('menuitem', { name: new RegExp(t.ana.fullName) }).click();
  const benPanel = chatPanel(ben.page, guestId);
  await expect(benPanel).toBeVisible();
  await expect(benPanel.getByText(secret, { exact: false })).toBeVisible();
  await expect(benPanel.locator('b', { hasText: 'internal' })).toHaveCount(0);
  await expect(benPanel.getByText(TEXTS.heldBy(t.ana.fullName))).toBeVisible();
  await expect(benPanel.getByRole('textbox', { name: TEXTS.messageInput })).toHaveCount(0);
  await expect(mentionsButton(ben.page)).toHaveAccessibleName('Mentions');

  // Who is viewing, both ways, and who is typing.
  await expect(anaPanel.getByText(TEXTS.isViewing(t.ben.fullName))).toBeAttached();
  await expect(benPanel.getByText(TEXTS.isViewing(t.ana.fullName))).toBeAttached();
  await anaPanel.getByRole('button', { name: TEXTS.noteToggle, exact: true }).click();
  await anaPanel.getByRole('textbox', { name: TEXTS.messageInput }).fill('Let me check');
  await expect(benPanel.getByText(TEXTS.isTypingMessage(t.ana.fullName))).toBeAttached();
  await anaPanel.getByRole('textbox', { name: TEXTS.messageInput }).fill('');
  await benPanel.getByRole('textbox', { name: TEXTS.noteInput }).fill('Checking the refund');
  await expect(anaPanel.getByText(TEXTS.isTypingNote(t.ben.fullName))).toBeAttached();
  await benPanel.getByRole('textbox', { name: TEXTS.noteInput }).fill('');

  // Ana transfers the chat to Ben while the guest keeps typing.
  await anaPanel.getByRole('button', { name: 'Transfer' }).click();
  const dialog = ana.page.getByRole('dialog', { name: `Transfer Guest${guestId}` });
  await expect(dialog.getByRole('radio', { name: new RegExp(t.ben.fullName) })).toBeVisible();
  await expectNoSeriousA11yViolations(ana.page, 'the transfer dialog', { only: '[role="dialog"]' });
  await dialog.getByRole('radio', { name: new RegExp(t.ben.fullName) }).click();
  await dialog.getByRole('textbox', { name: /Note for the next agent/ }).fill('Knows the refund rules');
  const during = Array.from({ length: 6 }, (_, n) => `still waiting ${n + 1} ${unique('w')}`);
  const typing = (async () => {
    for (const text of during) await guestWrites(guest.page, text);
  })();
  // The move happens while the guest's messages go out one after another.
  await guest.page.waitForTimeout(300);
  await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
  await typing;

  await expect(ben.page.getByText(TEXTS.transferredToYou(t.ana.fullName, guestId))).toBeVisible();
  await expect(ana.page.getByText(TEXTS.transferredTo(guestId, t.ben.fullName))).toBeVisible();
  await expect(anaPanel).toHaveCount(0);
  await expect(benPanel.getByRole('textbox', { name: TEXTS.messageInput })).toBeEnabled();
  for (const text of [first, ...during]) await expect(panelMessages(benPanel, text)).toHaveCount(1);
  // In order: each guest message after the one before it.
  const shown = await benPanel.getByTestId('message').allTextContents();
  const positions = during.map((text) => shown.findIndex((line) => line.includes(text)));
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
  await expect(chatWindow(guest.page).getByText(TEXTS.nowChattingWith(t.ben.fullName))).toHaveCount(1);

  const answer = `Refund sent ${unique('r')}`;
  await agentWrites(benPanel, answer);
  await expect(widgetMessages(guest.page, answer)).toHaveCount(1);

  // The guest leaves an e-mail and ends the chat: the transcript has no note, and nothing of it ever
  // reached the guest's browser (DOM or socket frames).
  const address = `${unique('guest')}@example.com`;
  const window = chatWindow(guest.page);
  await fillEmailBox(window.getByRole('textbox', { name: 'Your email' }), address);
  await window.getByRole('button', { name: 'Save' }).click();
  const ended = new Date();
  await window.getByRole('button', { name: 'End chat' }).click();
  await expect(window.getByText('This chat has ended')).toBeVisible();
  const transcript = await waitForMail(address, { since: ended });
  expect(transcript.text).toContain(answer);
  expect(`${transcript.text}${transcript.html ?? ''}`).not.toContain('refund policy');
  expect(await guest.page.content()).not.toContain('refund policy');
  expect(guestFrames.join('\n')).not.toContain('refund policy');
  expect(guestFrames.join('\n')).not.toContain('Knows the refund rules');

  for (const party of [guest, ana, ben]) await party.context.close();
  for (const who of [t.owner, t.ana, t.ben]) await setOnline(request, who, false);
});

test('a transfer to a department, the owner takes over from Active Chats, and a stale tab is refused', async ({ browser, baseURL, request }) => {
  test.setTimeout(240_000);
  const t = await team(request, 'tw2');
  const ana = await consoleOf(browser, baseURL, t.ana);
  const benSocket = cuttableSocket();
  const ben = await consoleOf(browser, baseURL, t.ben, (context) => benSocket.install(context));
  const owner = await consoleOf(browser, baseURL, t.owner);
  const guest = await guestOn(browser, baseURL, demoPageOf(t.widget));
  await openWidget(guest.page);
  const first = `Question about an invoice ${unique('q')}`;
  await guestWrites(guest.page, first);
  const guestId = await acceptChat(ana.page, first);
  const anaPanel = chatPanel(ana.page, guestId);

  // To Billing: pending for Ben's department; Ana keeps it read-only while it waits.
  await anaPanel.getByRole('button', { name: 'Transfer' }).click();
  const dialog = ana.page.getByRole('dialog', { name: `Transfer Guest${guestId}` });
  await dialog.getByRole("radio", { name: new RegExp(`^${t.billing}`) }).click();
  await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(anaPanel.getByText(TEXTS.waitingFor(t.billing))).toBeVisible();
  await expect(chatWindow(guest.page).getByText(TEXTS.passedToTeam(t.billing))).toHaveCount(1);
  const benGuestId = await acceptChat(ben.page, first);
  expect(benGuestId).toBe(guestId);
  const benPanel = chatPanel(ben.page, guestId);
  await expect(anaPanel).toHaveCount(0);
  await agentWrites(benPanel, `Billing here ${unique('b')}`);

  // The owner's Active Chats: the chat with Ben; open it, take it over.
  await owner.page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Active Chats' }).click();
  await expect(owner.page.getByText(`Guest${guestId}`).or(owner.page.getByText(`Guest ${guestId}`)).first()).toBeVisible();
  await expectNoSeriousA11yViolations(owner.page, 'the Active Chats view');
  await owner.page.getByRole('link', { name: new RegExp(`Open.*Guest ?${guestId}`) }).first().click();
  const ownerPanel = chatPanel(owner.page, guestId);
  await expect(ownerPanel.getByText(TEXTS.heldBy(t.ben.fullName))).toBeVisible();

  // Ben's tab goes stale: it misses the take-over and sends when it is back.
  await benSocket.cut();
  await ownerPanel.getByRole('button', { name: 'Take over' }).click();
  await owner.page.getByRole('dialog', { name: 'Take over the chat' }).getByRole('button', { name: 'Take over' }).click();
  await expect(ownerPanel.getByRole('textbox', { name: TEXTS.messageInput })).toBeEnabled();
  const stale = `sent from a stale tab ${unique('s')}`;
  const benInput = benPanel.getByRole('textbox', { name: TEXTS.messageInput });
  await benInput.fill(stale);
  // Back online, the tab still shows Ben as the holder and sends before its socket is back: the send waits,
  // goes out on the reconnect, and the server refuses it (403) naming the new holder.
  await benSocket.restore();
  await benInput.press('Enter');
  await expect(ben.page.getByText(TEXTS.heldBy(t.owner.fullName)).first()).toBeVisible({ timeout: 60_000 });
  await expect(benPanel.getByText(TEXTS.takenOverBy(t.owner.fullName))).toBeVisible();
  await expect(benPanel.getByRole('textbox', { name: TEXTS.messageInput })).toHaveCount(0);
  await expect(widgetMessages(guest.page, stale)).toHaveCount(0);

  const fromOwner = `The owner here ${unique('o')}`;
  await agentWrites(ownerPanel, fromOwner);
  await expect(widgetMessages(guest.page, fromOwner)).toHaveCount(1);

  await guest.page.getByRole('dialog', { name: 'Chat' }).getByRole('button', { name: 'End chat' }).click();
  for (const party of [guest, ana, ben, owner]) await party.context.close();
  for (const who of [t.owner, t.ana, t.ben]) await setOnline(request, who, false);
});
