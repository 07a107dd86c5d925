import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import type { SessionState, SessionStore } from 'shared-kernel/session';
import { PlatformContext, usePlatform } from './platform-context';

export interface SessionView extends SessionState {
  session: SessionStore;
}

const noSubscription = () => () => undefined;

/** Live session state of a store (null without one), re-rendering on every change. */
function useSessionState(session: SessionStore | null): SessionState | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!session) return noSubscription();
      const subscription = session.state$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [session],
  );
  return useSyncExternalStore(subscribe, () => session?.getState() ?? null, () => session?.getState() ?? null);
}

/** `{ user, tokens, isOnline, selectedAccount, session }`, live (this tab and the others). */
export function useSession(): SessionView {
  const { session } = usePlatform();
  const state = useSessionState(session) as SessionState;
  return useMemo(() => ({ ...state, session }), [state, session]);
}

/** Whether someone is signed in; false outside a platform (e.g. a bare error page). */
export function useSignedIn(): boolean {
  const platform = useContext(PlatformContext);
  const state = useSessionState(platform?.session ?? null);
  return Boolean(state?.user && state.tokens);
}
