import type { AccountAgentsCache } from './account-agents-cache';
import type { AgentServer } from '../realtime/socket-types';

/**
 * On several nodes, a change of an account's agents (online state, departments, roles) made on one node
 * empties that account's cached agents on every node at once, so a guest on another node is routed to
 * the agent who just went online, not 2 s later.
 */
export function forgetAgentsOnEveryNode(io: AgentServer, audience: AccountAgentsCache): void {
  audience.onForget = (accountId) => io.serverSideEmit('audience:forget', accountId);
  io.on('audience:forget', (accountId) => typeof accountId === 'string' && audience.forgetLocally(accountId));
}
