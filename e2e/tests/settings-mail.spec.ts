// Mail from a widget's settings (spec 001 §2, issue 10): an offline message reaches every notification
// e-mail with a link to it in the console, and with the transcript option on, a guest who gave an e-mail
// receives the chat's transcript when the chat ends.
import { expect, test } from '@playwright/test';
import { chatWindow, fillEmailBox, setOnline, unique } from '../support/live';
import { linkIn, waitForMail } from '../support/outbox';
import { createWidgetByApi, demoPageOf, uniqueDomain, updateWidgetByApi } from '../support/settings';
import { freshOwner } from '../support/fresh-owner';

test('an offline message reaches the notification e-mails, and a transcript reaches the guest when enabled', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const owner = await freshOwner(request, 'mail');
  const team = `${unique('team')}@example.com`;
  const widget = await createWidgetByApi(request, owner, { widgetName: 'Mail Shop', domain: uniqueDomain('mail'), notificationEmailIds: [owner.email, team] });
  await updateWidgetByApi(request, owner, widget._id, (stored) => ({ ...stored, emailTranscript: true }));

  // Nobody online: the widget takes an offline message, mailed to both addresses.
  await setOnline(request, owner, false);
  const offlineContext = await browser.newContext({ baseURL });
  const offlinePage = await offlineContext.newPage();
  await offlinePage.goto(demoPageOf(widget, 'contact.html'));
  await offlinePage.getByRole('button', { name: 'Human Chat' }).click();
  const offline = chatWindow(offlinePage);
  const note = `Please call me about the <b>order</b> ${unique('n')}`;
  const since = new Date();
  await offline.getByRole('textbox', { name: 'Name' }).fill('Ada');
  await offline.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await offline.getByRole('textbox', { name: 'Message' }).fill(note);
  await offline.getByRole('button', { name: 'Send message' }).click();
  await expect(offline.getByText('Thank you! Your message has been sent. We will get back to you by email.')).toBeVisible();
  for (const to of [owner.email, team]) {
    const mail = await waitForMail(to, { since });
    expect(mail.text).toContain(note);
    expect(mail.html ?? '').not.toContain('<b>order</b>');
    expect(linkIn(mail, '/chat/offline-message/')).toMatch(/^\/chat\/offline-message\/[^/]+$/);
  }
  await offlineContext.close();

  // Online: the guest chats, gives an e-mail and ends the chat; the transcript is mailed to that address.
  await setOnline(request, owner, true);
  const guestContext = await browser.newContext({ baseURL });
  const guest = await guestContext.newPage();
  await guest.goto(demoPageOf(widget));
  await guest.getByRole('button', { name: 'Human Chat' }).click();
  const window = chatWindow(guest);
  const question = `Do you ship abroad? ${unique('q')}`;
  await window.getByRole('textbox', { name: 'Type a message…' }).fill(question);
  await window.getByRole('textbox', { name: 'Type a message…' }).press('Enter');
  const address = `${unique('guest')}@example.com`;
  await fillEmailBox(window.getByRole('textbox', { name: 'Your email' }), address);
  await window.getByRole('button', { name: 'Save' }).click();
  await expect(window.getByText('Thank you! We will reply to this email if the chat gets interrupted.')).toBeVisible();
  const ended = new Date();
  await window.getByRole('button', { name: 'End chat' }).click();
  await expect(window.getByText('This chat has ended')).toBeVisible();
  const transcript = await waitForMail(address, { since: ended });
  expect(transcript.text).toContain(question);
  await setOnline(request, owner, false);
  await guestContext.close();
});
