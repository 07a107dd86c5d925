import type { AppContext } from '../context';
import { bearerToken } from '../auth/sessions';
import { accountOf } from '../users/user-queries';
import { roleFlags } from '../users/user-view';
import type { AgentSocket } from './socket-types';

export const ACCESS_DENIED = 'Access Denied';

function firstOf(value: unknown): string | undefined {
  if (Array.isArray(value)) return typeof value[0] === 'string' ? value[0] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/**
 * Handshake middleware of the agent namespace: `auth.token` ('Bearer x') or the Authorization
 * header must be a live access token; the `agentId` / `isClient` query, when sent, must match it.
 */
export function agentAuthMiddleware(ctx: AppContext) {
  return (socket: AgentSocket, next: (err?: Error) => void): void => {
    const { auth, headers, query } = socket.handshake;
    const token = bearerToken((auth as { token?: unknown } | undefined)?.token ?? headers.authorization);
    const check = token ? ctx.sessions.authenticate(token) : Promise.resolve(null);
    check
      .then((session) => {
        if (!session) return next(new Error(ACCESS_DENIED));
        const { user, loginId } = session;
        const agentId = firstOf(query.agentId);
        const isClient = firstOf(query.isClient);
        if (agentId && agentId !== user.id) return next(new Error(ACCESS_DENIED));
        if (isClient && isClient !== String(roleFlags(user).isClient)) return next(new Error(ACCESS_DENIED));
        socket.data = { userId: user.id, loginId, accountId: accountOf(user), role: user.role };
        next();
      })
      .catch(() => next(new Error(ACCESS_DENIED)));
  };
}
