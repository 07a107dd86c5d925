import type { AppContext } from '../context';
import { confirmPayment } from './payment-confirmation';
import { recordSession, type PaymentInChat } from './payment-store';
import { stripeFor } from './stripe-client';
import { stripeSecretKeyOf } from './widget-stripe';

export const PAYMENT_RETURN_PATH = '/visitor-widget/payment-return';

/** Where Stripe sends the guest back (Stripe fills in {CHECKOUT_SESSION_ID} itself). */
function returnUrls(ctx: AppContext, requestId: string): { success: string; cancel: string } {
  const page = `${ctx.settings.publicUrl}/api${PAYMENT_RETURN_PATH}?requestId=${encodeURIComponent(requestId)}`;
  return { success: `${page}&session_id={CHECKOUT_SESSION_ID}`, cancel: `${page}&cancelled=1` };
}

/**
 * The Checkout Session the guest pays a request through: the open one already made for it, else a
 * new one (amount, currency and description as one line item; the requestId in its metadata). Card
 * details go to Stripe's page only. Answers `paid` when the stored session turns out to be paid.
 */
export async function startCheckout(ctx: AppContext, payment: PaymentInChat): Promise<{ url: string } | { paid: true }> {
  const { request } = payment;
  const stripe = stripeFor(ctx.settings, await stripeSecretKeyOf(ctx, payment.chat.widgetId));
  if (request.checkoutSessionId) {
    const existing = await stripe.checkout.sessions.retrieve(request.checkoutSessionId);
    if (existing.status === 'open' && existing.url) return { url: existing.url };
    if (existing.payment_status === 'paid') {
      await confirmPayment(ctx, payment);
      return { paid: true };
    }
    // Expired: a new session below.
  }
  const urls = returnUrls(ctx, request.id);
  const created = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [{ quantity: 1, price_data: { currency: request.currency, unit_amount: request.amount, product_data: { name: request.description } } }],
    metadata: { requestId: request.id, chatId: request.chatId },
    payment_intent_data: { metadata: { requestId: request.id } },
    client_reference_id: request.id,
    success_url: urls.success,
    cancel_url: urls.cancel,
  });
  const stored = await recordSession(ctx.db, request, created.id);
  if (stored === created.id && created.url) return { url: created.url };
  if (!stored) return { paid: true };
  // Another tab of the guest started it at the same moment: everyone uses that session.
  const winner = await stripe.checkout.sessions.retrieve(stored);
  if (winner.status === 'open' && winner.url) return { url: winner.url };
  throw new Error(`checkout session ${stored} is not open`);
}
