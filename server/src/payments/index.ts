// The payments module's face: what other modules may use of it; every other file is private to it.
export { registerPaymentRequestHandler } from './payment-request-handler';
export { registerPaymentReturnRoute } from './payment-return-route';
export { paymentsOfChat } from './payment-store';
export { PAYMENT_VISITOR_EVENTS } from './payment-visitor-handlers';
export { registerStripeKeyRoute } from './stripe-key-route';
export { registerStripeWebhookRoute } from './stripe-webhook-route';
export { publishableKeyIn } from './widget-stripe';
