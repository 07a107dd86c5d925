// `pnpm bench:history`: the history area at scale. It seeds an account of the embedded database with
// --chats chats and --contacts contacts (server/scripts/seed-history.ts; a seeded folder is reused), prints
// the server's timings of the history calls (server/scripts/bench-history-api.ts, p50/p95), then opens
// Conversation History in Chromium as the owner, scrolls until --rows rows are loaded and prints the DOM
// node count and the long tasks seen while scrolling, then opens the seeded 2,000-message chat by its link
// and prints how long until its messages show, with the long tasks meanwhile. Figures only.
/* global window, document, PopStateEvent -- the page.evaluate and init-script callbacks run in the browser */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { benchArgs } from './cli-args.mjs';
import { benchStack, printTable } from './bench-stack.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const launch = JSON.parse(readFileSync(join(here, '..', 'support', 'chromium.json'), 'utf8'));
const OWNER = { email: 'owner@example.com', password: 'Owner#Demo1' };
const VIEWPORT = { width: 1440, height: 900 };

const USAGE = `pnpm bench:history [--chats 100000] [--contacts 20000] [--rows 1000 (history rows to scroll through)]
  [--runs 30 (API calls per figure)] [--data-dir DIR (seeded once, reused; default in the temp folder)] [--skip-api] [--skip-browser]`;

const values = benchArgs(
  {
  chats: { type: 'string', default: '100000' },
  contacts: { type: 'string', default: '20000' },
  rows: { type: 'string', default: '1000' },
  runs: { type: 'string', default: '30' },
  'data-dir': { type: 'string' },
  'skip-api': { type: 'boolean', default: false },
  'skip-browser': { type: 'boolean', default: false },

  },
  USAGE,
);
for (const name of ['chats', 'contacts', 'rows', 'runs']) {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value <= 0) {
    console.error(`--${name} must be a positive whole number (got ${values[name]})\n\n${USAGE}`);
    process.exit(2);
  }
}
const config = { chats: Number(values.chats), contacts: Number(values.contacts), rows: Number(values.rows), runs: Number(values.runs) };
const dataDir = values['data-dir'] ?? join(os.tmpdir(), `live-chat-history-bench-${config.chats}-${config.contacts}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const tsx = pathToFileURL(createRequire(join(root, 'package.json')).resolve('tsx')).href;

/** Runs a server script (TypeScript through tsx) to its end, its output passed through. */
function runServerScript(script, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', tsx, join(root, 'server', 'scripts', script), ...args], {
      cwd: join(root, 'server'),
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: 'inherit',
    });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} exited with ${code}`))));
  });
}

/** The seeded folder, made once per size: the marker file says it is complete. */
async function seededDataDir() {
  const marker = join(dataDir, '.history-bench-seeded');
  if (existsSync(marker)) {
    console.log(`Reusing the seeded data folder ${dataDir}`);
    return;
  }
  console.log(`Seeding ${config.chats} chats and ${config.contacts} contacts into ${dataDir}`);
  await runServerScript('seed-history.ts', ['--chats', String(config.chats), '--contacts', String(config.contacts), '--data-dir', dataDir]);
  writeFileSync(marker, new Date().toISOString());
}

/** Scrolls Conversation History until `rows` rows came from the server; DOM nodes and long tasks meanwhile. */
async function scrollHistory(url) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || launch.executablePath, args: launch.args });
  try {
    const page = await browser.newPage({ viewport: VIEWPORT, baseURL: url });
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    let loaded = 0;
    let pages = 0;
    page.on('response', async (response) => {
      if (new URL(response.url()).pathname !== '/api/chat/dashboard-history') return;
      const body = await response.json().catch(() => null);
      loaded += body?.data?.length ?? 0;
      pages += 1;
    });
    await page.goto('/login');
    await page.getByLabel('Email').fill(OWNER.email);
    await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/dashboard');
    await page.goto('/conversation-history');
    await page.waitForFunction(() => document.querySelector('[data-testid="virtuoso-scroller"]'));
    await sleep(1000);
    await page.evaluate(() => {
      window.__longTasks = [];
    });
    const started = Date.now();
    let maxNodes = 0;
    let lastLoaded = -1;
    let stillFor = 0;
    while (loaded < config.rows && stillFor < 40) {
      await page.evaluate(() => {
        const element = document.querySelector('[data-testid="virtuoso-scroller"]');
        element?.scrollBy(0, element.clientHeight);
      });
      await sleep(150);
      maxNodes = Math.max(maxNodes, await page.evaluate(() => document.getElementsByTagName('*').length));
      stillFor = loaded === lastLoaded ? stillFor + 1 : 0;
      lastLoaded = loaded;
    }
    const seconds = (Date.now() - started) / 1000;
    const tasks = await page.evaluate(() => window.__longTasks);
    const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    const rendered = await page.locator('[data-testid="virtuoso-item-list"] > *').count();
    const longChat = await openLongChat(page);
    return { loaded, pages, seconds, nodes, maxNodes, rendered, tasks, longChat };
  } finally {
    await browser.close();
  }
}

/** Opens the 2,000-message chat by its emailed link: ms until its first messages show, long tasks meanwhile. */
async function openLongChat(page) {
  const { longChatId } = JSON.parse(readFileSync(join(dataDir, 'history-seed.json'), 'utf8'));
  // From the history screen, so the figure is the chat's, not the area's first download.
  await page.goto('/conversation-history');
  await page.getByTestId('chat-box').first().waitFor({ timeout: 60_000 });
  await page.evaluate(() => {
    window.__longTasks = [];
  });
  const started = Date.now();
  await page.evaluate((path) => {
    // In-app navigation, as a click on a row would do (no page load in the figure).
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/chat/conversation-history/${longChatId}`);
  await page.getByRole('log').getByTestId('message').first().waitFor({ timeout: 60_000 });
  const ms = Date.now() - started;
  const tasks = await page.evaluate(() => window.__longTasks);
  const rendered = await page.getByRole('log').getByTestId('message').count();
  return { ms, tasks, rendered };
}

async function main() {
  await seededDataDir();
  if (!values['skip-api']) {
    console.log('\nServer timings of the history calls');
    await runServerScript('bench-history-api.ts', ['--data-dir', dataDir, '--runs', String(config.runs)]);
  }
  if (values['skip-browser']) return;
  console.log('\nConversation History in Chromium');
  // The console served as npm start serves it, on the seeded folder (kept for the next run).
  const stack = await benchStack({ dataDir });
  try {
    const result = await scrollHistory(stack.url);
    const longest = result.tasks.length ? Math.max(...result.tasks) : 0;
    const total = result.tasks.reduce((sum, duration) => sum + duration, 0);
    printTable(
      ['figure', 'value'],
      [
        ['rows loaded', result.loaded],
        ['pages fetched', result.pages],
        ['scrolling time (s)', result.seconds.toFixed(1)],
        ['rows in the DOM at the end', result.rendered],
        ['DOM nodes at the end', result.nodes],
        ['DOM nodes, most while scrolling', result.maxNodes],
        ['long tasks (> 50 ms)', result.tasks.length],
        ['long tasks, total ms', Math.round(total)],
        ['longest task ms', Math.round(longest)],
        ['2,000-message chat: ms until shown', result.longChat.ms],
        ['2,000-message chat: messages in the DOM', result.longChat.rendered],
        ['2,000-message chat: long tasks', result.longChat.tasks.length],
        ['2,000-message chat: longest task ms', Math.round(Math.max(0, ...result.longChat.tasks))],
      ],
    );
  } finally {
    await stack.stop();
  }
  console.log(`\nload average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')} on ${os.cpus().length} cores`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
