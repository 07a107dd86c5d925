import type { Socket } from 'socket.io-client';

type Handler = (...args: unknown[]) => void;

/** Just enough of a socket.io client Socket to drive the event bus in tests. */
export class FakeSocket {
  connected = false;
  active = false;
  connectCalls = 0;
  disconnectCalls = 0;
  handshakes: unknown[] = [];
  emitted: { name: string; payload: unknown; ack?: boolean; timeout?: number }[] = [];
  ackAnswer: unknown = { ok: true };
  private handlers = new Map<string, Handler[]>();
  private managerHandlers = new Map<string, Handler[]>();
  readonly io: { opts: Record<string, unknown>; on: (event: string, fn: Handler) => void };

  constructor(
    readonly url: string | undefined,
    readonly options: Record<string, unknown>,
  ) {
    this.io = {
      opts: { ...options },
      on: (event, fn) => {
        this.managerHandlers.set(event, [...(this.managerHandlers.get(event) ?? []), fn]);
      },
    };
  }

  on(event: string, fn: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), fn]);
    return this;
  }

  emit(name: string, payload: unknown) {
    this.emitted.push({ name, payload });
    return this;
  }

  timeout(ms: number) {
    return {
      emitWithAck: async (name: string, payload: unknown) => {
        this.emitted.push({ name, payload, ack: true, timeout: ms });
        return this.ackAnswer;
      },
    };
  }

  /** Like socket.io: the auth callback is read at each handshake. */
  connect() {
    this.connectCalls += 1;
    this.active = true;
    const auth = this.options.auth as (cb: (data: unknown) => void) => void;
    auth((data) => this.handshakes.push({ auth: data, query: this.io.opts.query }));
    return this;
  }

  disconnect() {
    this.disconnectCalls += 1;
    const was = this.connected || this.active;
    this.connected = false;
    this.active = false;
    if (was) this.fire('disconnect', 'io client disconnect');
    return this;
  }

  // --- test drivers -------------------------------------------------------
  fire(event: string, ...args: unknown[]) {
    (this.handlers.get(event) ?? []).forEach((fn) => fn(...args));
  }

  serverAccepts() {
    this.connected = true;
    this.fire('connect');
  }

  /** A handshake middleware refusal: socket.io gives up on the socket (not active). */
  serverRefuses(message: string) {
    this.active = false;
    this.fire('connect_error', new Error(message));
  }

  transportError(message: string) {
    this.fire('connect_error', new Error(message));
  }

  asSocket(): Socket {
    return this as unknown as Socket;
  }
}
