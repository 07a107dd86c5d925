// Guard of every console route (spec 001 §2 "Protected-route behaviour"): without a stored token
// go to /login remembering where the user was; emailed chat links are also saved for after login.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'shared-kernel/routing';
import { ROUTES, shouldSavePath } from 'shared-kernel/contracts';
import { useSession } from 'shared-kernel/platform';
import { consumeDeliberateSignOut } from '../../../lib/sign-out-intent';

export interface LoginRedirectState {
  from?: { pathname: string; search?: string; hash?: string };
}

export function RequireSession({ children }: { children: ReactNode }) {
  const { tokens, user, session } = useSession();
  const location = useLocation();
  if (tokens?.accessToken && user) return <>{children}</>;
  if (consumeDeliberateSignOut()) return <Navigate to={ROUTES.login} replace />;
  const path = `${location.pathname}${location.search}${location.hash}`;
  if (shouldSavePath(location.pathname)) session.setSavedPath(path);
  const state: LoginRedirectState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
  return <Navigate to={ROUTES.login} replace state={state} />;
}
