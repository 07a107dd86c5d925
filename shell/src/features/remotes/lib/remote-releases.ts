// Releases reach an open console without a full reload: remotes.json is read again (no-cache, so a
// 304 while nothing changed) when an area is entered or checked, and a remote whose entry changed is
// re-registered, so its next load is the promoted (or rolled back) version.
import { fetchRemotesConfig, type RemotesConfig } from './remote-config';

export interface RemoteReleases {
  /** Re-registers `remote` when remotes.json names another entry now; true when it did. */
  sync(remote: string): Promise<boolean>;
  /** True when remotes.json names another entry for `remote` than the registered one. */
  hasUpdate(remote: string): Promise<boolean>;
}

export interface RemoteRegistry {
  registeredEntry(remote: string): string | undefined;
  reregisterRemote(remote: string, entry: string | undefined): boolean;
}

export function createRemoteReleases(registry: RemoteRegistry, readConfig: () => Promise<RemotesConfig> = () => fetchRemotesConfig()): RemoteReleases {
  // An unreadable remotes.json keeps what is registered: the area goes on with the version it has.
  const entryNow = async (remote: string) => {
    try {
      return (await readConfig())[remote];
    } catch {
      return undefined;
    }
  };
  return {
    async sync(remote) {
      return registry.reregisterRemote(remote, await entryNow(remote));
    },
    async hasUpdate(remote) {
      const entry = await entryNow(remote);
      return entry !== undefined && entry !== registry.registeredEntry(remote);
    },
  };
}
