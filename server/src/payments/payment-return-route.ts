import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import type { PaymentRequestRow } from '../db/schema';
import { escapeHtml } from '../mail/templates/escape-html';
import { PAYMENT_RETURN_PATH } from './checkout';
import { confirmPayment } from './payment-confirmation';
import { paymentById } from './payment-store';
import { formatAmount, PAYMENT_TEXTS } from './payment-texts';
import { object, string } from 'yup';

function page(reply: FastifyReply, status: number, text: string, request?: PaymentRequestRow): FastifyReply {
  const detail = request ? `<p>${escapeHtml(formatAmount(request.amount, request.currency))} for "${escapeHtml(request.description)}"</p>` : '';
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .headers({
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
    })
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${PAYMENT_TEXTS.returnTitle}</title><style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}</style>` +
        `</head><body><main><h1>${PAYMENT_TEXTS.returnTitle}</h1><p role="status">${escapeHtml(text)}</p>${detail}</main></body></html>`,
    );
}

/**
 * GET /visitor-widget/payment-return?requestId=…: where Stripe sends the guest after paying (or
 * cancelling). It checks the request's own stored session with Stripe (the query's session_id is not
 * trusted) and confirms the payment, then says whether it went through.
 */
export function registerPaymentReturnRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get(PAYMENT_RETURN_PATH, { schema: { querystring: object({ requestId: string() }) } }, async (request, reply) => {
    const payment = await paymentById(ctx, (request.query as { requestId?: unknown } | undefined)?.requestId);
    if (!payment) return page(reply, 404, PAYMENT_TEXTS.returnUnknown);
    try {
      const state = await confirmPayment(ctx, payment);
      return page(reply, 200, state.status === 'paid' ? PAYMENT_TEXTS.returnPaid : PAYMENT_TEXTS.returnNotPaid, payment.request);
    } catch (error) {
      request.log.error({ err: error }, 'payment check failed');
      return page(reply, 502, PAYMENT_TEXTS.returnCheckFailed, payment.request);
    }
  });
}
