// Request Payment end to end against the local Stripe stand-in: the dialog refuses bad input with the spec's
// messages, the guest pays on the hosted page opened from the widget, and the receipt reaches both sides with
// its link; a declined card leaves the request unpaid.
import { expect } from '@playwright/test';
import { AGENT, OWNER } from '../support/console';
import {
  acceptChat,
  chatPanel,
  chatWindow,
  guestEndsChat,
  guestWrites,
  ownerWithGuest,
  paymentCard,
  setOnline,
  unique,
} from '../support/live';
import { openRequestPayment, payFromCard } from '../support/payments';
import { CARDS, PAY_PAGE, testWithStandIns } from '../support/stand-ins';

// Stripe is reached only through the stand-in; nothing else differs from `npm start`.
const test = testWithStandIns();

const PAYMENT_REQUESTED = (guestId: number) => `The payment request was sent to Guest${guestId}`;

test('Request Payment: each bad input gets its message, the guest pays $12.50 on the hosted page and the receipt shows on both sides; a declined card stays unpaid', async ({
  browser,
  baseURL,
  request,
  standIns,
}) => {
  test.setTimeout(150_000);
  await setOnline(request, OWNER, true);
  await setOnline(request, AGENT, false);
  const { owner, guest } = await ownerWithGuest(browser, baseURL, '/demo/pricing.html');
  const question = `Can I pay the tour deposit here? ${unique('q')}`;
  await guestWrites(guest.page, question);
  const guestId = await acceptChat(owner.page, question);
  const panel = chatPanel(owner.page, guestId);

  // Validation (spec 000 §5): each message tied to its field, and nothing leaves while any shows.
  const form = await openRequestPayment(owner.page, panel);
  await form.send.click();
  await expect(form.amount).toHaveAccessibleDescription('Amount is required');
  await expect(form.description).toHaveAccessibleDescription('Description is required');
  await form.amount.fill('twelve');
  await expect(form.amount).toHaveAccessibleDescription('Amount must be a number');
  await form.amount.fill('0');
  await expect(form.amount).toHaveAccessibleDescription('Amount must be greater than zero');
  await form.description.fill('      ');
  await expect(form.description).toHaveAccessibleDescription('Description cannot be only spaces');
  await form.description.fill('Too short');
  await expect(form.description).toHaveAccessibleDescription('Description must be at least 10 characters');
  await form.send.click();
  await expect(form.dialog).toBeVisible();
  await expect(owner.page.getByText(PAYMENT_REQUESTED(guestId))).toHaveCount(0);
  await expect(paymentCard(guest.page, '$')).toHaveCount(0);

  const description = 'Deposit for the city tour';
  await form.amount.fill('12.50');
  await form.description.fill(description);
  await expect(form.amount).toHaveAccessibleDescription('');
  await expect(form.description).toHaveAccessibleDescription('');
  await form.send.click();
  await expect(owner.page.getByText(PAYMENT_REQUESTED(guestId))).toBeVisible();
  await expect(form.dialog).toBeHidden();

  // The guest's card, and the hosted page in its own window.
  const card = paymentCard(guest.page, '$12.50');
  await expect(card).toContainText(description);
  const payPage = await payFromCard(guest.page, '$12.50', standIns.url);
  const refusals: string[] = [];
  payPage.on('console', (message) => {
    if (message.type() === 'error' && /blocked|refused|violates/i.test(message.text())) refusals.push(message.text());
  });
  await payPage.getByLabel(PAY_PAGE.cardNumber).fill(CARDS.paying);
  await payPage.getByRole('button', { name: PAY_PAGE.pay, exact: true }).click();
  // Stripe sends the guest back to this stack's return page, which checks the session and says so. Should the
  // browser refuse the way back (say, the form post), its console message is what a failure shows.
  await expect
    .poll(() => (refusals.length > 0 ? refusals.join('\n') : payPage.url()), { timeout: 20_000 })
    .toMatch(new RegExp(`^${baseURL}/api/visitor-widget/payment-return\\?`));
  await expect(payPage.getByRole('status')).toContainText('Payment received');
  // What the server asked Stripe for: the amount in cents, the description, the widget's key, the way back here.
  const sessions = (await standIns.calls()).stripe.filter((call) => call.method === 'POST' && call.path === '/v1/checkout/sessions');
  expect(sessions).toHaveLength(1);
  expect(sessions[0].secretKey).toBe(standIns.env().DEMO_STRIPE_SECRET_KEY);
  expect(sessions[0].params).toMatchObject({
    'line_items[0][price_data][unit_amount]': '1250',
    'line_items[0][price_data][currency]': 'usd',
    'line_items[0][price_data][product_data][name]': description,
  });
  expect(sessions[0].params.success_url.startsWith(`${baseURL}/api/visitor-widget/payment-return?`)).toBe(true);

  // The widget: the card is paid with its receipt, and the receipt message offers Show.
  await expect(card.getByRole('status')).toHaveText('Paid');
  const cardReceipt = card.getByRole('link', { name: 'Show receipt' });
  await expect(cardReceipt).toHaveAttribute('href', new RegExp(`^${standIns.url}/receipts/ch_\\w+$`));
  const receiptUrl = (await cardReceipt.getAttribute('href')) as string;
  await expect(card.getByRole('button', { name: 'Pay $12.50' })).toBeHidden();
  const widgetReceipt = chatWindow(guest.page).locator('.lc-receipt');
  await expect(widgetReceipt).toHaveCount(1);
  await expect(widgetReceipt).toContainText('Payment receipt');
  await expect(widgetReceipt.getByRole('link', { name: 'Show', exact: true })).toHaveAttribute('href', receiptUrl);

  // The console: the receipt message with Show, leading to the same receipt.
  const receipt = panel.getByTestId('receipt');
  await expect(receipt).toHaveCount(1);
  await expect(receipt).toContainText('Payment receipt');
  await expect(receipt).toContainText(`Payment of $12.50 received for "${description}"`);
  const show = receipt.getByRole('link', { name: 'Show', exact: true });
  await expect(show).toHaveAttribute('href', receiptUrl);
  const receiptTab = owner.context.waitForEvent('page');
  await show.click();
  const receiptPage = await receiptTab;
  await expect(receiptPage.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  await expect(receiptPage.getByText('$12.50')).toBeVisible();
  await receiptPage.close();
  await payPage.close();

  // A second request, paid with a card the stand-in declines.
  const second = await openRequestPayment(owner.page, panel);
  await second.amount.fill('5');
  await second.description.fill('Souvenir photos from the tour');
  await second.send.click();
  await expect(second.dialog).toBeHidden();
  const declinedCard = paymentCard(guest.page, '$5.00');
  await expect(declinedCard).toContainText('Souvenir photos from the tour');
  const declinedPage = await payFromCard(guest.page, '$5.00', standIns.url);
  await declinedPage.getByLabel(PAY_PAGE.cardNumber).fill(CARDS.declined);
  await declinedPage.getByRole('button', { name: PAY_PAGE.pay, exact: true }).click();
  await expect(declinedPage.getByRole('alert')).toHaveText(PAY_PAGE.declined);
  await expect(declinedPage).toHaveURL(new RegExp(`^${standIns.url}/pay/`));
  await declinedPage.close();

  // Back on the site the request is still open: no Paid, no receipt, and after a reload the server still
  // offers Pay for it while the first stays paid.
  await guest.page.bringToFront();
  await expect(declinedCard.getByRole('status')).toHaveText('Waiting for your payment…');
  await expect(declinedCard.getByRole('link', { name: 'Show receipt' })).toBeHidden();
  await guest.page.reload();
  // The window stays open across the tab's page loads.
  await expect(chatWindow(guest.page)).toBeVisible();
  await expect(paymentCard(guest.page, '$5.00').getByRole('button', { name: 'Pay $5.00' })).toBeVisible();
  await expect(paymentCard(guest.page, '$12.50').getByRole('status')).toHaveText('Paid');
  await expect(chatWindow(guest.page).locator('.lc-receipt')).toHaveCount(1);
  await expect(panel.getByTestId('receipt')).toHaveCount(1);

  await guestEndsChat(guest.page);
  for (const party of [guest, owner]) await party.context.close();
  await setOnline(request, OWNER, false);
});
