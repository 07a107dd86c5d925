// `npm test`: install what is missing, then type-check, lint, boundary check, docs links, jest, build and Playwright.
// Every step runs even when an earlier one failed; the last line is the summary of counts.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuilt } from './apps.mjs';
import { bootstrap, log, pnpm, root, run } from './bootstrap.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

/** Debian's Chromium, installed when missing and possible. Returns an error text or null. */
async function ensureChromium() {
  if (existsSync(CHROMIUM)) return null;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && hasCommand('apt-get')) {
    log('installing Chromium (apt-get install -y chromium)');
    const { code } = await run('sh', ['-c', 'apt-get update && apt-get install -y chromium']);
    if (code === 0 && existsSync(CHROMIUM)) return null;
  }
  return (
    `Chromium was not found at ${CHROMIUM} and could not be installed here. ` +
    'Install Debian\'s package as root ("apt-get install -y chromium"), ' +
    'or point CHROMIUM_PATH at a Chromium binary, then run npm test again.'
  );
}

const POSTGRES_BIN = '/usr/lib/postgresql';

function hasPostgres() {
  if (existsSync(POSTGRES_BIN) && readdirSync(POSTGRES_BIN).some((version) => existsSync(join(POSTGRES_BIN, version, 'bin', 'initdb')))) return true;
  return hasCommand('initdb') && hasCommand('pg_ctl');
}

/**
 * Debian's PostgreSQL for the suites that need a real one (several nodes, pg-boss, the limits across
 * nodes), installed when missing and possible; the run starts a throw-away server of its own. Returns
 * an error text or null; with TEST_DATABASE_URL set, that database is used instead.
 */
async function ensurePostgres() {
  if (process.env.TEST_DATABASE_URL || hasPostgres()) return null;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && hasCommand('apt-get')) {
    log('installing PostgreSQL (apt-get install -y postgresql)');
    const { code } = await run('sh', ['-c', 'apt-get update && apt-get install -y postgresql']);
    if (code === 0 && hasPostgres()) return null;
  }
  return 'PostgreSQL was not found and could not be installed here (as root: "apt-get install -y postgresql", or set TEST_DATABASE_URL)';
}

/** Suites whose timed assertions hold only on their own (FLOOD_P99=1): run again after the others. */
const TIMED_SUITES = ['server/test/guest-flood.test.ts'];

/** The browser-side projects: jsdom only, no servers or timers measured, so they run two at a time. */
const UI_PROJECTS = ['shared-kernel', 'shell', 'mfe-live-chat', 'mfe-settings', 'mfe-history', 'mfe-agents', 'mfe-reports', 'widget'];

/** jest over the browser-side projects, two workers (one per core): each suite has a core to itself. */
async function runUiJest() {
  const jest = [join(root, 'node_modules', 'jest', 'bin', 'jest.js'), '--ci', '--maxWorkers=2', '--selectProjects', ...UI_PROJECTS];
  return run(process.execPath, jest, { capture: true });
}

/**
 * jest over the server, one suite at a time (each runs a server, its database thread and sockets, and
 * several measure time); with a throw-away PostgreSQL (TEST_DATABASE_URL) when one can be had.
 */
async function runServerJest() {
  const jest = [join(root, 'node_modules', 'jest', 'bin', 'jest.js'), '--ci', '--selectProjects', 'server'];
  const problem = await ensurePostgres();
  if (!problem && !process.env.TEST_DATABASE_URL) {
    const withPostgres = ['--import', 'tsx', join(root, 'server', 'scripts', 'with-postgres.ts'), '--', process.execPath, ...jest];
    const result = await run(process.execPath, withPostgres, { capture: true });
    // Exit code 3: the server did not start, and jest did not run.
    if (result.code !== 3) return { ...result, postgres: 'ran' };
  }
  if (problem) console.error(`[ci] ${problem}: the PostgreSQL suites are skipped.`);
  const result = await run(process.execPath, jest, { capture: true });
  return { ...result, postgres: process.env.TEST_DATABASE_URL ? 'ran' : 'skipped' };
}

function count(output, pattern) {
  const match = pattern.exec(output);
  return match ? Number(match[1]) : 0;
}

