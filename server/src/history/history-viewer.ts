import type { FastifyRequest } from 'fastify';
import { authOf } from '../auth/auth-guard';

/**
 * Who reads the history: the account's owner, co-admins and the super admin see every chat of the
 * account; agents and managers only the chats they handled themselves.
 */
export interface HistoryViewer {
  accountId: string;
  userId: string;
  wholeAccount: boolean;
}

export function isAccountAdmin(role: string): boolean {
  return role === 'client' || role === 'co_client' || role === 'admin';
}

export function historyViewerOf(request: FastifyRequest): HistoryViewer {
  const auth = authOf(request);
  return { accountId: auth.accountId, userId: auth.user.id, wholeAccount: isAccountAdmin(auth.user.role) };
}
