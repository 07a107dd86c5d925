// `pnpm bench:bundles`: what a browser downloads for each first screen, on the wire (as Chromium
// receives it: headers and compressed bodies, nothing for its cache's answers) against the budgets of
// e2e/bench/budgets.mjs (exit 1, each figure beside its budget, when one is exceeded), and the JavaScript
// per package gzipped (level 9) and brotli-compressed (quality 11) as the build's siblings are.
// Loads the built console in Chromium, signs in as the demo owner, opens each area once, opens the widget
// editor, then comes back to /dashboard as a returning agent (cache warm), and opens the widget on the
// demo site as a guest. Starts its own stack (as npm start does, free port, temporary data folder) unless
// BENCH_URL is set. --files lists every file with the phase that fetched it.
// --check (npm test's step `bundles`): the budgets only, without the per-package tables (no compression
// work of its own); the last line counts the budgets within and over. --budget NAME=KB (or
// BUNDLE_BUDGETS_KB=NAME=KB,NAME=KB) sets a budget of budgets.mjs for this run, e.g. to see the check fail.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { benchStack, printTable } from './bench-stack.mjs';
import { benchArgs } from './cli-args.mjs';
import { SETTLE_MS, WIRE_BUDGETS_KB } from './budgets.mjs';
import { recordWire, wireSum } from './wire-bytes.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const launch = JSON.parse(readFileSync(join(here, '..', 'support', 'chromium.json'), 'utf8'));
const USAGE = `pnpm bench:bundles [--files (every request, by phase)] [--check (budgets only)] [--budget NAME=KB ...]
BENCH_URL=http://localhost:8080 measures a running stack instead of starting one.
Budgets (KB on the wire, e2e/bench/budgets.mjs): ${Object.entries(WIRE_BUDGETS_KB).map(([name, kb]) => `${name}=${kb}`).join(' ')}
BUNDLE_BUDGETS_KB=NAME=KB,NAME=KB sets budgets for this run as --budget does.`;
const flags = benchArgs(
  { files: { type: 'boolean', default: false }, check: { type: 'boolean', default: false }, budget: { type: 'string', multiple: true, default: [] } },
  USAGE,
);

/** The budgets of this run: budgets.mjs, with what BUNDLE_BUDGETS_KB and --budget set. */
function budgetsOfRun() {
  const budgets = { ...WIRE_BUDGETS_KB };
  const given = [...(process.env.BUNDLE_BUDGETS_KB ?? '').split(','), ...flags.budget].map((text) => text.trim()).filter(Boolean);
  for (const text of given) {
    const [name, value] = text.split('=');
    if (!(name in budgets) || !(Number(value) > 0)) {
      console.error(`budget "${text}": expected NAME=KB with NAME one of ${Object.keys(budgets).join(', ')} and KB above 0\n\n${USAGE}`);
      process.exit(2);
    }
    budgets[name] = Number(value);
  }
  for (const [name, kb] of Object.entries(budgets)) if (kb !== WIRE_BUDGETS_KB[name]) console.log(`budget ${name} for this run: ${kb} KB (budgets.mjs: ${WIRE_BUDGETS_KB[name]} KB)`);
  return budgets;
}
const BUDGETS_KB = budgetsOfRun();
const OWNER = { email: 'owner@example.com', password: 'Owner#Demo1' };
// The first screen of each area (the first path of each area in shared-kernel's AREAS).
const AREAS = [
  { pkg: 'mfe-live-chat', path: '/dashboard', entry: 'Dashboard' },
  { pkg: 'mfe-history', path: '/contacts', entry: 'Contacts' },
  { pkg: 'mfe-settings', path: '/my-widgets', entry: 'Domains' },
  { pkg: 'mfe-agents', path: '/manage-agents', entry: 'Agents' },
  { pkg: 'mfe-reports', path: '/reports', entry: 'Reports' },
];

const EDITOR_PHASE = 'mfe-settings editor';

const kb = (bytes) => (bytes / 1024).toFixed(1);
const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;
const brotliSize = (buffer) => brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;


function ownerOf(pathname) {
  if (pathname === '/widget.js' || pathname.startsWith('/widget/')) return 'widget';
  const match = /^\/remotes\/([^/]+)\//.exec(pathname);
  return match ? match[1] : 'shell';
}

