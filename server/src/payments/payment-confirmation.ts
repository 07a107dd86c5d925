import { and, eq } from 'drizzle-orm';
import type { PaymentRequestStatus } from 'shared-kernel/contracts';
import { deliverGuestMessage } from '../chats';
import { appendMessage, chatById, messageCreatedEvent } from '../chats';
import { toWidgetMessage } from '../chats';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { paymentRequests, type ChatMessageRow, type PaymentRequestRow } from '../db/schema';
import { visitorNamespace } from '../visitors';
import { visitorRooms } from '../visitors';
import type { PaymentInChat } from './payment-store';
import { receiptMessage } from './payment-texts';
import { stripeFor, type CheckoutSession } from './stripe-client';
import { stripeSecretKeyOf } from './widget-stripe';

export interface PaymentState {
  status: PaymentRequestStatus;
  receiptUrl: string | null;
}

/** The charge's receipt link when it is a well-formed http(s) URL. */
function receiptUrlOf(session: CheckoutSession): string | null {
  const intent = session.payment_intent;
  const charge = intent && typeof intent === 'object' ? intent.latest_charge : null;
  const raw = charge && typeof charge === 'object' ? charge.receipt_url : null;
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Paid, and for exactly this request (the session is ours, but its amount is checked too). */
export function sessionPaysFor(session: CheckoutSession, request: PaymentRequestRow): boolean {
  return (
    session.payment_status === 'paid' &&
    session.metadata?.requestId === request.id &&
    session.amount_total === request.amount &&
    session.currency === request.currency
  );
}

/**
 * Asks Stripe (through the SDK, with the widget's secret key) whether the request's Checkout Session
 * was paid; the first caller to see it paid records it and posts the receipt. Safe to call any number
 * of times from the return page, the widget and the webhook.
 */
export async function confirmPayment(ctx: AppContext, payment: PaymentInChat): Promise<PaymentState> {
  const { request, chat } = payment;
  if (request.status === 'paid') return { status: 'paid', receiptUrl: request.receiptUrl };
  if (!request.checkoutSessionId) return { status: 'requested', receiptUrl: null };
  const stripe = stripeFor(ctx.settings, await stripeSecretKeyOf(ctx, chat.widgetId));
  const session = await stripe.checkout.sessions.retrieve(request.checkoutSessionId, { expand: ['payment_intent.latest_charge'] });
  if (!sessionPaysFor(session, request)) return { status: 'requested', receiptUrl: null };
  return recordPaid(ctx, payment, receiptUrlOf(session));
}

/**
 * Marks the request paid (only while still requested) and stores the guest's receipt message in one
 * transaction, so the receipt is posted exactly once; then tells the guest and the agents.
 */
async function recordPaid(ctx: AppContext, { request, chat }: PaymentInChat, receiptUrl: string | null): Promise<PaymentState> {
  const done = await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const [paid] = await tx
      .update(paymentRequests)
      .set({ status: 'paid', receiptUrl, paidAt: now, updatedAt: now })
      .where(and(eq(paymentRequests.id, request.id), eq(paymentRequests.status, 'requested')))
      .returning();
    if (!paid) return null;
    const { message } = await appendMessage(tx as unknown as Db, chat.id, {
      direction: 'inbound',
      bodyText: receiptMessage(request.amount, request.currency, request.description, receiptUrl),
      clientMessageId: `payment-receipt:${request.id}`,
    });
    return message;
  });
  if (!done) {
    // Someone else confirmed it a moment ago.
    const [stored] = await ctx.db.select({ receiptUrl: paymentRequests.receiptUrl }).from(paymentRequests).where(eq(paymentRequests.id, request.id));
    return { status: 'paid', receiptUrl: stored?.receiptUrl ?? null };
  }
  await announcePaid(ctx, request, done, receiptUrl);
  return { status: 'paid', receiptUrl };
}

/** The receipt as a guest message (widget and, while the chat is on, the agents), then widget:payment-status. */
async function announcePaid(ctx: AppContext, request: PaymentRequestRow, message: ChatMessageRow, receiptUrl: string | null): Promise<void> {
  const chat = await chatById(ctx.db, request.chatId);
  if (!chat) return;
  ctx.events.emit('message.created', messageCreatedEvent(chat, message));
  const guest = visitorNamespace(ctx).to(visitorRooms.visitor(chat.visitorId));
  guest.emit('widget:message', toWidgetMessage(message));
  guest.emit('widget:payment-status', { requestId: request.id, chatId: chat.id, status: 'paid', receiptUrl });
  const live = ctx.live.get(chat.visitorId);
  if (live) live.lastActivity = Date.now();
  if (chat.state !== 'active') return;
  // As any guest message: the agent now owes an answer (the chat's inactivity check reads it when it runs).
  await deliverGuestMessage(ctx, chat, message);
}
