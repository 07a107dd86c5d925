import { and, eq } from 'drizzle-orm';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { SELECTED_ACCOUNT_HEADER } from 'shared-kernel/contracts';
import type { AppContext } from '../context';
import { users, type UserRow } from '../db/schema';
import { badRequest, forbidden, unauthorized } from '../http/http-error';
import { accountOf } from './user-queries';
import { bearerToken } from './sessions';

export interface AuthContext {
  user: UserRow;
  loginId: string;
  /** The account (owner id) whose data this request may read and write. */
  accountId: string;
  isSuperAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** onRequest (before the body is read or validated): a valid access token of a live login and an active user, then the account it acts for. */
export function authGuard(ctx: AppContext): onRequestAsyncHookHandler {
  const guard: onRequestAsyncHookHandler = async (request) => {
    const token = bearerToken(request.headers.authorization);
    const session = token ? await ctx.sessions.authenticate(token) : null;
    if (!session) throw unauthorized();
    const { user, loginId } = session;
    const isSuperAdmin = user.role === 'admin';
    let accountId = accountOf(user);
    const selected = request.headers[SELECTED_ACCOUNT_HEADER];
    const selectedId = Array.isArray(selected) ? selected[0] : selected;
    if (selectedId && selectedId.trim()) {
      // Only the super admin may act for another account, and only for an existing owner.
      if (!isSuperAdmin) throw forbidden('Only a super admin can select an account');
      const [client] = await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, selectedId.trim()), eq(users.role, 'client')))
        .limit(1);
      if (!client) throw badRequest('The selected account does not exist');
      accountId = client.id;
    }
    request.auth = { user, loginId, accountId, isSuperAdmin };
  };
  staffGuards.add(guard);
  return guard;
}

const staffGuards = new WeakSet<object>();

/** Whether a route's onRequest hooks ask for a staff sign-in: the API description reads it from the route. */
export function asksForStaffSignIn(onRequest: unknown): boolean {
  return [onRequest].flat().some((hook) => typeof hook === 'function' && staffGuards.has(hook));
}

/** The auth context of a request that passed the guard. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
