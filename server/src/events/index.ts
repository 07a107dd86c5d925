// The domain events (platform layer): the typed map and the bus every module reacts through.
export type { ChatEventRef, ContactDetails, DomainEvent, DomainEventListener, DomainEventName, DomainEvents } from './domain-events';
export { afterCommit, createDomainEventBus, type DomainEventBus, type PendingEvents } from './event-bus';
