// The in-process bus of the domain events. Listeners run after the emitter's own work (never inside its
// transaction, never blocking its answer), each on its own: one that throws is logged and the others
// still run. Work that must happen once across nodes or survive a crash is a job the listener enqueues.
import type { DomainEvent, DomainEventListener, DomainEventName, DomainEvents } from './domain-events';

export interface DomainEventBus {
  /** Registers a listener; answers a function that removes it. */
  on<N extends DomainEventName>(name: N, listener: DomainEventListener<N>): () => void;
  /**
   * Publishes an event whose change is already committed; its listeners start soon after, in the order
   * they were registered. Resolves once they have all finished (never rejects): an emitter whose answer
   * must follow the reactions awaits it, any other lets it run.
   */
  emit<N extends DomainEventName>(name: N, payload: DomainEvents[N]): Promise<void>;
  /** Resolves once every listener started so far has finished (graceful stop, tests). */
  settled(): Promise<void>;
}

type Log = (message: string, error: unknown) => void;

const defaultLog: Log = (message, error) => console.error(message, error);

export function createDomainEventBus(log: Log = defaultLog): DomainEventBus {
  const listeners = new Map<DomainEventName, Array<DomainEventListener<DomainEventName>>>();
  const running = new Set<Promise<void>>();

  function run(listener: DomainEventListener<DomainEventName>, event: DomainEvent<DomainEventName>): Promise<void> {
    const done: Promise<void> = Promise.resolve()
      .then(() => listener(event))
      .catch((error: unknown) => log(`listener of ${event.type} failed`, error))
      .finally(() => running.delete(done));
    running.add(done);
    return done;
  }

  return {
    on(name, listener) {
      const list = listeners.get(name) ?? [];
      list.push(listener as DomainEventListener<DomainEventName>);
      listeners.set(name, list);
      return () => {
        const at = list.indexOf(listener as DomainEventListener<DomainEventName>);
        if (at >= 0) list.splice(at, 1);
      };
    },
    emit(name, payload) {
      const list = listeners.get(name);
      if (!list?.length) return Promise.resolve();
      // Object.assign, not `{ ...payload, type, occurredAt }`: on this V8 a spread followed by new fields gives
      // every event a shape of its own (slower to make, and every listener's reads of it slower).
      const event = Object.assign({}, payload, { type: name, occurredAt: new Date().toISOString() }) as unknown as DomainEvent<DomainEventName>;
      return Promise.all(list.map((listener) => run(listener, event))).then(() => undefined);
    },
    async settled() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}

/** Events a piece of work emits while its transaction is open: held back until the work has committed. */
export interface PendingEvents {
  emit<N extends DomainEventName>(name: N, payload: DomainEvents[N]): void;
}

/**
 * Runs `work` (which opens and commits a transaction) and publishes what it emitted through `later` only
 * once it has returned: a transaction that rolls back throws, and its events reach no listener.
 */
export async function afterCommit<T>(bus: DomainEventBus, work: (later: PendingEvents) => Promise<T>): Promise<T> {
  const held: Array<() => Promise<void>> = [];
  const result = await work({ emit: (name, payload) => void held.push(() => bus.emit(name, payload)) });
  for (const publish of held) void publish();
  return result;
}
