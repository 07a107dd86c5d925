// The shell hands the outlet its way of loading areas: the federation runtime in the browser,
// a fake remote in tests.
import { createContext, useContext, type ReactNode } from 'react';
import { BACKGROUND_REMOTES, type RemoteName } from 'shared-kernel/contracts';
import type { LoadArea } from '../lib/area-loader';

interface RemoteLoaderValue {
  loadArea: LoadArea;
  /** The remotes whose always-on part (Background) is mounted once signed in. */
  backgrounds: readonly RemoteName[];
}

const RemoteLoaderContext = createContext<RemoteLoaderValue | null>(null);

export function RemoteLoaderProvider({
  loadArea,
  backgrounds = BACKGROUND_REMOTES,
  children,
}: {
  loadArea: LoadArea;
  backgrounds?: readonly RemoteName[];
  children?: ReactNode;
}) {
  return <RemoteLoaderContext.Provider value={{ loadArea, backgrounds }}>{children}</RemoteLoaderContext.Provider>;
}

export function useRemoteLoader(): RemoteLoaderValue {
  const value = useContext(RemoteLoaderContext);
  if (!value) throw new Error('useRemoteLoader() needs a <RemoteLoaderProvider>.');
  return value;
}
