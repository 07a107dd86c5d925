import { SENDING_TOO_FAST, type VisitorAcks, type VisitorEmitEvents } from 'shared-kernel/contracts';
import { CONNECTION_RATES, connectionBucket } from '../realtime/rate-bucket';
import { inputProblem } from '../http/input-guard';
import type { VisitorSocket } from './visitor-socket-types';

type Handler<K extends keyof VisitorEmitEvents> = (
  payload: Partial<VisitorEmitEvents[K]>,
  ack: (answer: VisitorAcks[K]) => void,
) => Promise<void> | void;

/**
 * Subscribes a widget event handler; payloads are untrusted (Partial) and refused outside the input
 * limits every HTTP call meets too (inputProblem); failures are logged and acked ok: false.
 */
export function onVisitorEvent<K extends keyof VisitorEmitEvents>(socket: VisitorSocket, name: K, handler: Handler<K>): void {
  const bucket = connectionBucket(socket, CONNECTION_RATES.guest);
  const listener = (payload: unknown, maybeAck?: unknown) => {
    const ack = typeof maybeAck === 'function' ? (maybeAck as (answer: VisitorAcks[K]) => void) : () => undefined;
    const input = (payload && typeof payload === 'object' ? payload : {}) as Partial<VisitorEmitEvents[K]>;
    const problem = inputProblem(payload);
    if (problem) return ack({ ok: false, error: problem } as VisitorAcks[K]);
    const retryAfterMs = bucket.take();
    if (retryAfterMs > 0) return ack({ ok: false, error: SENDING_TOO_FAST, retryAfterMs } as VisitorAcks[K]);
    Promise.resolve()
      .then(() => handler(input, ack))
      .catch((error: unknown) => {
        console.error(`visitor handler '${String(name)}' failed`, error);
        ack({ ok: false, error: 'Something went wrong' } as VisitorAcks[K]);
      });
  };
  (socket.on as (event: string, listener: (...args: unknown[]) => void) => void)(name as string, listener);
}
