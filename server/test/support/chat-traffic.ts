// Shared with `pnpm chaos`, which sends the same traffic through a balancer while it breaks things.
export { deliveryReport, openChatTraffic, recoveryMs, sendSteadily, type ChatTraffic, type DeliveryReport, type SendLog, type TrafficChat } from '../../scripts/chaos/chat-traffic';
