// The shell hands the outlet its way of loading areas: the federation runtime in the browser,
// a fake remote in tests.
import { createContext, useContext, type ReactNode } from 'react';
import type { LoadArea } from '../lib/area-loader';

interface RemoteLoaderValue {
  loadArea: LoadArea;
  /** Mount each area's always-on part (Background) once signed in. */
  backgrounds: boolean;
}

const RemoteLoaderContext = createContext<RemoteLoaderValue | null>(null);

export function RemoteLoaderProvider({
  loadArea,
  backgrounds = true,
  children,
}: {
  loadArea: LoadArea;
  backgrounds?: boolean;
  children?: ReactNode;
}) {
  return <RemoteLoaderContext.Provider value={{ loadArea, backgrounds }}>{children}</RemoteLoaderContext.Provider>;
}

export function useRemoteLoader(): RemoteLoaderValue {
  const value = useContext(RemoteLoaderContext);
  if (!value) throw new Error('useRemoteLoader() needs a <RemoteLoaderProvider>.');
  return value;
}
