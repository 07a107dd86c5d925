// `pnpm bench:bundles`: how much JavaScript a browser loads for each app's first screen, checked
// against the budgets of ARCHITECTURE.md (exit 1, each figure beside its budget, when one is exceeded).
// Loads the built console in Chromium, signs in as the demo owner, opens each area once and gzips
// every JS response it saw (attributed to /remotes/<package>/, the widget or the shell), plus each
// remoteEntry.js; then opens the widget editor, whose own chunks and live preview it reports apart.
// Starts its own stack (as npm start does, free port, temporary data folder) unless BENCH_URL is set.
// --files lists every file with the phase that fetched it.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { benchStack, printTable } from './bench-stack.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const launch = JSON.parse(readFileSync(join(here, '..', 'support', 'chromium.json'), 'utf8'));
const OWNER = { email: 'owner@example.com', password: 'Owner#Demo1' };
// The first screen of each area (the first path of each area in shared-kernel's AREAS).
const AREAS = [
  { pkg: 'mfe-live-chat', path: '/dashboard', entry: 'Dashboard' },
  { pkg: 'mfe-history', path: '/contacts', entry: 'Contacts' },
  { pkg: 'mfe-settings', path: '/my-widgets', entry: 'Domains' },
  { pkg: 'mfe-agents', path: '/manage-agents', entry: 'Agents' },
];

const EDITOR_PHASE = 'mfe-settings editor';
const BUDGETS_KB = { login: 170, firstDashboard: 250, remoteEntry: 12 };
// "What is fetched in the few seconds after" the first dashboard counts towards it.
const SETTLE_AFTER_DASHBOARD_MS = 3000;

const kb = (bytes) => (bytes / 1024).toFixed(1);
const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;


function ownerOf(pathname) {
  if (pathname === '/widget.js' || pathname.startsWith('/widget/')) return 'widget';
  const match = /^\/remotes\/([^/]+)\//.exec(pathname);
  return match ? match[1] : 'shell';
}

async function measure(baseURL) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || launch.executablePath, args: launch.args });
  const page = await browser.newPage();
  let phase = 'login';
  const seen = []; // { phase, owner, path, raw, gzip }
  const pending = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js') || !response.ok()) return;
    const current = phase;
    pending.push(
      response.body().then(
        (body) => seen.push({ phase: current, owner: ownerOf(url.pathname), path: url.pathname, raw: body.length, gzip: gzipSize(body) }),
        () => {},
      ),
    );
  });

  await page.goto(`${baseURL}/login`, { waitUntil: 'networkidle' });
  phase = 'dashboard';
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/dashboard');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_AFTER_DASHBOARD_MS);
  await page.waitForLoadState('networkidle');
  for (const { pkg, path, entry } of AREAS.slice(1)) {
    phase = pkg;
    // Through the sidebar, as a user moves between areas.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: entry }).click();
    await page.waitForURL(`**${path}`);
    await page.waitForTimeout(500);
    await page.waitForLoadState('networkidle');
  }
  // The widget editor with its live preview (the real widget in preview mode, in a frame).
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Domains' }).click();
  await page.waitForURL('**/my-widgets');
  phase = EDITOR_PHASE;
  await page.getByRole('button', { name: /^Edit / }).first().click();
  await page.waitForURL('**/edit-widget');
  await page.frameLocator('iframe[title="Widget preview"]').locator('.lc-launcher').waitFor();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await browser.close();
  return seen;
}

function sum(rows) {
  return rows.reduce((acc, r) => ({ files: acc.files + 1, raw: acc.raw + r.raw, gzip: acc.gzip + r.gzip }), { files: 0, raw: 0, gzip: 0 });
}

function remoteEntryGzip(pkg) {
  const file = join(root, pkg, 'dist', 'remoteEntry.js');
  return existsSync(file) ? gzipSize(readFileSync(file)) : null;
}


