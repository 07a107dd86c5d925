import type { Server, Socket } from 'socket.io';
import type { AgentEmitAcks, AgentEmitEvents, AgentReceiveEvents } from 'shared-kernel/contracts';

/** console → server handlers: the payload, then an optional acknowledgement callback. */
export type AgentListenEvents = {
  [K in keyof AgentEmitEvents]: (payload: AgentEmitEvents[K], ack?: (answer: AgentEmitAcks[K]) => void) => void;
};

/** server → console events. */
export type AgentServerEvents = {
  [K in keyof AgentReceiveEvents]: (payload: AgentReceiveEvents[K]) => void;
};

/** What the handshake middleware learnt about the agent socket. */
export interface AgentSocketData {
  userId: string;
  loginId: string;
  accountId: string;
  role: string;
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export type AgentServer = Server<AgentListenEvents, AgentServerEvents, {}, AgentSocketData>;
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export type AgentSocket = Socket<AgentListenEvents, AgentServerEvents, {}, AgentSocketData>;

/** Room names: every socket of a user, of a login (for logout) and of an account. */
export const rooms = {
  user: (userId: string) => `user:${userId}`,
  login: (loginId: string) => `login:${loginId}`,
  account: (accountId: string) => `account:${accountId}`,
  /** The agents following one chat (the accepting agent's sockets, and consoles that joined it). */
  chat: (chatId: string) => `chat:${chatId}`,
};
