import { HANDSHAKE_UNAVAILABLE } from 'shared-kernel/contracts';
import { isDatabaseOutage } from '../db/database-outage';

type Middleware<S> = (socket: S, next: (err?: Error) => void) => void;

/**
 * A namespace's handshake middleware inside one guard: socket.io calls middlewares without catching, so a
 * synchronous throw would end the process. A throw is logged with the namespace's name and refuses the
 * handshake ('Server error'), the process keeps serving.
 */
export function guardedMiddleware<S>(namespace: string, middleware: Middleware<S>): Middleware<S> {
  return (socket, next) => {
    try {
      middleware(socket, next);
    } catch (error) {
      console.error(`handshake of '${namespace}' failed`, error);
      next(new Error(handshakeFailure(error)));
    }
  };
}

/** The refusal for a handshake that failed: retryable when the database is out of reach. */
export function handshakeFailure(error: unknown): string {
  return isDatabaseOutage(error) ? HANDSHAKE_UNAVAILABLE : 'Server error';
}
