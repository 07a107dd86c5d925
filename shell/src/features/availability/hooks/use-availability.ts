// The header toggle (spec 000 §4): one GET /users/toggle-online, a spinner for about 1 s, and the
// server's answer applied (stored) 0.9 s after the click; plus the live sync of the other devices.
import { useCallback, useEffect, useRef, useState } from 'react';
import { LIMITS } from 'shared-kernel/contracts';
import { errorMessage } from 'shared-kernel/http';
import { useApi, useSession, useToast } from 'shared-kernel/platform';
import { TEXTS } from '../../../app/texts';
import { toggleOnline } from '../api/toggle-online';
import { useAvailabilitySync } from './use-availability-sync';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

export function useAvailability() {
  const api = useApi();
  const toast = useToast();
  const { isOnline, session } = useSession();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const { settleHeld } = useAvailabilitySync(running);

  const toggle = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    const started = Date.now();
    try {
      const answer = await toggleOnline(api);
      await wait(LIMITS.ONLINE_TOGGLE_APPLY_MS - (Date.now() - started));
      session.setOnline(answer.isOnline);
      await wait(LIMITS.ONLINE_TOGGLE_SPINNER_MS - (Date.now() - started));
    } catch (err) {
      toast.error(errorMessage(err, TEXTS.genericError));
    } finally {
      running.current = false;
      settleHeld();
      if (mounted.current) setBusy(false);
    }
  }, [api, session, toast, settleHeld]);

  return { isOnline, busy, toggle };
}
