// A fake socket.io client socket: records emits with their ack callbacks and lets a test play the server.
import type { WidgetPublicConfig } from 'shared-kernel/contracts';
import type { SocketLike } from '../socket-like';

export interface Emitted {
  event: string;
  payload: unknown;
  ack?: (answer: unknown) => void;
}

export class FakeSocket implements SocketLike {
  connected = false;
  emitted: Emitted[] = [];
  private handlers = new Map<string, Array<(...args: unknown[]) => void>>();

  on(event: string, listener: (...args: never[]) => void): this {
    const list = this.handlers.get(event) ?? [];
    list.push(listener as (...args: unknown[]) => void);
    this.handlers.set(event, list);
    return this;
  }

  emit(event: string, payload?: unknown, ack?: (answer: unknown) => void): this {
    this.emitted.push({ event, payload, ack });
    return this;
  }

  connect(): this {
    this.serverConnect();
    return this;
  }

  disconnect(): this {
    this.serverDisconnect();
    return this;
  }

  /** The server side: push an event to the widget. */
  push(event: string, payload: unknown = {}): void {
    for (const handler of this.handlers.get(event) ?? []) handler(payload);
  }

  serverConnect(): void {
    this.connected = true;
    this.push('connect');
  }

  serverDisconnect(): void {
    this.connected = false;
    this.push('disconnect', 'transport close');
  }

  sent(event: string): Emitted[] {
    return this.emitted.filter((e) => e.event === event);
  }
}

/** Lets pending promise callbacks run (works with fake timers too). */
export async function flush(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

export const CONFIG: WidgetPublicConfig = {
  widgetName: 'Demo',
  buttonLocation: 'bottom-right',
  backgroundColor: '#6495ED',
  textColor: '#FFFFFF',
  buttonText: 'Human Chat',
  enableTextOnButton: 0,
  onlineText: 'We are here to assist you',
  offlineText: 'We are offline right now. Feel free to leave a message!',
  requestEmail: { enabled: false, message: 'Please provide your email', showAt: 'after_chat_starts' },
  autoMessages: [],
};
