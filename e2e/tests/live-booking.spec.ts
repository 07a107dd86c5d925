// Booking conversions against the local Google Analytics stand-in: the visitor-inactivity question after a
// chat the guest let lapse, and Book Now in a chat in progress. The state the console shows comes from the
// upload job's answer; the stand-in shows what reached Google.
import { expect, type Locator, type Page } from '@playwright/test';
import { AGENT, OWNER } from '../support/console';
import {
  acceptChat,
  agentWrites,
  bookingStatus,
  chatActions,
  chatPanel,
  chatWindow,
  guestEndsChat,
  guestWrites,
  ownerWithGuest,
  setOnline,
  storedBookingStatus,
  unique,
  widgetMessages,
} from '../support/live';
import { testWithStandIns, type StandIns } from '../support/stand-ins';

/** Seconds the guest may stay silent after an agent's message (VISITOR_INACTIVITY_END_AFTER; 1 is its minimum). */
const VISITOR_INACTIVITY_S = 4;
/** First retry of an upload that hit a network error, doubled each time (ANALYTICS_RETRY_MS). */
const RETRY_MS = 2000;

const test = testWithStandIns({ VISITOR_INACTIVITY_END_AFTER: String(VISITOR_INACTIVITY_S), ANALYTICS_RETRY_MS: String(RETRY_MS) });

const UPLOADED = 2;

/** A guest writes and the owner accepts: the open chat's panel and the guest id. */
async function acceptedChat(page: Page, guestPage: Page, text: string): Promise<{ guestId: number; panel: Locator }> {
  await guestWrites(guestPage, text);
  const guestId = await acceptChat(page, text);
  return { guestId, panel: chatPanel(page, guestId) };
}

/** Exactly one conversion event of this guest reached Google, with the widget's keys. */
async function expectOneEvent(standIns: StandIns, guestId: number): Promise<void> {
  await expect.poll(async () => (await standIns.collectedFor(guestId)).length).toBe(1);
  const [call] = await standIns.collectedFor(guestId);
  expect(call.measurementId).toBe(standIns.env().DEMO_GA_MEASUREMENT_ID);
  expect(call.apiSecret).toBe(standIns.env().DEMO_GA_API_SECRET);
  expect(call.body?.events).toHaveLength(1);
  expect(call.body?.events?.[0].name).toBe('booking_confirmed');
}

/** Book Now, answered Yes in 'Confirm Booking'. */
async function bookNow(page: Page, panel: Locator, guestId: number): Promise<void> {
  await chatActions(panel).getByRole('button', { name: 'Book Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Booking' });
  await expect(dialog).toContainText(`Did the chat with Guest${guestId} convert to a booking?`);
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(dialog).toBeHidden();
}

test.beforeEach(async ({ request }) => {
  await setOnline(request, OWNER, true);
  await setOnline(request, AGENT, false);
});

test.afterEach(async ({ request }) => {
  await setOnline(request, OWNER, false);
});

test('the guest goes silent: the chat ends for visitor inactivity, Yes in the booking question uploads one conversion and the guest stays Uploaded', async ({
  browser,
  baseURL,
  standIns,
}) => {
  test.setTimeout(120_000);
  const { owner, guest } = await ownerWithGuest(browser, baseURL, '/demo/pricing.html');
  const { guestId, panel } = await acceptedChat(owner.page, guest.page, `Is the harbour tour still on? ${unique('q')}`);
  const reply = `Yes, at 10:00. Shall I book you in? ${unique('r')}`;
  await agentWrites(panel, reply);
  await expect(widgetMessages(guest.page, reply)).toHaveCount(1);

  // The guest does not answer: the server ends the chat (status 2) and the console asks about the booking.
  const question = owner.page.getByRole('dialog', { name: `End Chat Confirmation (Visitor inactivity) - Guest#${guestId}`, exact: true });
  await expect(question).toBeVisible({ timeout: (VISITOR_INACTIVITY_S + 15) * 1000 });
  await expect(question).toContainText(`Did the chat with Guest${guestId} convert to a booking?`);
  await expect(chatWindow(guest.page).getByText('This chat has ended')).toBeVisible();
  expect(await storedBookingStatus(owner.page, guestId)).toBeNull();

  await question.getByRole('button', { name: 'Yes' }).click();
  await expect(question).toBeHidden();
  // The job's answer (booking-response) is what the console remembers for the guest.
  await expect.poll(() => storedBookingStatus(owner.page, guestId)).toBe(UPLOADED);
  await expectOneEvent(standIns, guestId);

  // The guest comes back: the new chat shows the guest as booked, and Book Now cannot book again.
  const { panel: again } = await acceptedChat(owner.page, guest.page, `One more question about the tour ${unique('q')}`);
  await expect(bookingStatus(again, 'Uploaded')).toBeVisible();
  await expect(chatActions(again).getByRole('button', { name: 'Book Now' })).toBeDisabled();
  // Still one event, now that everything has settled.
  expect(await standIns.collectedFor(guestId)).toHaveLength(1);

  await guestEndsChat(guest.page);
  for (const party of [guest, owner]) await party.context.close();
});

