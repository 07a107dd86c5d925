// `pnpm bench:lighthouse`: Lighthouse (desktop configuration) on the login screen and on a cold signed-in
// /dashboard, in Debian's Chromium. Each page is audited in a fresh browser profile: for /dashboard the
// demo owner signs in through the login form first, then the HTTP cache is emptied (CDP
// Network.clearBrowserCache) and Lighthouse runs without resetting storage, so the session holds and
// every file is downloaded again. Prints per page the performance, accessibility and best-practices
// scores (0-100, the median of --runs), the console errors Lighthouse saw and the audits that cost points;
// exits 1 when a page scores performance < 98, accessibility < 100, best practices < 100 or logs an error
// to the console. Starts its own stack (as npm start does, on loopback, free port, temporary data folder)
// unless BENCH_URL is set.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { benchStack, printTable } from './bench-stack.mjs';
import { benchArgs } from './cli-args.mjs';
import { freePort } from '../support/free-port.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const launch = JSON.parse(readFileSync(join(here, '..', 'support', 'chromium.json'), 'utf8'));
const USAGE = `pnpm bench:lighthouse [--runs N (default 1; the median of N runs per page)] [--save DIR (every Lighthouse report as JSON)]
Lighthouse (desktop) on /login and on a cold signed-in /dashboard; exit 1 when a page has performance < 98,
accessibility < 100, best practices < 100 or any console error.
BENCH_URL=http://localhost:8080 measures a running stack instead of starting one.`;
const flags = benchArgs({ runs: { type: 'string', default: '1' }, save: { type: 'string' } }, USAGE);
const RUNS = Number(flags.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error(`--runs takes a whole number from 1 on, not '${flags.runs}'\n\n${USAGE}`);
  process.exit(2);
}
const OWNER = { email: 'owner@example.com', password: 'Owner#Demo1' };
const CATEGORIES = [
  { id: 'performance', title: 'performance', min: 98 },
  { id: 'accessibility', title: 'accessibility', min: 100 },
  { id: 'best-practices', title: 'best practices', min: 100 },
];
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

const PAGES = [
  { name: 'login', path: '/login', signIn: false },
  { name: 'dashboard (signed in, cold)', path: '/dashboard', signIn: true },
];

