import { BehaviorSubject, Subject, distinctUntilChanged, type Observable } from 'rxjs';
import type {
  AgentEmitAcks,
  AgentEmitEventName,
  AgentEmitEvents,
  AgentReceiveEventName,
  AgentReceiveEvents,
} from 'shared-kernel/contracts';
import type { ConnectionState, EventBus } from 'shared-kernel/realtime';

export interface EmittedEvent {
  name: AgentEmitEventName;
  payload: unknown;
  /** Sent with emitWithAck. */
  ack: boolean;
}

export type FakeAcks = {
  [N in AgentEmitEventName]?: AgentEmitAcks[N] | Error | ((payload: AgentEmitEvents[N]) => AgentEmitAcks[N] | Promise<AgentEmitAcks[N]>);
};

export interface FakeEventBus extends EventBus {
  /** Delivers an event to `on(name)` subscribers as if the server had pushed it. */
  push<N extends AgentReceiveEventName>(name: N, payload: AgentReceiveEvents[N]): void;
  /** Everything emitted so far, in order. */
  readonly emitted: EmittedEvent[];
  setConnection(state: ConnectionState): void;
}

/** An in-memory event bus: no socket, pushes by hand, emits recorded, acks answered from `acks`. */
export function createFakeEventBus(acks: FakeAcks = {}): FakeEventBus {
  const subjects = new Map<string, Subject<unknown>>();
  const subject = (name: string) => {
    let found = subjects.get(name);
    if (!found) {
      found = new Subject<unknown>();
      subjects.set(name, found);
    }
    return found;
  };
  const state = new BehaviorSubject<ConnectionState>('connected');
  const emitted: EmittedEvent[] = [];

  return {
    emitted,
    push(name, payload) {
      subject(name).next(payload);
    },
    setConnection: (next) => state.next(next),
    on<N extends AgentReceiveEventName>(name: N) {
      return subject(name).asObservable() as Observable<AgentReceiveEvents[N]>;
    },
    emit(name, payload) {
      emitted.push({ name, payload, ack: false });
    },
    async emitWithAck<N extends AgentEmitEventName>(name: N, payload: AgentEmitEvents[N]) {
      emitted.push({ name, payload, ack: true });
      const answer = acks[name] as FakeAcks[N];
      if (answer instanceof Error) throw answer;
      if (typeof answer === 'function') return (answer as (p: AgentEmitEvents[N]) => AgentEmitAcks[N])(payload);
      return (answer ?? { ok: true }) as AgentEmitAcks[N];
    },
    connection$: state.pipe(distinctUntilChanged()),
    connect: () => state.next('connected'),
    disconnect: () => state.next('disconnected'),
    reconnect: () => state.next('connected'),
  };
}