test('Book Now in a chat in progress: No changes nothing, Yes shows Scheduled and then Uploaded, and Book Now is disabled', async ({
  browser,
  baseURL,
  standIns,
}) => {
  test.setTimeout(120_000);
  const { owner, guest } = await ownerWithGuest(browser, baseURL, '/demo/index.html');
  // The agent writes nothing: the chat waits on the agent, so visitor inactivity cannot end it meanwhile.
  const { guestId, panel } = await acceptedChat(owner.page, guest.page, `I would like the sunset cruise for two ${unique('q')}`);
  const book = chatActions(panel).getByRole('button', { name: 'Book Now' });
  await expect(book).toBeEnabled();
  await expect(panel.getByTestId('conversion-status')).toHaveCount(0);

  await book.click();
  const dialog = owner.page.getByRole('dialog', { name: 'Confirm Booking' });
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByTestId('conversion-status')).toHaveCount(0);
  await expect(book).toBeEnabled();

  // The first upload attempt loses its connection, so Scheduled lasts until the retry uploads it.
  await standIns.failAnalytics(1);
  await bookNow(owner.page, panel, guestId);
  await expect(bookingStatus(panel, 'Scheduled')).toBeVisible();
  await expect(book).toBeDisabled();
  await expect(bookingStatus(panel, 'Uploaded')).toBeVisible({ timeout: RETRY_MS + 15_000 });
  await expect(book).toBeDisabled();
  await expectOneEvent(standIns, guestId);
  expect(await storedBookingStatus(owner.page, guestId)).toBe(UPLOADED);

  await guestEndsChat(guest.page);
  for (const party of [guest, owner]) await party.context.close();
});

test('Book Now while Google cannot be reached: Failed with the reason, and a second Yes uploads it', async ({ browser, baseURL, standIns }) => {
  test.setTimeout(120_000);
  const { owner, guest } = await ownerWithGuest(browser, baseURL, '/demo/contact.html');
  const { guestId, panel } = await acceptedChat(owner.page, guest.page, `Can you hold two seats on Friday? ${unique('q')}`);
  const book = chatActions(panel).getByRole('button', { name: 'Book Now' });

  // Every attempt of this confirmation (three) loses its connection.
  await standIns.failAnalytics(3);
  await bookNow(owner.page, panel, guestId);
  await expect(bookingStatus(panel, 'Scheduled')).toBeVisible();
  const failed = bookingStatus(panel, 'Failed');
  await expect(failed).toBeVisible({ timeout: 3 * RETRY_MS + 15_000 });
  // The reason is the mark's tooltip.
  await failed.hover();
  await expect(owner.page.getByRole('tooltip')).toHaveText(/^Google Analytics could not be reached \(.+\)$/);
  expect(await standIns.collectedFor(guestId)).toHaveLength(0);

  // A failed booking can be confirmed again; this time it goes through.
  await expect(book).toBeEnabled();
  await bookNow(owner.page, panel, guestId);
  await expect(bookingStatus(panel, 'Uploaded')).toBeVisible();
  await expect(book).toBeDisabled();
  await expectOneEvent(standIns, guestId);

  await guestEndsChat(guest.page);
  for (const party of [guest, owner]) await party.context.close();
});
