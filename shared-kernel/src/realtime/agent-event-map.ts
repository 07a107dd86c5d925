import type { Socket } from 'socket.io-client';
import { AGENT_RECEIVE_EVENT_NAMES, type AgentReceiveEventName } from 'shared-kernel/contracts';

export type Deliver = (name: AgentReceiveEventName, payload: unknown) => void;

/**
 * The one place where the socket's events become bus events: every name the server may push to an
 * agent (the contracts' list) is forwarded under the same name.
 */
export function bindAgentEvents(socket: Socket, deliver: Deliver): void {
  for (const name of AGENT_RECEIVE_EVENT_NAMES) {
    socket.on(name, (payload: unknown) => deliver(name, payload));
  }
}
