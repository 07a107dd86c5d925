// The webhooks module's face: the account's endpoints, their deliveries (one more listener of the domain
// events) and the job that sends them.
export { registerDeliveryLogRoutes } from './delivery-log-routes';
export { registerWebhookEndpointRoutes, WEBHOOK_NOT_FOUND } from './endpoint-routes';
export { registerWebhooks } from './registration';
export { resumeWebhookDrains } from './webhook-drain';
export { checkWebhookTarget, WEBHOOK_TARGET_TEXTS, type CheckedTarget } from './webhook-target';