async function main() {
  const stack = await benchStack();
  let seen;
  try {
    seen = await measure(stack.url);
  } finally {
    await stack.stop();
  }

  const rows = [];
  const loginShell = sum(seen.filter((r) => r.phase === 'login'));
  rows.push(['shell: login screen', loginShell.files, kb(loginShell.raw), kb(loginShell.gzip), '']);
  const shellAfter = sum(seen.filter((r) => r.owner === 'shell' && r.phase !== 'login'));
  rows.push(['shell: + after sign-in', shellAfter.files, kb(shellAfter.raw), kb(shellAfter.gzip), '']);
  const entries = {};
  for (const { pkg, path } of AREAS) {
    // The remote's own first screen: what its area fetched from the remote beyond the shell's share.
    const own = sum(seen.filter((r) => r.owner === pkg && r.phase !== EDITOR_PHASE));
    entries[pkg] = remoteEntryGzip(pkg);
    rows.push([`${pkg} own first screen (${path})`, own.files, kb(own.raw), kb(own.gzip), entries[pkg] === null ? 'missing' : kb(entries[pkg])]);
  }
  const editorOwn = sum(seen.filter((r) => r.phase === EDITOR_PHASE && r.owner === 'mfe-settings'));
  rows.push(['mfe-settings widget editor (/edit-widget), beyond Domains', editorOwn.files, kb(editorOwn.raw), kb(editorOwn.gzip), '']);
  const editorShared = sum(seen.filter((r) => r.phase === EDITOR_PHASE && r.owner === 'shell'));
  rows.push(['  + shared modules first needed by the editor', editorShared.files, kb(editorShared.raw), kb(editorShared.gzip), '']);
  const preview = sum(seen.filter((r) => r.owner === 'widget'));
  rows.push(['widget preview in the editor (/widget/preview.html)', preview.files, kb(preview.raw), kb(preview.gzip), '']);
  const firstDashboard = sum(seen.filter((r) => r.phase === 'login' || r.phase === 'dashboard'));
  rows.push(['first /dashboard in total (from /login)', firstDashboard.files, kb(firstDashboard.raw), kb(firstDashboard.gzip), '']);
  const all = sum(seen);
  rows.push(['total JS over the session', all.files, kb(all.raw), kb(all.gzip), '']);

  console.log(`Bundle report (${stack.url}; gzip level 9; KB = 1024 bytes)`);
  printTable(['app / first screen', 'files', 'raw KB', 'gzip KB', 'remoteEntry.js gzip KB'], rows);
  console.log('\nLargest files:');
  printTable(
    ['file', 'owner', 'gzip KB'],
    [...seen].sort((a, b) => b.gzip - a.gzip).slice(0, 8).map((r) => [r.path, r.owner, kb(r.gzip)]),
  );
  if (process.argv.includes('--files')) {
    console.log('\nEvery file, by phase:');
    printTable(['phase', 'file', 'gzip KB'], seen.map((r) => [r.phase, r.path, kb(r.gzip)]));
  }

  const checks = [
    ['login screen', loginShell.gzip, BUDGETS_KB.login],
    ['first /dashboard in total', firstDashboard.gzip, BUDGETS_KB.firstDashboard],
    ...AREAS.map(({ pkg }) => [`${pkg} remoteEntry.js`, entries[pkg] ?? Infinity, BUDGETS_KB.remoteEntry]),
  ];
  console.log('\nBudgets (ARCHITECTURE.md):');
  printTable(
    ['budget', 'gzip KB', 'budget KB', ''],
    checks.map(([name, bytes, budget]) => [name, Number.isFinite(bytes) ? kb(bytes) : 'missing', budget.toFixed(1), bytes <= budget * 1024 ? 'ok' : 'OVER']),
  );
  const over = checks.filter(([, bytes, budget]) => !(bytes <= budget * 1024));
  if (over.length > 0) {
    console.error(`\n${over.length} budget(s) exceeded: ${over.map(([name]) => name).join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
