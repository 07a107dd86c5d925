import { HANDSHAKE_UNAVAILABLE } from 'shared-kernel/contracts';
import type { AppContext } from '../../context';
import { isDatabaseOutage } from '../../db/database-outage';
import { bearerToken } from '../../auth';
import { accountOf } from '../../auth';
import { roleFlags } from '../../auth';
import { followableAccount } from './followed-account';
import type { AgentSocket, AgentSocketData } from '../../realtime/socket-types';
import { handshakeLanguages, socketLocale } from '../../realtime/staff-language';

export const ACCESS_DENIED = 'Access Denied';

function firstOf(value: unknown): string | undefined {
  if (Array.isArray(value)) return typeof value[0] === 'string' ? value[0] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/**
 * The account the socket acts for: the user's own, or for the super admin the owner account its console
 * selected (`auth.selectedAccount`, as HTTP calls send x-selected-account). A selection that may not be
 * followed is logged and the socket stays in its own account: it never joins another.
 */
async function handshakeAccount(ctx: AppContext, data: Omit<AgentSocketData, 'accountId'>, ownAccount: string, selected: string | undefined): Promise<string> {
  if (!selected?.trim()) return ownAccount;
  const choice = await followableAccount(ctx, data, selected);
  if (choice.ok) return choice.accountId;
  console.warn(`agent socket of user ${data.userId}: selected account ignored (${choice.message})`);
  return ownAccount;
}

/**
 * Handshake middleware of the agent namespace: `auth.token` ('Bearer x') or the Authorization
 * header must be a live access token; the `agentId` / `isClient` query, when sent, must match it.
 */
export function agentAuthMiddleware(ctx: AppContext) {
  return (socket: AgentSocket, next: (err?: Error) => void): void => {
    const { auth, headers, query } = socket.handshake;
    const sent = (auth ?? {}) as { token?: unknown; selectedAccount?: unknown };
    const token = bearerToken(sent.token ?? headers.authorization);
    const check = token ? ctx.sessions.authenticate(token) : Promise.resolve(null);
    check
      .then(async (session) => {
        if (!session) return next(new Error(ACCESS_DENIED));
        const { user, loginId } = session;
        const agentId = firstOf(query.agentId);
        const isClient = firstOf(query.isClient);
        if (agentId && agentId !== user.id) return next(new Error(ACCESS_DENIED));
        if (isClient && isClient !== String(roleFlags(user).isClient)) return next(new Error(ACCESS_DENIED));
        const browserLanguages = handshakeLanguages(socket);
        const data = { userId: user.id, loginId, role: user.role, browserLanguages, language: socketLocale(user.language, browserLanguages) };
        const accountId = await handshakeAccount(ctx, data, accountOf(user), firstOf(sent.selectedAccount));
        socket.data = { ...data, accountId };
        next();
      })
      // The database out of reach is no verdict on the token: the console tries again, signed in.
      .catch((error: unknown) => next(new Error(isDatabaseOutage(error) ? HANDSHAKE_UNAVAILABLE : ACCESS_DENIED)));
  };
}