/**
 * Chromium offers brotli only over HTTPS, as production serves the console; on this plain-http loopback
 * it is told to ask as it does there (it decodes brotli either way).
 */
const AS_OVER_HTTPS = { extraHTTPHeaders: { 'accept-encoding': 'gzip, deflate, br, zstd' } };

const settle = async (page) => {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
};

/** The console's journey, recording JS bodies (for the per-package sizes) and wire bytes by phase. */
async function measure(baseURL) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || launch.executablePath, args: launch.args });
  const context = await browser.newContext(AS_OVER_HTTPS);
  const page = await context.newPage();
  const wire = await recordWire(page);
  const js = []; // { phase, owner, path, raw, gzip, brotli }
  const pending = [];
  const enter = (phase) => {
    wire.phase = phase;
  };
  page.on('response', (response) => {
    const url = new URL(response.url());
    // The check needs the wire bytes only: no compression work beside the journey.
    if (flags.check || !url.pathname.endsWith('.js') || !response.ok()) return;
    const current = wire.phase;
    pending.push(
      response.body().then(
        (body) => js.push({ phase: current, owner: ownerOf(url.pathname), path: url.pathname, raw: body.length, gzip: gzipSize(body), brotli: brotliSize(body) }),
        () => {},
      ),
    );
  });

  enter('login');
  await page.goto(`${baseURL}/login`, { waitUntil: 'networkidle' });
  enter('dashboard');
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('region', { name: 'Guest Feed', exact: true }).waitFor();
  await settle(page);
  for (const { pkg, path, entry } of AREAS.slice(1)) {
    enter(pkg);
    // Through the sidebar, as a user moves between areas.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: entry }).click();
    await page.waitForURL(`**${path}`);
    await page.waitForTimeout(500);
    await page.waitForLoadState('networkidle');
  }
  // The widget editor with its live preview (the real widget in preview mode, in a frame).
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Domains' }).click();
  await page.waitForURL('**/my-widgets');
  enter(EDITOR_PHASE);
  await page.getByRole('button', { name: /^Edit / }).first().click();
  await page.waitForURL('**/edit-widget');
  await page.frameLocator('iframe[title="Widget preview"]').locator('.lc-launcher').waitFor();
  await page.waitForLoadState('networkidle');

  // A returning agent: the same browser (its cache, its sign-in) opens the console again.
  enter('second dashboard');
  await page.goto(`${baseURL}/dashboard`);
  await page.getByRole('region', { name: 'Guest Feed', exact: true }).waitFor();
  await settle(page);

  // A guest on the demo site: the loader with the page, the rest when the widget opens.
  const guest = await browser.newContext(AS_OVER_HTTPS);
  const guestPage = await guest.newPage();
  const guestWire = await recordWire(guestPage);
  guestWire.phase = 'demo page';
  await guestPage.goto(`${baseURL}/demo/index.html`, { waitUntil: 'networkidle' });
  guestWire.phase = 'open widget';
  await guestPage.getByRole('button', { name: 'Human Chat' }).click();
  await guestPage.getByRole('dialog', { name: 'Chat' }).waitFor();
  await settle(guestPage);
  await Promise.all(pending);
  await browser.close();
  return { js, wire: [...wire.seen, ...guestWire.seen] };
}

function sum(rows) {
  return rows.reduce((acc, r) => ({ files: acc.files + 1, raw: acc.raw + r.raw, gzip: acc.gzip + r.gzip, brotli: acc.brotli + r.brotli }), { files: 0, raw: 0, gzip: 0, brotli: 0 });
}

