// The server's local Stripe and Google Analytics stand-ins, run as a process of their own (e2e imports no
// server code): `pnpm --filter server stand-ins`. Specs point a stack of their own at them (stack.ts) and read
// what they recorded through their control paths. Their keys and texts are the stand-ins' own words.
import path from 'node:path';
import { test as base } from '@playwright/test';
import { startService } from './service-process';
import { freePort, launchStack, type Stack } from './stack';

/** The stand-in's pay page: any 16 digits pay, this one is declined. */
export const CARDS = { paying: '4242424242424242', declined: '4000000000000002' } as const;
export const PAY_PAGE = { cardNumber: 'Card number', pay: 'Pay', declined: 'Your card was declined.' } as const;

/** One Measurement Protocol call as the stand-in recorded it. */
export interface AnalyticsCall {
  /** 'debug' = the validation endpoint, 'collect' = the one that records. */
  endpoint: 'collect' | 'debug';
  measurementId: string | null;
  apiSecret: string | null;
  body: { client_id?: unknown; events?: Array<{ name?: unknown; params?: Record<string, unknown> }> } | null;
}

export interface StripeCall {
  method: string;
  path: string;
  secretKey: string | null;
  params: Record<string, string>;
}

export interface RecordedCalls {
  stripe: StripeCall[];
  analytics: AnalyticsCall[];
}

/** The settings the stand-ins answer at GET /__stand-ins/env. */
export type StandInEnv = Record<
  | 'STRIPE_API_BASE'
  | 'GA_COLLECT_BASE'
  | 'DEMO_STRIPE_PUBLISHABLE_KEY'
  | 'DEMO_STRIPE_SECRET_KEY'
  | 'DEMO_GA_MEASUREMENT_ID'
  | 'DEMO_GA_API_SECRET'
  | 'DEMO_AI_BASE_URL'
  | 'DEMO_AI_MODEL'
  | 'DEMO_AI_API_KEY',
  string
>;

export interface StandIns {
  /** Origin of both stand-ins (loopback). */
  url: string;
  /** What a server needs to use them, with the demo widget's keys (DEMO_STRIPE_SECRET_KEY, DEMO_GA_*...). */
  env(): StandInEnv;
  /** Everything recorded so far. */
  calls(): Promise<RecordedCalls>;
  /** Measurement Protocol events that reached the recording endpoint for this guest id. */
  collectedFor(guestId: number): Promise<AnalyticsCall[]>;
  /** The next `count` Measurement Protocol connections are dropped (a network failure). */
  failAnalytics(count: number): Promise<void>;
  stop(): Promise<void>;
}

const ROOT = path.join(__dirname, '..', '..');
const CONTROL = '/__stand-ins';

async function controlCall(url: string, method: 'GET' | 'POST'): Promise<unknown> {
  const response = await fetch(url, { method });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** Starts the stand-ins on a free loopback port; stop() ends their whole process group. */
export async function startStandIns(timeoutMs = 60_000): Promise<StandIns> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { stop } = await startService({
    name: 'the stand-ins',
    command: 'pnpm',
    args: ['--filter', 'server', 'stand-ins', '--port', String(port), '--quiet'],
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    readyUrl: `${url}/`,
    timeoutMs,
  });
  const calls = async () => (await controlCall(`${url}${CONTROL}/calls`, 'GET')) as RecordedCalls;
  // The stand-ins say which keys they accept; the demo widget gets them through these settings.
  const env = (await controlCall(`${url}${CONTROL}/env`, 'GET')) as StandInEnv;
  return {
    url,
    env: () => env,
    calls,
    collectedFor: async (guestId) =>
      (await calls()).analytics.filter(
        (call) => call.endpoint === 'collect' && call.body?.events?.some((event) => event.params?.guest_id === guestId),
      ),
    failAnalytics: async (count) => {
      await controlCall(`${url}${CONTROL}/analytics/fail?count=${count}`, 'POST');
    },
    stop,
  };
}

/**
 * `test` for a spec file with its own stand-ins and its own stack pointed at them (plus `env`); the stack
 * is the spec's baseURL. Both stop when the worker is done with the file.
 */
export function testWithStandIns(env: Record<string, string> = {}) {
  return base.extend<object, { standIns: StandIns; stack: Stack }>({
    standIns: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from this pattern
      async ({}, use) => {
        const standIns = await startStandIns();
        await use(standIns);
        await standIns.stop();
      },
      { scope: 'worker', timeout: 90_000 },
    ],
    stack: [
      async ({ standIns }, use) => {
        const stack = await launchStack({ ...standIns.env(), ...env });
        await use(stack);
        await stack.stop();
      },
      { scope: 'worker', timeout: 180_000 },
    ],
    baseURL: async ({ stack }, use) => use(stack.url),
  });
}
