// The guarded console frame: loaded after sign-in, not on the login screen, in the console's language
// (its catalogue comes with it). A menu entry hovered or focused prefetches its area's remote, and for
// the areas that list records the shared data kit.
import { useCallback } from 'react';
import { ConsoleLayout } from '../features/layout/components/console-layout';
import { NavIntentContext } from '../features/layout/components/nav-intent';
import { AreaBackgrounds } from '../features/remotes/components/area-backgrounds';
import { useRemoteLoader } from '../features/remotes/components/remote-loader-context';
import { areaForPath } from '../features/remotes/lib/area-for-path';
import { ConsoleLanguage } from './i18n/catalogue';

export function SignedInConsole() {
  const { loadArea } = useRemoteLoader();
  const prefetch = useCallback(
    (path: string) => {
      const area = areaForPath(path);
      // A failure is reported by the area's own outlet, with Retry, if the user goes there.
      if (!area) return;
      loadArea(area.remote).catch(() => undefined);
      // The shell's copy, built on the MUI core it has loaded: remotes take it instead of bundling that core again.
      if (area.dataKit) import('shared-kernel/mui-data').catch(() => undefined);
    },
    [loadArea],
  );
  return (
    <ConsoleLanguage>
      <NavIntentContext.Provider value={prefetch}>
        <ConsoleLayout extras={<AreaBackgrounds />} />
      </NavIntentContext.Provider>
    </ConsoleLanguage>
  );
}
