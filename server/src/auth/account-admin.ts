import type { onRequestAsyncHookHandler } from 'fastify';
import { forbidden } from '../http/http-error';
import { roleFlags } from './user-view';
import { authOf } from './auth-guard';

export const ACCOUNT_ADMIN_ONLY = 'Only an admin or co-admin of the account can do this';

/**
 * onRequest after authGuard: admin and client roles only (super admin, owner, co-admin; spec 001 §6).
 * Agents and managers get 403 before their body is even read, so a hidden button is not the only guard.
 */
export const accountAdminOnly: onRequestAsyncHookHandler = async (request) => {
  const { isAdmin, isClient } = roleFlags(authOf(request).user);
  if (!isAdmin && !isClient) throw forbidden(ACCOUNT_ADMIN_ONLY);
};
