// Releases reach an open console without a full reload: remotes.json is read again (no-cache, so a
// 304 while nothing changed) when an area is entered or checked, and a remote whose entry changed is
// re-registered, so its next load is the promoted (or rolled back) version.
import { fetchRemotesConfig, type RemotesConfig } from './remote-config';

export interface RemoteReleases {
  /** Re-registers `remote` when remotes.json names another entry now; true when it did. `fresh`: read it again. */
  sync(remote: string, options?: { fresh?: boolean }): Promise<boolean>;
  /** True when remotes.json names another entry for `remote` than the registered one. */
  hasUpdate(remote: string): Promise<boolean>;
}

export interface RemoteRegistry {
  registeredEntry(remote: string): string | undefined;
  reregisterRemote(remote: string, entry: string | undefined): boolean;
}

export interface ReleaseOptions {
  readConfig?: () => Promise<RemotesConfig>;
  /** The remotes.json read at start, so the first area of the first screen does not wait for another. */
  initial?: RemotesConfig;
  /** How long `initial` answers for entering areas (the first screen); later entries always read again. */
  freshForMs?: number;
  now?: () => number;
}

export function createRemoteReleases(registry: RemoteRegistry, options: ReleaseOptions = {}): RemoteReleases {
  const { readConfig = () => fetchRemotesConfig(), initial, freshForMs = 3000, now = Date.now } = options;
  const started = now();
  // An unreadable remotes.json keeps what is registered: the area goes on with the version it has.
  const entryNow = async (remote: string, fresh: boolean) => {
    if (!fresh && initial && now() - started < freshForMs) return initial[remote];
    try {
      return (await readConfig())[remote];
    } catch {
      return undefined;
    }
  };
  return {
    async sync(remote, { fresh = false } = {}) {
      return registry.reregisterRemote(remote, await entryNow(remote, fresh));
    },
    async hasUpdate(remote) {
      const entry = await entryNow(remote, true);
      return entry !== undefined && entry !== registry.registeredEntry(remote);
    },
  };
}
