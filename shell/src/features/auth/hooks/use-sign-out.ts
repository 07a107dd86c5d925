// Ends the session on this device without asking the server (it already ended the login, e.g. a
// deactivated agent): socket closed, local data cleared, back to /login.
import { useCallback } from 'react';
import { useNavigate } from 'shared-kernel/routing';
import { ROUTES } from 'shared-kernel/contracts';
import { useEventBus, usePlatform } from 'shared-kernel/platform';
import { markDeliberateSignOut } from '../../../lib/sign-out-intent';

export function useSignOut(): () => void {
  const { session } = usePlatform();
  const bus = useEventBus();
  const navigate = useNavigate();
  return useCallback(() => {
    bus.disconnect();
    markDeliberateSignOut();
    session.clear();
    navigate(ROUTES.login, { replace: true });
  }, [bus, session, navigate]);
}
