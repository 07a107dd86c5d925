// `pnpm bench:bundles`: how much JavaScript a browser loads for each app's first screen.
// Loads the built console in Chromium, signs in as the demo owner, opens each area once and gzips
// every JS response it saw (attributed to /remotes/<package>/ or to the shell), plus each remoteEntry.js.
// Starts its own stack (as npm start does, free port, temporary data folder) unless BENCH_URL is set.
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

const kb = (bytes) => (bytes / 1024).toFixed(1);
const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;


function ownerOf(pathname) {
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
  for (const { pkg, path, entry } of AREAS.slice(1)) {
    phase = pkg;
    // Through the sidebar, as a user moves between areas.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: entry }).click();
    await page.waitForURL(`**${path}`);
    await page.waitForTimeout(500);
    await page.waitForLoadState('networkidle');
  }
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

  if (process.env.BUNDLE_DUMP) (await import("node:fs")).writeFileSync(process.env.BUNDLE_DUMP, JSON.stringify(seen));
  const rows = [];
  const loginShell = sum(seen.filter((r) => r.phase === 'login'));
  rows.push(['shell: login screen', loginShell.files, kb(loginShell.raw), kb(loginShell.gzip), '']);
  const shellAfter = sum(seen.filter((r) => r.owner === 'shell' && r.phase === 'dashboard'));
  rows.push(['shell: + after sign-in (shared libs)', shellAfter.files, kb(shellAfter.raw), kb(shellAfter.gzip), '']);
  for (const { pkg, path } of AREAS) {
    const own = sum(seen.filter((r) => r.owner === pkg));
    const entry = remoteEntryGzip(pkg);
    rows.push([`${pkg} (${path})`, own.files, kb(own.raw), kb(own.gzip), entry === null ? 'missing' : kb(entry)]);
  }
  const all = sum(seen);
  rows.push(['total JS over the session', all.files, kb(all.raw), kb(all.gzip), '']);

  console.log(`Bundle report (${stack.url}; gzip level 9; KB = 1024 bytes)`);
  printTable(['app / first screen', 'files', 'raw KB', 'gzip KB', 'remoteEntry.js gzip KB'], rows);
  console.log('\nLargest files:');
  printTable(
    ['file', 'owner', 'gzip KB'],
    [...seen].sort((a, b) => b.gzip - a.gzip).slice(0, 8).map((r) => [r.path, r.owner, kb(r.gzip)]),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
