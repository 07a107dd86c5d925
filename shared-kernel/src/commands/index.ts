// Issue 38: the command palette's and the shortcuts' contract: types and key matching. Stateless (bundled by
// each app); the registry every area writes to is the platform's (shared-kernel/platform), the ranking the palette's.
export * from './command-types';
export * from './shortcuts';
