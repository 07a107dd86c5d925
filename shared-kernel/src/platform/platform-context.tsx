import { createContext, useContext, type ReactNode } from 'react';
import type { Platform } from './platform-types';

export const PlatformContext = createContext<Platform | null>(null);

export function PlatformProvider({ platform, children }: { platform: Platform; children?: ReactNode }) {
  return <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
}

export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform() needs a <PlatformProvider> (the shell, the standalone harness or the mock shell).');
  return platform;
}

export const useApi = () => usePlatform().api;
export const useEventBus = () => usePlatform().bus;
