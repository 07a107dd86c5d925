// A canned message carrying [contact-form] (spec 001 §2): sent from the Chat panel with '#shortcut', the
// guest's widget shows a small form where the placeholder stands, and the agent's Guest Info shows the
// answers at once.
import { expect, test } from '@playwright/test';
import { chatPanel, chatWindow, consoleOf, guestIdIn, incomingChats, openGuestInfo, panelMessages, setOnline, unique } from '../support/live';
import { bearer, createWidgetByApi, demoPageOf, uniqueDomain } from '../support/settings';
import { freshOwner } from '../support/fresh-owner';

test('the guest fills the contact form of a canned message and Guest Info shows the new e-mail', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const owner = await freshOwner(request, 'contact');
  const widget = await createWidgetByApi(request, owner, { widgetName: 'Contact Shop', domain: uniqueDomain('contact') });
  const shortcut = unique('details');
  const canned = await request.post('/api/canned/create', {
    headers: await bearer(request, owner),
    data: { shortCode: shortcut, message: 'So we can call you back: [contact-form] Thank you!' },
  });
  expect(canned.status(), await canned.text()).toBeLessThan(300);
  await setOnline(request, owner, true);
  const console = await consoleOf(browser, baseURL, owner);

  const guestContext = await browser.newContext({ baseURL });
  const guest = await guestContext.newPage();
  await guest.goto(demoPageOf(widget));
  await guest.getByRole('button', { name: 'Human Chat' }).click();
  const window = chatWindow(guest);
  const question = `Can you call me? ${unique('q')}`;
  await window.getByRole('textbox', { name: 'Type a message…' }).fill(question);
  await window.getByRole('textbox', { name: 'Type a message…' }).press('Enter');

  const incoming = incomingChats(console.page).filter({ hasText: question });
  await expect(incoming).toHaveCount(1, { timeout: 15_000 });
  const guestId = await guestIdIn(incoming);
  await incoming.getByRole('button', { name: `Accept · Guest${guestId}` }).click();
  const panel = chatPanel(console.page, guestId);
  const input = panel.getByRole('textbox', { name: 'Message' });
  await input.fill(`#${shortcut}`);
  await input.press('Enter');
  await input.press('Enter');
  await expect(panel.getByTestId('contact-form-placeholder')).toBeVisible();

  const form = window.getByRole('form', { name: 'Your contact details' });
  await expect(form).toBeVisible();
  await expect(window.getByText('So we can call you back:')).toBeVisible();
  // The contact rules of the console apply in the widget too.
  await form.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Please provide a valid email')).toBeVisible();
  const email = `${unique('caller')}@example.com`;
  await form.getByRole('textbox', { name: 'First name' }).fill('Grace');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Hopper');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Phone' }).fill('+15550142');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(window.getByText('Thank you! Your contact details have been sent.')).toBeVisible();

  const info = await openGuestInfo(console.page, guestId);
  await expect(info.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await expect(info.getByRole('textbox', { name: 'First Name' }).or(info.getByRole('textbox', { name: 'First name' })).first()).toHaveValue('Grace');
  await expect(panelMessages(panel, question)).toHaveCount(1);

  await setOnline(request, owner, false);
  await guestContext.close();
  await console.context.close();
});
