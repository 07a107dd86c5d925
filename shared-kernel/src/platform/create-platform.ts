import { Subject } from 'shared-kernel/reactive';
import { createHttpClient } from 'shared-kernel/http';
import { createEventBus } from 'shared-kernel/realtime';
import { createSessionStore } from 'shared-kernel/session';
import type { Platform, PlatformOptions } from './platform-types';
import { applyStartingLanguage } from './console-language';
import { createCommandRegistry } from './command-registry';

/**
 * Builds the session, the HTTP client and the event bus wired together: the bus renews tokens through
 * the client's single-flight refresh, and a cleared session closes the socket (it reopens by itself
 * after the next sign-in if it was connected before).
 */
export function createPlatform(options: PlatformOptions): Platform {
  const session = createSessionStore(options.storage);
  const ended = new Subject<void>();
  const api = createHttpClient({
    baseURL: options.apiBase,
    session,
    adapter: options.adapter,
    onSessionEnded: () => {
      ended.next();
      options.onSessionEnded?.();
    },
  });
  const bus = createEventBus({
    url: options.socketUrl,
    path: options.socketPath,
    session,
    refresh: () => api.refresh(),
    io: options.io,
  });
  // Before the first render: an area's gate then waits for that language instead of showing English first.
  applyStartingLanguage(session);
  return { session, api, bus, sessionEnded$: ended.asObservable(), commands: createCommandRegistry() };
}
