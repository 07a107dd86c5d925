// Choosing a client (spec 000 §4): the choice is stored at once (the HTTP client sends it as the
// selected-account header), then a 5-second countdown and a reload start the console as that account.
import { useCallback, useEffect, useRef, useState } from 'react';
import { LIMITS } from 'shared-kernel/contracts';
import { usePlatform } from 'shared-kernel/platform';
import { reloadPage } from '../lib/reload-page';

export function useClientSwitch() {
  const { session } = usePlatform();
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const timers = useRef<{ tick?: ReturnType<typeof setInterval>; reload?: ReturnType<typeof setTimeout> }>({});

  useEffect(() => {
    const current = timers.current;
    return () => {
      clearInterval(current.tick);
      clearTimeout(current.reload);
    };
  }, []);

  const choose = useCallback(
    (clientId: string) => {
      if (timers.current.reload) return;
      session.setSelectedAccount(clientId || null);
      setSecondsLeft(LIMITS.CLIENT_SWITCH_S);
      // The display ticks each second; the reload has its own timer so it is due at 5 s sharp.
      timers.current.tick = setInterval(() => setSecondsLeft((s) => (s === null ? s : Math.max(0, s - 1))), 1000);
      timers.current.reload = setTimeout(() => {
        clearInterval(timers.current.tick);
        reloadPage();
      }, LIMITS.CLIENT_SWITCH_S * 1000);
    },
    [session],
  );

  return { secondsLeft, choose };
}
