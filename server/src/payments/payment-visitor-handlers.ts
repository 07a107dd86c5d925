import { VISITOR_BLOCKED, VISITOR_BLOCKED_CODE } from 'shared-kernel/contracts';
import { HttpError } from '../http/http-error';
import { isGuestBlocked } from '../visitors';
import type { VisitorEventHandlers } from '../visitors';
import { startCheckout } from './checkout';
import { confirmPayment } from './payment-confirmation';
import { guestPayment } from './payment-store';
import { PAYMENT_TEXTS } from './payment-texts';

/** Our own refusals (e.g. not configured) are told as they are; anything from Stripe or the network is logged. */
function failureText(error: unknown, fallback: string, label: string): string {
  if (error instanceof HttpError) return error.message;
  console.error(`payment ${label} failed`, error);
  return fallback;
}

/** visitor:payment-start (the Checkout page to open) and visitor:payment-confirm (was it paid?), for the guest's own requests. */
export const PAYMENT_VISITOR_EVENTS: VisitorEventHandlers = {
  'visitor:payment-start': async (ctx, socket, payload, ack) => {
    const payment = await guestPayment(ctx, socket.data, payload.requestId);
    if (!payment) return ack({ ok: false, error: PAYMENT_TEXTS.requestNotFound });
    if (payment.request.status === 'paid') return ack({ ok: false, error: PAYMENT_TEXTS.alreadyPaid });
    if (await isGuestBlocked(ctx.db, socket.data)) return ack({ ok: false, error: VISITOR_BLOCKED, code: VISITOR_BLOCKED_CODE });
    try {
      const started = await startCheckout(ctx, payment);
      ack('url' in started ? { ok: true, checkoutUrl: started.url } : { ok: false, error: PAYMENT_TEXTS.alreadyPaid });
    } catch (error) {
      ack({ ok: false, error: failureText(error, PAYMENT_TEXTS.startFailed, 'start') });
    }
  },

  'visitor:payment-confirm': async (ctx, socket, payload, ack) => {
    const payment = await guestPayment(ctx, socket.data, payload.requestId);
    if (!payment) return ack({ ok: false, error: PAYMENT_TEXTS.requestNotFound });
    try {
      const state = await confirmPayment(ctx, payment);
      ack({ ok: true, status: state.status, receiptUrl: state.receiptUrl });
    } catch (error) {
      ack({ ok: false, error: failureText(error, PAYMENT_TEXTS.checkFailed, 'confirmation') });
    }
  },
};
