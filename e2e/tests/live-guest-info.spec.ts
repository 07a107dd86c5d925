// Guest Info beside the open chat: the contact fields are validated and saved, and Block / Unblock reach the
// guest's widget at once.
import { expect, test } from '@playwright/test';
import { OWNER } from '../support/console';
import {
  acceptChat,
  authHeaders,
  chatWindow,
  guestEndsChat,
  guestWrites,
  openGuestInfo,
  ownerAndGuest,
  setOnline,
  unique,
  visitorIdOf,
  WIDGET,
} from '../support/live';

// Blocking goes by IP address too, and every guest of this suite has the same one: a guest this spec
// may have left blocked is unblocked after it, whatever happened (a timed-out test ends its own finally too early).
let mayBeBlocked: { visitorId: string; headers: Record<string, string> } | null = null;
test.afterEach(async ({ request }) => {
  if (!mayBeBlocked) return;
  const { visitorId, headers } = mayBeBlocked;
  mayBeBlocked = null;
  // The call toggles and answers the new state: toggle until it says unblocked.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const answer = await request.post('/api/guest/block-unblock', { headers, data: { visitorId } });
    if (((await answer.json()) as { isBlocked?: boolean }).isBlocked === false) break;
  }
});

test('Guest Info: a bad email is refused, the contact is saved, and blocking stops the guest until unblocked', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const { owner, guest } = await ownerAndGuest(browser, baseURL, request, '/demo/contact.html');
  const question = `Can someone call me? ${unique('q')}`;
  await guestWrites(guest.page, question);
  const guestId = await acceptChat(owner.page, question);
  const visitorId = await visitorIdOf(guest.page);
  const headers = await authHeaders(request, OWNER);

  const info = await openGuestInfo(owner.page, guestId);
  const email = info.getByRole('textbox', { name: 'Email' });
  const phone = info.getByRole('textbox', { name: 'Phone' });
  const save = info.getByRole('button', { name: 'Save' });
  // Save shows only after an edit.
  await expect(save).toHaveCount(0);

  await email.fill('not-an-email');
  await save.click();
  await expect(info.getByText('Please provide valid email', { exact: true })).toBeVisible();
  await expect(owner.page.getByText('The contact details are successfully updated')).toHaveCount(0);

  const address = `${unique('guest')}@example.com`;
  await email.fill(address);
  await phone.fill('+15550123');
  await expect(info.getByText('Please provide valid email')).toHaveCount(0);
  await save.click();
  await expect(owner.page.getByText('The contact details are successfully updated', { exact: true })).toBeVisible();
  await expect(save).toHaveCount(0);
  await expect(email).toHaveValue(address);
  await expect(phone).toHaveValue('+15550123');
  // Stored: the guest list has the new contact.
  const listed = await request.get('/api/visitor/current-visitors', { headers, params: { take: 200 } });
  expect(listed.status()).toBe(200);
  const visitor = ((await listed.json()) as { data: Array<{ visitorId: string; email: string; phoneNumber: string }> }).data.find(
    (row) => row.visitorId === visitorId,
  );
  expect(visitor).toMatchObject({ email: address, phoneNumber: '+15550123' });

  const widget = chatWindow(guest.page);
  const input = widget.getByRole('textbox', { name: WIDGET.input });
  mayBeBlocked = { visitorId, headers };
  await info.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(owner.page.getByText('Guest is successfully blocked', { exact: true })).toBeVisible();
  await expect(widget.getByRole('status')).toHaveText(WIDGET.blocked);
  await expect(input).toBeDisabled();
  await expect(widget.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();

  // Block / Unblock sits at the top of the panel, clear of the toast: unblocking needs no wait.
  await info.getByRole('button', { name: 'Unblock', exact: true }).click();
  await expect(owner.page.getByText('Guest is successfully unblocked', { exact: true })).toBeVisible();
  mayBeBlocked = null;
  await expect(widget.getByText(WIDGET.blocked)).toBeHidden();
  await expect(input).toBeEnabled();
  await expect(info.getByRole('button', { name: 'Block', exact: true })).toBeVisible();
  // Chatting again.
  await guestWrites(guest.page, `Thanks! ${unique('t')}`);
  await guestEndsChat(guest.page);
  for (const party of [guest, owner]) await party.context.close();
  await setOnline(request, OWNER, false);
});
