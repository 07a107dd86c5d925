// `pnpm bench:bundles`: how much JavaScript a browser loads for each app's first screen.
// Loads the built console in Chromium, signs in as the demo owner, opens each area once and gzips
// every JS response it saw (attributed to /remotes/<package>/ or to the shell), plus each remoteEntry.js.
// Starts its own stack (as npm start does, free port, temporary data folder) unless BENCH_URL is set.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { freePort } from '../support/free-port.mjs';

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

async function startStack() {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, [join(here, '..', 'start-stack.mjs')], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await exited;
  };
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the stack exited before serving');
    try {
      if ((await fetch(`${url}/remotes.json`)).ok) return { url, stop };
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error('the stack did not start in time');
}

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

function printTable(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

async function main() {
  const external = process.env.BENCH_URL;
  const stack = external ? { url: external.replace(/\/+$/, ''), stop: async () => {} } : await startStack();
  let seen;
  try {
    seen = await measure(stack.url);
  } finally {
    await stack.stop();
  }

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
