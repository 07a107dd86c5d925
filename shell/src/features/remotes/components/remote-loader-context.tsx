// The shell hands the outlet its way of loading areas: the federation runtime in the browser,
// a fake remote in tests.
import { createContext, useContext, type ReactNode } from 'react';
import { BACKGROUND_REMOTES, type RemoteName } from 'shared-kernel/contracts';
import type { LoadArea } from '../lib/area-loader';
import type { RemoteReleases } from '../lib/remote-releases';

interface RemoteLoaderValue {
  loadArea: LoadArea;
  /** The remotes whose always-on part (Background) is mounted once signed in. */
  backgrounds: readonly RemoteName[];
  /** Picks up promoted or rolled back remotes; absent where there is no remotes.json (tests). */
  releases?: RemoteReleases;
}

const RemoteLoaderContext = createContext<RemoteLoaderValue | null>(null);

export function RemoteLoaderProvider({
  loadArea,
  backgrounds = BACKGROUND_REMOTES,
  releases,
  children,
}: {
  loadArea: LoadArea;
  backgrounds?: readonly RemoteName[];
  releases?: RemoteReleases;
  children?: ReactNode;
}) {
  return <RemoteLoaderContext.Provider value={{ loadArea, backgrounds, releases }}>{children}</RemoteLoaderContext.Provider>;
}

export function useRemoteLoader(): RemoteLoaderValue {
  const value = useContext(RemoteLoaderContext);
  if (!value) throw new Error('useRemoteLoader() needs a <RemoteLoaderProvider>.');
  return value;
}
