// `pnpm bench:dashboard`: the dashboard in Chromium while simulated guests (the guest simulator of
// server/scripts, run as a separate process over the real protocol) browse, open and close the widget
// and chat at a fixed total of guest events a second, with a simulated agent accepting and answering
// the chats. The demo owner watches /dashboard. For a small and then a large crowd it prints the Active
// Guests / Active Chats counts shown (proof the guests arrived), the DOM node count, and long tasks per
// minute over a window at N× CPU throttling (Chromium DevTools protocol) with the longest task.
// Starts its own stack (as npm start does, free port, temporary data folder) unless BENCH_URL is set.
/* global window, document -- the page.evaluate and init-script callbacks run in the browser */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { benchArgs } from './cli-args.mjs';
import { benchStack, printTable, setOnline } from './bench-stack.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const launch = JSON.parse(readFileSync(join(here, '..', 'support', 'chromium.json'), 'utf8'));
const OWNER = { email: 'owner@example.com', password: 'Owner#Demo1' };
const AGENT = { email: 'agent@example.com', password: 'Agent#Demo1' };
const VIEWPORT = { width: 1440, height: 900 };

const USAGE = `pnpm bench:dashboard [--small 100] [--large 5000] [--events 50 (guest events a second)] [--chats 200 (chatting guests)]
  [--mix 5,3,2 (page,widget,message weights)] [--window 60 (seconds of long-task measurement)] [--throttle 4 (CPU slowdown)]
  [--ramp 100 (new guest connections a second)] [--no-agent (leave the chats pending)]
BENCH_URL=http://localhost:8080 measures a running stack instead of starting one.`;

const values = benchArgs(
  {
  small: { type: 'string', default: '100' },
  large: { type: 'string', default: '5000' },
  events: { type: 'string', default: '50' },
  chats: { type: 'string', default: '200' },
  mix: { type: 'string', default: '5,3,2' },
  window: { type: 'string', default: '60' },
  throttle: { type: 'string', default: '4' },
  ramp: { type: 'string', default: '100' },
  'no-agent': { type: 'boolean', default: false },

  },
  USAGE,
);

function positive(name, { integer = false } = {}) {
  const raw = values[name];
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    console.error(`--${name} must be a positive ${integer ? 'whole number' : 'number'} (got ${raw})\n\n${USAGE}`);
    process.exit(2);
  }
  return value;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Stop functions of the simulators running now. */
const running = new Set();

/** The guest simulator as a child process (TypeScript through tsx's loader), its output prefixed. */
function startSimulator(url, guests, config) {
  const tsx = pathToFileURL(createRequire(join(root, 'package.json')).resolve('tsx')).href;
  const args = [
    '--import',
    tsx,
    join(root, 'server', 'scripts', 'simulate.ts'),
    '--url',
    url,
    '--guests',
    String(guests),
    '--events',
    String(config.events),
    '--chats',
    String(Math.min(config.chats, guests)),
    '--mix',
    config.mix,
    '--ramp',
    String(config.ramp),
    '--report',
    '10',
  ];
  if (config.agent) args.push('--agent', `${AGENT.email}:${AGENT.password}`);
  const child = spawn(process.execPath, args, { cwd: join(root, 'server'), stdio: ['ignore', 'pipe', 'pipe'] });
  const relay = (stream) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) if (line.trim()) console.log(`    [simulator] ${line}`);
    });
  };
  relay(child.stdout);
  relay(child.stderr);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    await exited;
    clearTimeout(killer);
    running.delete(stop);
  };
  running.add(stop);
  return { exited, stop };
}

const guestsTab = (page) => page.getByRole('tab', { name: /^Active Guests \(\d+\)$/ });
const chatsTab = (page) => page.getByRole('tab', { name: /^Active Chats \(\d+\)$/ });
const countIn = async (locator) => Number(/\((\d+)\)/.exec((await locator.textContent()) ?? '')?.[1] ?? NaN);

async function feedCounts(page) {
  return { guests: await countIn(guestsTab(page)), chats: await countIn(chatsTab(page)) };
}

/** Waits until Active Guests shows `target`, or until it stops growing for a minute. */
async function waitForGuests(page, target) {
  let best = -1;
  let bestAt = Date.now();
  let printedAt = 0;
  for (;;) {
    const { guests } = await feedCounts(page);
    if (guests > best) {
      best = guests;
      bestAt = Date.now();
    }
    if (guests >= target) return guests;
    if (Date.now() - bestAt > 60_000) {
      console.log(`  Active Guests stuck at ${guests} of ${target}; measuring anyway`);
      return guests;
    }
    if (Date.now() - printedAt > 10_000) {
      console.log(`  Active Guests shown: ${guests} of ${target}`);
      printedAt = Date.now();
    }
    await sleep(1000);
  }
}

