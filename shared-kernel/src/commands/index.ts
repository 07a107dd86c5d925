// Issue 38: the command palette's and the shortcuts' contract: types, ranking, key matching. Stateless (bundled
// by each app); the registry every area writes to is the platform's (shared-kernel/platform).
export * from './command-types';
export * from './rank-commands';
export * from './shortcuts';
