// Shared with `pnpm chaos`, which drives the same guests and agents through a balancer.
export { Inbox, reconnectingSocket, sendReliably, type Received } from '../../scripts/chaos/reliable-peers';