async function measurePhase(page, cdp, url, guests, config) {
  console.log(`\n${guests} guests: starting the simulator`);
  const simulator = startSimulator(url, guests, config);
  try {
    await waitForGuests(page, guests);
    // Let the chats open and settle into the steady event stream before measuring.
    const chatters = Math.min(config.chats, guests);
    await sleep(Math.max(10_000, (chatters / Math.max(0.1, config.events * config.messageShare)) * 1000 + 5000));
    const before = await feedCounts(page);
    const dom = await page.evaluate(() => document.getElementsByTagName('*').length);
    console.log(`  DOM nodes ${dom}; measuring long tasks for ${config.window} s at ${config.throttle}× CPU throttling`);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: config.throttle });
    let tasks;
    try {
      const startedAt = await page.evaluate(() => performance.now());
      await sleep(config.window * 1000);
      tasks = await page.evaluate((from) => {
        const now = performance.now();
        const inWindow = window.__benchLongTasks.filter((task) => task.start >= from && task.start < now);
        return {
          seconds: (now - from) / 1000,
          count: inWindow.length,
          longest: Math.max(0, ...inWindow.map((task) => task.duration)),
          blocking: inWindow.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
        };
      }, startedAt);
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
    const after = await feedCounts(page);
    const heap = await page.evaluate(() => performance.memory?.usedJSHeapSize ?? 0);
    return { guests, before, after, dom, tasks, heapMb: heap / 2 ** 20 };
  } finally {
    await simulator.stop();
  }
}


async function main() {
  const mix = values.mix.split(',').map(Number);
  if (mix.length !== 3 || mix.some((w) => !Number.isFinite(w) || w < 0) || mix.every((w) => w === 0)) {
    console.error(`--mix must be three non-negative weights page,widget,message (got ${values.mix})\n\n${USAGE}`);
    process.exit(2);
  }
  const config = {
    small: positive('small', { integer: true }),
    large: positive('large', { integer: true }),
    events: positive('events'),
    chats: positive('chats', { integer: true }),
    mix: values.mix,
    messageShare: mix[2] / (mix[0] + mix[1] + mix[2]),
    window: positive('window'),
    throttle: positive('throttle'),
    ramp: positive('ramp'),
    agent: !values['no-agent'],
  };

  const stack = await benchStack();
  let browser;
  let ownerWasOnline = null;
  const results = [];
  // Ctrl+C still stops the simulator, the browser and the stack (its own process group).
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      console.log(`${signal}: stopping`);
      Promise.allSettled([...running].map((stop) => stop()))
        .then(() => browser?.close())
        .finally(() => stack.stop().finally(() => process.exit(130)));
    });
  }
  try {
    ownerWasOnline = await setOnline(stack.url, OWNER, true);
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || launch.executablePath, args: launch.args });
    const context = await browser.newContext({ viewport: VIEWPORT });
    // Long tasks from the first script on, kept in the page so a window can be cut out afterwards.
    await context.addInitScript(() => {
      window.__benchLongTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__benchLongTasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    await page.goto(`${stack.url}/login`);
    await page.getByLabel('Email').fill(OWNER.email);
    await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/dashboard');
    await guestsTab(page).waitFor({ timeout: 60_000 });
    const cdp = await context.newCDPSession(page);

    console.log('Dashboard benchmark');
    console.log(`machine: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}, Chromium ${browser.version()}`);
    console.log(
      `load: ${config.events} guest events/s (page:widget:message ${config.mix}), messages from up to ${config.chats} chatting guests` +
        `${config.agent ? `, chats accepted and answered by ${AGENT.email}` : ', chats left pending'}; ${OWNER.email} online on /dashboard, ` +
        `viewport ${VIEWPORT.width}×${VIEWPORT.height}; long tasks over ${config.window} s at ${config.throttle}× CPU throttling`,
    );
    results.push(await measurePhase(page, cdp, stack.url, config.small, config));
    // The small crowd's guests are listed until the server's leave grace time has passed.
    await sleep(5000);
    results.push(await measurePhase(page, cdp, stack.url, config.large, config));
  } finally {
    await browser?.close();
    // A running stack (BENCH_URL) gets the owner's availability back as it was.
    if (ownerWasOnline === false) await setOnline(stack.url, OWNER, false).catch(() => undefined);
    await stack.stop();
  }

  console.log(`\nResults (${config.throttle}× CPU throttling during the ${config.window} s long-task window only)`);
  printTable(
    ['guests simulated', 'Active Guests shown', 'Active Chats shown', 'DOM nodes', 'long tasks/min', 'longest task ms', 'blocking ms/min', 'JS heap MB'],
    results.map((r) => {
      const perMinute = (value) => ((value * 60) / r.tasks.seconds).toFixed(1);
      return [
        r.guests,
        `${r.before.guests} → ${r.after.guests}`,
        `${r.before.chats} → ${r.after.chats}`,
        r.dom,
        perMinute(r.tasks.count),
        r.tasks.longest.toFixed(0),
        perMinute(r.tasks.blocking),
        r.heapMb.toFixed(1),
      ];
    }),
  );
  const [small, large] = results;
  console.log(`DOM nodes with ${large.guests} guests vs ${small.guests}: ${large.dom} vs ${small.dom} (×${(large.dom / small.dom).toFixed(2)})`);
  console.log('(counts shown at the start → end of the window; blocking = time over 50 ms per long task)');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
