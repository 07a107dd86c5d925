// Logout (spec 000 §2, §8): POST /auth/logout, then clear the session, close the socket and go to
// /login. A failure keeps the user signed in and toasts the server's string message or the fallback.
import { useCallback, useState } from 'react';
import { useNavigate } from 'shared-kernel/routing';
import { ROUTES } from 'shared-kernel/contracts';
import { errorMessage } from 'shared-kernel/http';
import { usePlatform, useToast } from 'shared-kernel/platform';
import { TEXTS } from '../../../app/texts';
import { markDeliberateSignOut } from '../../../lib/sign-out-intent';

export function useLogout() {
  const { api, session, bus } = usePlatform();
  const toast = useToast();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = useCallback(async () => {
    setBusy(true);
    try {
      await api.call('logout');
      setOpen(false);
      navigate(ROUTES.login, { replace: true });
      bus.disconnect();
      markDeliberateSignOut();
      session.clear();
    } catch (err) {
      toast.error(errorMessage(err, TEXTS.genericError));
    } finally {
      setBusy(false);
    }
  }, [api, bus, session, navigate, toast]);

  return {
    open,
    busy,
    request: useCallback(() => setOpen(true), []),
    cancel: useCallback(() => setOpen(false), []),
    confirm,
  };
}
