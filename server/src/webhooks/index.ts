// The webhooks module's face (issue 35, in progress): where a delivery may go.
export { checkWebhookTarget, WEBHOOK_TARGET_TEXTS, type CheckedTarget } from './webhook-target';