/** The demo owner signs in through the form; the session (localStorage) stays in the profile. */
async function signIn(page, baseURL) {
  await page.goto(`${baseURL}/login`, { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('region', { name: 'Guest Feed', exact: true }).waitFor();
  await page.waitForLoadState('networkidle');
}

/** One Lighthouse run on one page, in a fresh profile with an empty HTTP cache. */
async function audit(baseURL, { path, signIn: needsSession }) {
  const profile = mkdtempSync(join(tmpdir(), 'live-chat-lighthouse-'));
  const port = await freePort();
  // A persistent context is the browser's default one, where Lighthouse opens its tab: it shares the
  // sign-in. No viewport of Playwright's, so Lighthouse's desktop screen emulation is the only one; the
  // window has that size (the dashboard's wide layout) for the sign-in too.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH || launch.executablePath,
    args: [...launch.args, `--remote-debugging-port=${port}`, '--window-size=1350,940'],
    viewport: null,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    if (needsSession) await signIn(page, baseURL);
    // Nothing of the console left running beside the audit; then the cold start: no cached file.
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    const result = await lighthouse(
      `${baseURL}${path}`,
      { port, disableStorageReset: true, output: 'json', logLevel: 'error' },
      desktopConfig,
    );
    if (!result?.lhr) throw new Error(`Lighthouse returned no report for ${path}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      throw Object.assign(new Error(`Lighthouse could not audit ${path}: ${lhr.runtimeError.message}`), { retry: true });
    }
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== path) throw new Error(`Lighthouse audited ${landed} instead of ${path} (signed out?)`);
    return { lhr, json: result.report };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
};
const range = (scores) => {
  const low = Math.min(...scores).toFixed(2);
  const high = Math.max(...scores).toFixed(2);
  return low === high ? low : `${low}-${high}`;
};
const SCORED = new Set(['binary', 'numeric', 'metricSavings']);

/** The audits that cost a category points (performance: diagnostics and opportunities under 0.9). */
function failingAudits(lhr, categoryId) {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  return category.auditRefs
    .filter((ref) => (categoryId === 'performance' ? ref.group === 'diagnostics' : ref.weight > 0))
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && SCORED.has(a.scoreDisplayMode) && a.score < (categoryId === 'performance' ? 0.9 : 1));
}

/** What an audit's item points at: the element (selector and snippet), else its file, reason or text. */
function describeItem(item, origin) {
  const short = (url) => (typeof url === 'string' && url.startsWith(origin) ? url.slice(origin.length) : url);
  const node = item.node ?? item.subItems?.items?.find((sub) => sub.node)?.node;
  if (node?.type === 'node') return `${node.selector}  ${node.snippet}`;
  if (item.reason) return `${item.reason}${item.failureType ? ` (${item.failureType})` : ''}`;
  if (item.url && typeof item.wastedBytes === 'number') return `${short(item.url)}  ${(item.wastedBytes / 1024).toFixed(1)} KiB of ${(item.totalBytes / 1024).toFixed(1)} KiB`;
  const inFiles = (item.subItems?.items ?? []).map((sub) => short(sub.url)).filter(Boolean);
  if (typeof item.source === 'string' && inFiles.length > 0) return `${item.source}  in ${inFiles.join(', ')}`;
  const text = item.description ?? item.issueType ?? item.label ?? item.source;
  const url = item.url ?? item.sourceLocation?.url ?? item.source?.url;
  return [text, short(url)].filter((part) => typeof part === 'string').join('  ');
}

function report(page, runs, origin) {
  console.log(`\n${page.name}: ${page.path} (${runs.length} run${runs.length > 1 ? 's' : ''}, median)`);
  const medians = Object.fromEntries(CATEGORIES.map(({ id }) => [id, median(runs.map((lhr) => score(lhr, id)))]));
  printTable(
    ['category', 'score', 'threshold', 'runs', ''],
    CATEGORIES.map(({ id, title, min }) => [title, medians[id], `>= ${min}`, runs.map((lhr) => score(lhr, id)).join(' '), medians[id] >= min ? 'ok' : 'LOW']),
  );
  const last = runs[runs.length - 1];
  console.log(`metrics (last run): ${METRICS.map((id) => `${last.audits[id]?.title ?? id} ${last.audits[id]?.displayValue ?? '-'}`).join(', ')}`);

  // Console errors and failing audits of every run, each once, with the number of runs that had it.
  const errors = new Map();
  for (const lhr of runs) {
    for (const item of lhr.audits['errors-in-console']?.details?.items ?? []) {
      const key = describeItem(item, origin);
      errors.set(key, (errors.get(key) ?? 0) + 1);
    }
  }
  if (errors.size === 0) console.log('console errors: none');
  else {
    console.log(`console errors (${errors.size}):`);
    for (const [text, count] of errors) console.log(`  [${count}/${runs.length} runs] ${text}`);
  }
  const failing = [];
  for (const { id, title } of CATEGORIES) {
    if (medians[id] >= 100 && runs.every((lhr) => score(lhr, id) >= 100)) continue;
    const seen = new Map();
    for (const lhr of runs) {
      for (const a of failingAudits(lhr, id)) {
        const entry = seen.get(a.id) ?? { audit: a, scores: [] };
        entry.scores.push(a.score);
        seen.set(a.id, entry);
      }
    }
    for (const { audit: a, scores } of seen.values()) failing.push({ category: title, audit: a, scores });
  }
  if (failing.length > 0) {
    console.log('audits that cost points:');
    printTable(
      ['category', 'audit', 'score', 'runs', 'title'],
      failing.map(({ category, audit: a, scores }) => [category, a.id, range(scores), `${scores.length}/${runs.length}`, `${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`]),
    );
    for (const { audit: a } of failing) {
      const items = a.details?.items ?? [];
      if (items.length === 0) continue;
      console.log(`  ${a.id}:`);
      for (const item of items.slice(0, 5)) console.log(`    ${describeItem(item, origin)}`);
      if (items.length > 5) console.log(`    ... ${items.length - 5} more`);
    }
  }
  const low = CATEGORIES.filter(({ id, min }) => medians[id] < min).map(({ title }) => title);
  return [...low.map((title) => `${page.path}: ${title} ${medians[CATEGORIES.find((c) => c.title === title).id]}`), ...(errors.size ? [`${page.path}: ${errors.size} console error(s)`] : [])];
}

async function main() {
  // The server this script starts listens on loopback only.
  process.env.HOST ??= '127.0.0.1';
  const stack = await benchStack();
  const results = PAGES.map(() => []);
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      for (const [index, page] of PAGES.entries()) {
        process.stderr.write(`run ${run}/${RUNS}: ${page.path}\n`);
        // A trace Lighthouse could not read (NO_NAVSTART, NO_FCP...) is taken once more, as it advises.
        const { lhr, json } = await audit(stack.url, page).catch((error) => {
          if (!error.retry) throw error;
          process.stderr.write(`${error.message}; once more\n`);
          return audit(stack.url, page);
        });
        results[index].push(lhr);
        if (flags.save) {
          mkdirSync(flags.save, { recursive: true });
          writeFileSync(join(flags.save, `${page.path.slice(1)}-${run}.json`), json);
        }
      }
    }
  } finally {
    await stack.stop();
  }
  const version = results[0][0].lighthouseVersion;
  const browser = results[0][0].environment?.hostUserAgent?.match(/Chrome\/[\d.]+/)?.[0] ?? '';
  console.log(`Lighthouse ${version}, desktop configuration, ${browser} (${stack.url})`);
  const problems = PAGES.flatMap((page, index) => report(page, results[index], stack.url));
  if (problems.length > 0) {
    console.error(`\nBelow the thresholds: ${problems.join('; ')}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
