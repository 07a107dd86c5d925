// The only place that talks to the Module Federation runtime: registers the remotes named in
// remotes.json (at run time, so a remote that is down cannot blank the page before React mounts)
// and loads an area's exposed module.
import type { ComponentType } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_EXPOSE } from 'shared-kernel/contracts';
import type { RemoteModule } from 'shared-kernel/platform';
import { areaFallbackPlugin } from './fallback-plugin';
import type { RemotesConfig } from './remote-config';

/** Installed first, so even a remote missing from remotes.json fails into its area's fallback. */
export function installAreaFallback(Fallback: ComponentType): void {
  registerPlugins([areaFallbackPlugin(Fallback)]);
}

export function registerAreaRemotes(config: RemotesConfig): void {
  registerRemotes(
    Object.entries(config).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

/** './App' of one remote, e.g. 'mfe_history/App'. */
export function loadAreaModule(remote: string): Promise<RemoteModule | null> {
  return loadRemote<RemoteModule>(`${remote}/${REMOTE_EXPOSE.replace('./', '')}`);
}
