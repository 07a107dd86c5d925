// Every text of the payment step a guest or agent can see, in one place (tests assert them exactly).

export const PAYMENT_TEXTS = {
  notConfigured: 'Payments are not configured for this widget',
  requestNotFound: 'Payment request not found',
  alreadyPaid: 'This payment has already been made',
  startFailed: 'The payment could not be started. Please try again later.',
  checkFailed: 'The payment could not be checked. Please try again later.',
  returnTitle: 'Payment',
  returnPaid: 'Payment received. You can close this tab and return to the chat.',
  returnNotPaid: 'The payment was not completed. You can close this tab and return to the chat to try again.',
  returnUnknown: 'This payment could not be found. Please return to the chat.',
  returnCheckFailed: 'We could not check the payment right now. Please return to the chat and try again.',
  webhookOff: 'Stripe webhooks are not configured',
  webhookBadSignature: 'The Stripe signature could not be verified',
} as const;

/** '$12.50' for 1250 cents in usd. */
export function formatAmount(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

/** The guest's receipt message (an inbound text whose receipt link the console shows with Show). */
export function receiptMessage(cents: number, currency: string, description: string, receiptUrl: string | null): string {
  const paid = `Payment of ${formatAmount(cents, currency)} received for "${description}".`;
  return receiptUrl ? `${paid} Receipt: ${receiptUrl}` : paid;
}
