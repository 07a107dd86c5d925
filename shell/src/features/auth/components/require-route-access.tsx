// Role check of every signed-in console screen: a screen the user's role may not open (typed in the
// address bar, or a followed link) shows the not-allowed notice instead, and its remote is neither
// loaded nor asked for data. The same table decides the menu, so the two cannot disagree.
import { Outlet, canOpenRoute, useLocation } from 'shared-kernel/routing';
import { useSession } from 'shared-kernel/platform';
import { NotAllowed } from '../../../app/lazy-pages';

export function RequireRouteAccess() {
  const { user } = useSession();
  const { pathname } = useLocation();
  return canOpenRoute(user, pathname) ? <Outlet /> : <NotAllowed />;
}
