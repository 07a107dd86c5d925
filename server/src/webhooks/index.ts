// The webhooks module's face: the account's endpoints, their deliveries (one more listener of the domain
// events) and the job that sends them.
import type { DeliveryDatabase } from './delivery-database';
export { registerDeliveryLogRoutes } from './delivery-log-routes';
export { registerWebhookEndpointRoutes, WEBHOOK_NOT_FOUND } from './endpoint-routes';
export { registerWebhooks } from './registration';
export { resumeWebhookDrains } from './webhook-drain';
export { checkWebhookTarget, WEBHOOK_TARGET_TEXTS, type CheckedTarget } from './webhook-target';
export { createDeliveryDatabase, DELIVERIES_FOLDER } from './delivery-database';

declare module '../context' {
  interface AppContext {
    /** Where the webhook deliveries are kept: the main database, or on the embedded one a database of their own. */
    webhookDeliveries: DeliveryDatabase;
  }
}
