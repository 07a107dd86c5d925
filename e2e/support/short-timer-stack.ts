// A stack of the spec's own whose chat timers run short: a chat turns priority after 2 s and unattended
// after UNATTENDED_AFTER_S, so the specs about unattended and missed chats need not wait minutes. One per
// worker; `baseURL` points at it.
import { test as base } from '@playwright/test';
import { launchStack, type Stack } from './stack';

/** Seconds until a chat nobody accepts turns unattended on this stack. */
export const UNATTENDED_AFTER_S = 6;

export const test = base.extend<object, { shortTimerStack: Stack }>({
  shortTimerStack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from this pattern
    async ({}, use) => {
      const stack = await launchStack({ CHAT_PRIORITY_AFTER: '2', CHAT_UNATTENDED_AFTER: String(UNATTENDED_AFTER_S) });
      await use(stack);
      await stack.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ shortTimerStack }, use) => use(shortTimerStack.url),
});
