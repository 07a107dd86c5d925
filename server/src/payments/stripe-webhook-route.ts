import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { badRequest, notFound } from '../http/http-error';
import { confirmPayment } from './payment-confirmation';
import { paymentById } from './payment-store';
import { PAYMENT_TEXTS } from './payment-texts';
import { verifiedStripeEvent, type CheckoutSession } from './stripe-client';
import { NO_INPUT } from '../http/route-input';

const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/**
 * POST /stripe/webhook (when STRIPE_WEBHOOK_SECRET is set): Stripe's signature is verified on the raw
 * body; a completed Checkout Session of one of our requests runs the same confirmation as the return
 * page, which asks Stripe again with the widget's key rather than trusting the event's content.
 */
export function registerStripeWebhookRoute(api: FastifyInstance, ctx: AppContext): void {
  // Its own scope: only this route reads JSON as raw bytes (the signature covers the exact body).
  void api.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.post('/stripe/webhook', { schema: NO_INPUT, config: { body: 'raw' } }, async (request) => {
      const secret = ctx.settings.stripeWebhookSecret;
      if (!secret) throw notFound(PAYMENT_TEXTS.webhookOff);
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw badRequest(PAYMENT_TEXTS.webhookBadSignature);
      let event;
      try {
        event = verifiedStripeEvent(request.body, signature, secret);
      } catch {
        throw badRequest(PAYMENT_TEXTS.webhookBadSignature);
      }
      if (PAID_EVENTS.has(event.type)) {
        const session = event.data.object as CheckoutSession;
        const payment = await paymentById(ctx, session.metadata?.requestId);
        // A failure answers 500, so Stripe delivers the event again later.
        if (payment && payment.request.checkoutSessionId === session.id) await confirmPayment(ctx, payment);
      }
      return { received: true };
    });
  });
}