function jestCounts(output, code) {
  const line = /^Tests:.*$/m.exec(output)?.[0] ?? '';
  const passed = count(line, /(\d+) passed/);
  let failed = count(line, /(\d+) failed/);
  // A suite that does not compile fails without failing a test: count it.
  if (code !== 0 && failed === 0) failed = Math.max(1, count(output, /^Test Suites:.*?(\d+) failed/m));
  return { passed, failed };
}

function playwrightCounts(output, code) {
  const passed = count(output, /^\s*(\d+) passed/m) + count(output, /^\s*(\d+) flaky/m);
  let failed = count(output, /^\s*(\d+) failed/m) + count(output, /^\s*(\d+) interrupted/m);
  if (code !== 0 && failed === 0) failed = 1;
  return { passed, failed };
}

const results = [];

async function step(name, fn) {
  log(`── ${name} ──`);
  // In the summary in the order the steps began, whichever ends first.
  const entry = { name };
  results.push(entry);
  const started = Date.now();
  let result;
  try {
    result = await fn();
  } catch (error) {
    console.error(`[ci] ${name}: ${error.message}`);
    result = { ok: false };
  }
  Object.assign(entry, result);
  log(`${name}: ${result.ok ? 'ok' : 'FAILED'} (${Math.round((Date.now() - started) / 1000)} s)`);
}

const passFail = async (promise) => ({ ok: (await promise).code === 0 });

async function main() {
  await bootstrap();
  const chromiumProblem = await ensureChromium();

  // Independent checks, side by side: tsc is single-threaded.
  await Promise.all([
    step('typecheck', () => passFail(pnpm(['run', 'typecheck']))),
    step('lint', () => passFail(pnpm(['run', 'lint']))),
    step('boundaries', () => passFail(run(process.execPath, ['.ci/check-boundaries.mjs']))),
    step('server modules', () => passFail(run(process.execPath, ['.ci/check-server-modules.mjs']))),
    step('docs', () => passFail(run(process.execPath, ['.ci/check-docs.mjs']))),
  ]);
  await step('jest', async () => {
    const ui = await runUiJest();
    const server = await runServerJest();
    const uiCounts = jestCounts(ui.output, ui.code);
    const serverCounts = jestCounts(server.output, server.code);
    return {
      ok: ui.code === 0 && server.code === 0,
      passed: uiCounts.passed + serverCounts.passed,
      failed: uiCounts.failed + serverCounts.failed,
      note: `PostgreSQL suites ${server.postgres}`,
    };
  });
  // Timed figures, each suite alone: under the parallel suites of the run above, their load lands in the
  // measured windows at random.
  await step('timed', async () => {
    const jest = [join(root, 'node_modules', 'jest', 'bin', 'jest.js'), '--ci', ...TIMED_SUITES, '--selectProjects', 'server'];
    const { code, output } = await run(process.execPath, jest, { capture: true, env: { ...process.env, FLOOD_P99: '1' } });
    return { ok: code === 0, ...jestCounts(output, code) };
  });
  await step('build', async () => {
    await ensureBuilt({ force: process.argv.includes('--rebuild') });
    return { ok: true };
  });
  await step('e2e', async () => {
    if (chromiumProblem) {
      console.error(`[ci] ${chromiumProblem}`);
      return { ok: false, passed: 0, failed: 1 };
    }
    const { code, output } = await pnpm(['--filter', 'e2e', 'exec', 'playwright', 'test'], {
      capture: true,
      env: { ...process.env, CHROMIUM_PATH: CHROMIUM },
    });
    return { ok: code === 0, ...playwrightCounts(output, code) };
  });

  let passed = 0;
  let failed = 0;
  const parts = results.map((r) => {
    if (typeof r.passed === 'number') {
      passed += r.passed;
      failed += r.failed;
      return `${r.name} ${r.passed}/${r.passed + r.failed}${r.note ? ` (${r.note})` : ''}`;
    }
    if (!r.ok) failed += 1;
    return `${r.name} ${r.ok ? 'ok' : 'FAILED'}`;
  });
  const ok = results.every((r) => r.ok);
  console.log(`Summary: ${passed} passed, ${failed} failed (${parts.join(', ')})`);
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(`[ci] ${error.message}`);
  console.log('Summary: 0 passed, 1 failed (setup FAILED)');
  process.exit(1);
});
