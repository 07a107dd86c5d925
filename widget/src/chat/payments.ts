// The payment requests of a chat and how far the guest got with each: pure steps, kept apart from the socket code.
import type { VisitorReceiveEvents } from 'shared-kernel/contracts';

export type PaymentRequest = VisitorReceiveEvents['widget:payment-request'];

/**
 * requested: Pay is offered; starting: waiting for the checkout page's address; waiting: the guest is on
 * the checkout page; paid: confirmed by the server.
 */
export type PaymentStep = 'requested' | 'starting' | 'waiting' | 'paid';

export interface PaymentCard {
  request: PaymentRequest;
  step: PaymentStep;
  /** Stripe's hosted page (http(s) only). */
  checkoutUrl?: string;
  receiptUrl?: string | null;
  /** The server's refusal, shown as it is. */
  error?: string;
  /** The last start got no usable answer (connection lost, too slow, or no http(s) page). */
  noAnswer?: boolean;
}

/** Adds a request; one the guest already has (sent again) keeps its progress. */
export function addPaymentRequest(cards: PaymentCard[], request: PaymentRequest): PaymentCard[] {
  const known = cards.some((c) => c.request.requestId === request.requestId);
  if (known) return cards.map((c) => (c.request.requestId === request.requestId ? { ...c, request } : c));
  return [...cards, { request, step: 'requested' }];
}

/** Changes one card; guard can refuse the change (e.g. a late answer after the card moved on). */
export function patchPayment(
  cards: PaymentCard[],
  requestId: string,
  patch: Partial<PaymentCard>,
  guard: (card: PaymentCard) => boolean = () => true,
): PaymentCard[] {
  let changed = false;
  const next = cards.map((c) => {
    if (c.request.requestId !== requestId || !guard(c)) return c;
    changed = true;
    return { ...c, ...patch };
  });
  return changed ? next : cards;
}

export function markPaid(cards: PaymentCard[], requestId: string, receiptUrl: string | null | undefined): PaymentCard[] {
  return patchPayment(cards, requestId, { step: 'paid', receiptUrl: receiptUrl ?? null, error: undefined, noAnswer: undefined }, (c) =>
    c.step !== 'paid' || (!c.receiptUrl && Boolean(receiptUrl)),
  );
}

/**
 * The chat ended: requests the guest never started go with it; one the guest is paying or has paid stays,
 * so a payment finished on the checkout page after the end still shows as Paid.
 */
export function paymentsAfterChatEnded(cards: PaymentCard[]): PaymentCard[] {
  const kept = cards.filter((c) => c.step !== 'requested');
  return kept.length === cards.length ? cards : kept;
}

/**
 * The address when it is absolute http(s), else null. (dom.ts has the same check for the window; importing it
 * here would put that module in both chunks, where webpack can no longer inline it.)
 */
export function httpUrl(raw: unknown): string | null {
  try {
    const url = new URL(String(raw));
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function isPaymentRequest(value: unknown): value is PaymentRequest {
  const r = value as Partial<PaymentRequest> | null;
  return Boolean(r && typeof r.requestId === 'string' && r.requestId && typeof r.chatId === 'string' && Number.isFinite(r.amount));
}
