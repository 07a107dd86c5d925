// Side effects of being signed in that no screen owns: the one socket is open exactly while a
// session is stored, the stored user is refreshed from the server, and the title resets to 'Live Chat' whenever the tab becomes visible.
import { useEffect } from 'react';
import { useEventBus, useSignedIn } from 'shared-kernel/platform';
import { useWelcomeSync } from '../features/auth/hooks/use-welcome-sync';
import { useTitleReset } from '../features/layout/hooks/use-title-reset';
import { SIGNED_OUT_TEXTS } from '../features/auth/texts';

export function SessionEffects() {
  const signedIn = useSignedIn();
  const bus = useEventBus();
  useEffect(() => {
    if (signedIn) bus.connect();
    else bus.disconnect();
  }, [signedIn, bus]);
  useWelcomeSync();
  useTitleReset(SIGNED_OUT_TEXTS.appTitle);
  return null;
}
