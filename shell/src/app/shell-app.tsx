// The whole console: platform services, remote loading, routes and session side effects.
import { PlatformRoot, type Platform } from 'shared-kernel/platform';
import type { LoadArea } from '../features/remotes/lib/area-loader';
import { RemoteLoaderProvider } from '../features/remotes/components/remote-loader-context';
import type { RemoteReleases } from '../features/remotes/lib/remote-releases';
import { AppRoutes } from './app-routes';
import { NavigationBridge } from './navigation-bridge';
import { SessionEffects } from './session-effects';

export function ShellApp({ platform, loadArea, releases }: { platform: Platform; loadArea: LoadArea; releases?: RemoteReleases }) {
  return (
    <PlatformRoot platform={platform}>
      <RemoteLoaderProvider loadArea={loadArea} releases={releases}>
        <NavigationBridge />
        <SessionEffects />
        <AppRoutes />
      </RemoteLoaderProvider>
    </PlatformRoot>
  );
}
