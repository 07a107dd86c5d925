// The guarded console frame: loaded after sign-in, not on the login screen. A menu entry hovered or
// focused prefetches its area's remote.
import { useCallback } from 'react';
import { ConsoleLayout } from '../features/layout/components/console-layout';
import { NavIntentContext } from '../features/layout/components/nav-intent';
import { AreaBackgrounds } from '../features/remotes/components/area-backgrounds';
import { useRemoteLoader } from '../features/remotes/components/remote-loader-context';
import { areaForPath } from '../features/remotes/lib/area-for-path';

export function SignedInConsole() {
  const { loadArea } = useRemoteLoader();
  const prefetch = useCallback(
    (path: string) => {
      const area = areaForPath(path);
      // A failure is reported by the area's own outlet, with Retry, if the user goes there.
      if (area) loadArea(area.remote).catch(() => undefined);
    },
    [loadArea],
  );
  return (
    <NavIntentContext.Provider value={prefetch}>
      <ConsoleLayout extras={<AreaBackgrounds />} />
    </NavIntentContext.Provider>
  );
}
