import { and, eq } from 'drizzle-orm';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { SELECTED_ACCOUNT_HEADER } from 'shared-kernel/contracts';
import { API_KEY_HEADER } from 'shared-kernel/integrations';
import { tooMany } from '../abuse';
import type { AppContext } from '../context';
import { users, type UserRow } from '../db/schema';
import { badRequest, forbidden, unauthorized } from '../http/http-error';
import { fixedText } from '../http/valued-text';
import { accountOf } from './user-queries';
import { bearerToken } from './sessions';
import { authenticateApiKey, hasScope, isApiKeyToken } from './api-keys';
import { scopeForRoute } from './api-key-scopes';

export const API_KEY_MESSAGES = {
  invalid: 'This API key is not valid: it is unknown, revoked or expired',
  staffOnly: 'API keys cannot make this call: it is for signed-in staff only',
  // A scope is one of a short fixed list: a fixed text each (http/valued-text.ts).
  missingScope: (scope: string) => fixedText('This API key lacks the scope {scope}', { scope }),
  tooMany: 'This API key made too many requests; try again shortly',
};

export interface AuthContext {
  user: UserRow;
  loginId: string;
  /** The account (owner id) whose data this request may read and write. */
  accountId: string;
  isSuperAdmin: boolean;
  /** Set when an API key made the call: it acts as the account's owner, within its scopes. */
  apiKeyId?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** onRequest (before the body is read or validated): a valid access token of a live login and an active user, then the account it acts for. */
export function authGuard(ctx: AppContext): onRequestAsyncHookHandler {
  const guard: onRequestAsyncHookHandler = async (request) => {
    const headerKey = request.headers[API_KEY_HEADER];
    const token = bearerToken(request.headers.authorization) ?? (typeof headerKey === 'string' ? headerKey.trim() : null);
    if (token && isApiKeyToken(token)) {
      request.auth = await apiKeyAuth(ctx, request, token);
      return;
    }
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

/** A key's call: a live key, a route open to keys, the route's scope, and the key's rate. */
async function apiKeyAuth(ctx: AppContext, request: FastifyRequest, secret: string): Promise<AuthContext> {
  const caller = await authenticateApiKey(ctx.db, secret);
  if (!caller) throw unauthorized(API_KEY_MESSAGES.invalid);
  const url = (request.routeOptions.url ?? '').replace(/^\/api(?=\/)/, '');
  const scope = scopeForRoute(request.method, url);
  if (!scope) throw forbidden(API_KEY_MESSAGES.staffOnly);
  if (!hasScope(caller.key, scope)) throw forbidden(API_KEY_MESSAGES.missingScope(scope));
  const wait = await ctx.limits.requestsPerApiKey.take(caller.key.id);
  if (wait > 0) throw tooMany(API_KEY_MESSAGES.tooMany, wait);
  return { user: caller.owner, loginId: `api-key:${caller.key.id}`, accountId: accountOf(caller.owner), isSuperAdmin: false, apiKeyId: caller.key.id };
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
