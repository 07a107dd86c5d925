// Loads each area's exposed module once and shares it between the outlet and background parts.
// Failed loads (an error or the fallback module) are not cached, so Retry fetches again.
import type { RemoteModule } from 'shared-kernel/platform';
import { loadWithRetry, type RetryOptions } from './load-with-retry';
import { isFallbackModule } from './fallback-plugin';

/** Loads one remote's './App'; resolves null when the runtime has nothing for it. */
export type LoadRemoteModule = (remote: string) => Promise<RemoteModule | null | undefined>;

export type LoadArea = (remote: string, options?: { fresh?: boolean }) => Promise<RemoteModule>;

// Lazy and memo components are objects with $$typeof; plain ones are functions.
function isComponent(value: unknown): boolean {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

export function createAreaLoader(load: LoadRemoteModule, retry: RetryOptions = {}): LoadArea {
  const cache = new Map<string, Promise<RemoteModule>>();
  return (remote, { fresh = false } = {}) => {
    const cached = cache.get(remote);
    if (cached && !fresh) return cached;
    const loading = loadWithRetry(
      async () => {
        const module = await load(remote);
        if (!module || !isComponent(module.default)) throw new Error(`${remote}/App has no default component`);
        return module;
      },
      { isFailure: isFallbackModule, ...retry },
    );
    cache.set(remote, loading);
    const forget = () => {
      if (cache.get(remote) === loading) cache.delete(remote);
    };
    loading.then((module) => isFallbackModule(module) && forget(), forget);
    return loading;
  };
}