function packageTable(js) {
  const rows = [];
  const row = (name, rowsOf) => {
    const total = sum(rowsOf);
    rows.push([name, total.files, kb(total.raw), kb(total.gzip), kb(total.brotli)]);
  };
  row('shell: login screen', js.filter((r) => r.phase === 'login'));
  row('shell: + after sign-in', js.filter((r) => r.owner === 'shell' && r.phase !== 'login'));
  for (const { pkg, path } of AREAS) row(`${pkg} own first screen (${path})`, js.filter((r) => r.owner === pkg && r.phase !== EDITOR_PHASE));
  row('mfe-settings widget editor (/edit-widget), beyond Domains', js.filter((r) => r.phase === EDITOR_PHASE && r.owner === 'mfe-settings'));
  row('  + shared modules first needed by the editor', js.filter((r) => r.phase === EDITOR_PHASE && r.owner === 'shell'));
  row('widget preview in the editor (/widget/preview.html)', js.filter((r) => r.owner === 'widget' && r.phase === EDITOR_PHASE));
  row('first /dashboard in total (from /login)', js.filter((r) => r.phase === 'login' || r.phase === 'dashboard'));
  return rows;
}

async function main() {
  const stack = await benchStack();
  let measured;
  try {
    measured = await measure(stack.url);
  } finally {
    await stack.stop();
  }
  const { js, wire } = measured;
  const phase = (...names) => wireSum(wire.filter((r) => names.includes(r.phase)));
  const login = phase('login');
  const firstDashboard = phase('login', 'dashboard');
  const secondDashboard = phase('second dashboard');
  const loader = wireSum(wire.filter((r) => r.path === '/widget.js'));
  const openWidget = wireSum(wire.filter((r) => r.phase === 'open widget' || r.path === '/widget.js'));
  const entries = AREAS.map(({ pkg }) => [pkg, wireSum(wire.filter((r) => r.path === `/remotes/${pkg}/remoteEntry.js` && !r.fromCache).slice(0, 1))]);

  console.log(`Download report (${stack.url}; KB = 1024 bytes)\n`);
  console.log('On the wire (Chromium: headers and bodies as received, compressed as served; cache hits count 0):');
  const checks = [
    ['login screen', login, BUDGETS_KB.login],
    ['first usable /dashboard from /login, 2.5 s after included', firstDashboard, BUDGETS_KB.firstDashboard],
    ...entries.map(([pkg, entry]) => [`${pkg} remoteEntry.js`, entry.files ? entry : { ...entry, bytes: Infinity }, BUDGETS_KB.remoteEntry]),
    ['second visit to /dashboard (returning agent), 2.5 s after included', secondDashboard, BUDGETS_KB.secondDashboard],
    ['widget loader (widget.js)', loader.files ? loader : { ...loader, bytes: Infinity }, BUDGETS_KB.widgetLoader],
    ['open widget: loader and every chunk it fetched', openWidget, BUDGETS_KB.openWidget],
  ];
  printTable(
    ['budget', 'requests', 'from cache', 'wire KB', 'budget KB', ''],
    checks.map(([name, total, budget]) => [name, total.files, total.cached, Number.isFinite(total.bytes) ? kb(total.bytes) : 'missing', budget.toFixed(1), total.bytes <= budget * 1024 ? 'ok' : 'OVER']),
  );
  const over = checks.filter(([, total, budget]) => !(total.bytes <= budget * 1024));
  if (flags.check) {
    if (over.length > 0) console.error(`\n${over.length} budget(s) exceeded: ${over.map(([name]) => name).join(', ')}`);
    console.log(`\nBudgets: ${checks.length - over.length} within, ${over.length} over`);
    process.exitCode = over.length > 0 ? 1 : 0;
    return;
  }

  console.log('\nJavaScript per package (each file compressed on its own, as the build writes its siblings):');
  printTable(['app / first screen', 'files', 'raw KB', 'gzip KB', 'brotli KB'], packageTable(js));
  console.log('\nLargest JavaScript files:');
  printTable(
    ['file', 'owner', 'gzip KB', 'brotli KB'],
    // Once per file: a returning visit sees the same files again (from the cache).
    [...new Map(js.map((r) => [r.path, r])).values()]
      .sort((a, b) => b.brotli - a.brotli)
      .slice(0, 8)
      .map((r) => [r.path, r.owner, kb(r.gzip), kb(r.brotli)]),
  );
  if (flags.files) {
    console.log('\nEvery request, by phase:');
    printTable(['phase', 'path', 'status', 'wire KB'], wire.map((r) => [r.phase, r.path, r.fromCache ? 'cache' : r.status, kb(r.bytes)]));
  }

  if (over.length > 0) {
    console.error(`\n${over.length} budget(s) exceeded: ${over.map(([name]) => name).join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
