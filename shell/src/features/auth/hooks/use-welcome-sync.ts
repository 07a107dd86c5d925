// The stored user is a copy from sign-in: once per signed-in start the shell asks the server who
// the user is now (name, photo, roles changed elsewhere) and merges it into the session.
// A refused token goes through the HTTP client's refresh; a session that cannot be renewed ends there.
import { useEffect } from 'react';
import { useApi, usePlatform, useSignedIn } from 'shared-kernel/platform';

export function useWelcomeSync(): void {
  const api = useApi();
  const { session } = usePlatform();
  const signedIn = useSignedIn();
  useEffect(() => {
    if (!signedIn) return;
    let cancelled = false;
    api
      .call('welcomeUser')
      .then(({ welcome }) => {
        if (cancelled) return;
        const [info] = welcome.userinfo;
        const { isClient, isAdmin, clientId } = welcome;
        session.updateUser({ ...info, clientId, isClient, isAdmin, isAgent: !isClient && !isAdmin });
      })
      // Network errors are only logged (spec 000 §8); the stored copy stays usable offline.
      .catch((error: unknown) => console.warn('[session] welcome-user failed', error));
    return () => {
      cancelled = true;
    };
  }, [api, session, signedIn]);
}
