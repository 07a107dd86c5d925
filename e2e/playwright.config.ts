// Playwright against the whole stack, started as `npm start` starts it (via start-stack.mjs) on a
// free port and a fresh data folder. E2E_BASE_URL points the suite at an already running stack instead,
// started with suite-stack-env.json's variables and read through E2E_DATA_DIR: `pnpm e2e:stack` does both.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import chromium from './support/chromium.json';
import { SUPER_ADMIN } from './support/console';
// What the suite needs of its stack; `pnpm e2e:stack` starts a stack by hand with the same.
import suiteStackEnv from './suite-stack-env.json';

if (suiteStackEnv.SUPER_ADMIN_EMAIL !== SUPER_ADMIN.email || suiteStackEnv.SUPER_ADMIN_PASSWORD !== SUPER_ADMIN.password) {
  throw new Error('e2e/suite-stack-env.json and SUPER_ADMIN in e2e/support/console.ts must name the same super admin');
}

// Worker processes load this file again: the port chosen by the main process travels in the environment.
function stackPort(): string {
  process.env.E2E_PORT ??= execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ])
    .toString()
    .trim();
  return process.env.E2E_PORT;
}

// The stack's data folder (outbox mails): chosen once here, created and removed by start-stack.mjs.
// Against an external stack, E2E_DATA_DIR names that stack's DATA_DIR.
function stackDataDir(): string {
  process.env.E2E_DATA_DIR ??= join(tmpdir(), `live-chat-e2e-${randomBytes(6).toString('hex')}`);
  return process.env.E2E_DATA_DIR;
}

const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://localhost:${stackPort()}`;

/** Debian's Chromium (Playwright cannot download its own browsers here); CHROMIUM_PATH overrides. */
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH || chromium.executablePath,
  args: chromium.args,
};

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two cores run the server, the browser and the tests: one worker keeps timings honest.
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: external
    ? undefined
    : {
        command: 'node start-stack.mjs',
        url: `${baseURL}/remotes.json`,
        env: {
          PORT: stackPort(),
          E2E_DATA_DIR: stackDataDir(),
          // The super admin, and the limits scaled: every browser of the suite is one address.
          ...suiteStackEnv,
        },
        // A cold start may have to install and build first.
        timeout: 600_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        stderr: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      },
});
