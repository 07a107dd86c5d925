import type { Observable } from 'rxjs';
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import type {
  AgentEmitAcks,
  AgentEmitEventName,
  AgentEmitEvents,
  AgentReceiveEventName,
  AgentReceiveEvents,
  SessionTokens,
} from 'shared-kernel/contracts';
import type { SessionStore } from 'shared-kernel/session';

export type ConnectionState = 'connecting' | 'connected' | 'disconnected';

export interface EventBus {
  /** Events of one name pushed by the server; unsubscribe (or unmount) to stop. */
  on<N extends AgentReceiveEventName>(name: N): Observable<AgentReceiveEvents[N]>;
  /** Sends an event; socket.io buffers it while reconnecting. */
  emit<N extends AgentEmitEventName>(name: N, payload: AgentEmitEvents[N]): void;
  /** Sends an event and resolves with the server's acknowledgement (rejects after the timeout). */
  emitWithAck<N extends AgentEmitEventName>(name: N, payload: AgentEmitEvents[N], timeoutMs?: number): Promise<AgentEmitAcks[N]>;
  readonly connection$: Observable<ConnectionState>;
  /** Opens the connection (again) when a session is stored; it then stays up until `disconnect()`. */
  connect(): void;
  disconnect(): void;
  /** Drops the connection and opens a new one with the current token and user. */
  reconnect(): void;
}

export type SocketFactory = (url: string | undefined, options: Partial<ManagerOptions & SocketOptions>) => Socket;

export interface EventBusOptions {
  /** Server origin; omitted = the page's own origin. */
  url?: string;
  /** socket.io path, default '/socket.io'. */
  path?: string;
  session: SessionStore;
  /** Renews the tokens (the HTTP client's single-flight refresh). */
  refresh: () => Promise<SessionTokens>;
  /** Replaces socket.io-client's `io` (tests). */
  io?: SocketFactory;
  /** Where connection problems are reported; default console. */
  logger?: Pick<Console, 'warn'>;
}
