export { createEventBus } from './create-event-bus';
export { bindAgentEvents } from './agent-event-map';
export { backoffDelay } from './backoff';
export type { ConnectionState, EventBus, EventBusOptions, SocketFactory } from './event-bus-types';
