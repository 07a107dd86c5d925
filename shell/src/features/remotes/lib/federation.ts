// The only place that talks to the Module Federation runtime: registers the remotes named in
// remotes.json (at run time, so a remote that is down cannot blank the page before React mounts),
// re-registers one whose entry a release changed, and loads an area's exposed module.
import type { ComponentType } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_EXPOSE } from 'shared-kernel/contracts';
import type { RemoteModule } from 'shared-kernel/platform';
import { areaFallbackPlugin } from './fallback-plugin';
import { manifestHandoffPlugin } from './manifest-handoff';
import type { RemotesConfig } from './remote-config';

/** The manifest URL each remote is registered with now. */
const registered: RemotesConfig = {};

/** Installed first, so even a remote missing from remotes.json fails into its area's fallback. */
export function installAreaFallback(Fallback: ComponentType): void {
  registerPlugins([areaFallbackPlugin(Fallback), manifestHandoffPlugin()]);
}

export function registerAreaRemotes(config: RemotesConfig): void {
  registerRemotes(
    Object.entries(config).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  Object.assign(registered, config);
}

export function registeredEntry(remote: string): string | undefined {
  return registered[remote];
}

/**
 * Points one remote at the entry remotes.json names now (a promotion or a rollback). `force` drops the
 * runtime's copy of the old version, so the next load fetches the new one. True when it changed.
 */
export function reregisterRemote(remote: string, entry: string | undefined): boolean {
  if (!entry || registered[remote] === entry) return false;
  registerRemotes([{ name: remote, entry }], { force: true });
  registered[remote] = entry;
  return true;
}

/** './App' of one remote, e.g. 'mfe_history/App'. */
export function loadAreaModule(remote: string): Promise<RemoteModule | null> {
  return loadRemote<RemoteModule>(`${remote}/${REMOTE_EXPOSE.replace('./', '')}`);
}
