// The platform is built before React renders, yet a failed refresh must navigate to /login:
// this bridge hands it the router's navigate once the router exists.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'shared-kernel/routing';
import { ROUTES } from 'shared-kernel/contracts';
import type { LoginRedirectState } from '../features/auth/components/require-session';

type Navigate = (path: string) => void;

let current: Navigate = (path) => window.location.assign(path);

/** Goes to `path` through the router when mounted, else by loading the page. */
export function navigateTo(path: string): void {
  current(path);
}

export function NavigationBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  here.current = location;
  useEffect(() => {
    current = (path) => {
      const { pathname, search, hash } = here.current;
      // Like the guard: a session that ended mid-page returns there after the next login.
      const state: LoginRedirectState | undefined =
        path === ROUTES.login && pathname !== ROUTES.login ? { from: { pathname, search, hash } } : undefined;
      navigate(path, { replace: true, state });
    };
  }, [navigate]);
  return null;
}
