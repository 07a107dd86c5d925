const LOCK_NAME = 'live-chat-console:token-refresh';

/**
 * Runs the refresh under a Web Lock when the browser has them, so two tabs never spend the same
 * (rotating) refresh token: the second tab then finds the first tab's new tokens in local storage.
 */
export function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks || typeof locks.request !== 'function') return task();
  return locks.request(LOCK_NAME, task) as Promise<T>;
}
