// `npm test`: install what is missing, then type-check, lint, boundary check, the server's module rules, docs links, text catalogues, jest, build, the bundle checks
// and Playwright. Every step runs even when an earlier one failed; the last line is the summary of counts.
// Under CI (CI=true, as CI services set it) nothing may be skipped: a PostgreSQL that cannot be installed or
// started fails the run, and so does any server test jest reports as skipped.
// `npm test -- --only=jest,build` runs only the steps named; jest paths after a second `--` narrow the
// jest step (`npm test -- --only=jest -- server/test/postgres.test.ts`).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuilt } from './apps.mjs';
import { bootstrap, log, pnpm, root, run } from './bootstrap.mjs';
import { checkPrecompressed } from './check-precompressed.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** CI as CI services set it (`CI=true`, `CI=1`); unset, empty, `false` or `0` is a developer's machine. */
const CI = !['', 'false', '0'].includes((process.env.CI ?? '').trim().toLowerCase());

const STEPS = ['typecheck', 'lint', 'boundaries', 'server modules', 'docs', 'catalogues', 'jest', 'build', 'bundles', 'e2e'];
const USAGE = `npm test [-- --rebuild] [--only=STEP,STEP] [-- jest paths]\nSteps: ${STEPS.join(', ')}`;

function commandLine(argv) {
  const split = argv.indexOf('--');
  const own = split === -1 ? argv : argv.slice(0, split);
  const jestPaths = split === -1 ? [] : argv.slice(split + 1);
  let only = STEPS;
  for (const arg of own) {
    if (arg === '--rebuild') continue;
    if (arg.startsWith('--only=')) {
      only = arg.slice('--only='.length).split(',').filter(Boolean);
      if (only.length && only.every((name) => STEPS.includes(name))) continue;
    }
    console.error(`[ci] unknown or malformed argument: ${arg}\n${USAGE}`);
    process.exit(2);
  }
  return { rebuild: own.includes('--rebuild'), only: new Set(only), jestPaths };
}

const options = commandLine(process.argv.slice(2));

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

/**
 * POSTGRES_BIN_DIR names the folder of PostgreSQL's binaries by hand (another installation; or a folder
 * without them, to see what a run without PostgreSQL does): then only it is looked at and nothing installed.
 */
function hasPostgres() {
  const given = process.env.POSTGRES_BIN_DIR;
  if (given) return existsSync(join(given, 'initdb'));
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
  if (process.env.POSTGRES_BIN_DIR) return `PostgreSQL was not found: POSTGRES_BIN_DIR (${process.env.POSTGRES_BIN_DIR}) holds no initdb`;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && hasCommand('apt-get')) {
    log('installing PostgreSQL (apt-get install -y postgresql)');
    const { code } = await run('sh', ['-c', 'apt-get update && apt-get install -y postgresql']);
    if (code === 0 && hasPostgres()) return null;
  }
  return 'PostgreSQL was not found and could not be installed here (as root: "apt-get install -y postgresql", or set TEST_DATABASE_URL)';
}

/** The browser-side projects: jsdom only, no servers or timers measured, so they run two at a time. */
const UI_PROJECTS = ['shared-kernel', 'shell', 'mfe-live-chat', 'mfe-settings', 'mfe-history', 'mfe-agents', 'mfe-reports', 'widget'];

/** jest over the browser-side projects, two workers (one per core): each suite has a core to itself. */
async function runUiJest() {
  const jest = [join(root, 'node_modules', 'jest', 'bin', 'jest.js'), '--ci', '--maxWorkers=2', '--selectProjects', ...UI_PROJECTS];
  const paths = options.jestPaths.length ? ['--passWithNoTests', ...options.jestPaths] : [];
  return run(process.execPath, [...jest, ...paths], { capture: true });
}

/** Why there is no PostgreSQL for the suites, said where it cannot be missed. */
function announcePostgresProblem(problem) {
  const lines = CI
    ? [`${problem}.`, 'Under CI (CI=true) the PostgreSQL suites may not be skipped: this run FAILS.']
    : [
        `${problem}.`,
        'The PostgreSQL suites are SKIPPED: several nodes, the cluster, pg-boss, limits across nodes, outage recovery.',
        'Under CI (CI=true) this fails the run.',
      ];
  const bar = '*'.repeat(100);
  console.error([bar, ...lines, bar].map((line) => `[ci] ${line}`).join('\n'));
}

/**
 * jest over the server, two suites at a time: a server suite mostly waits on timers and sockets, and each
 * file has databases of its own. With a throw-away PostgreSQL (TEST_DATABASE_URL) when one can be had.
 */
async function runServerJest() {
  const jest = [join(root, 'node_modules', 'jest', 'bin', 'jest.js'), '--ci', '--maxWorkers=2', '--selectProjects', 'server'];
  if (options.jestPaths.length) jest.push('--passWithNoTests', ...options.jestPaths);
  let problem = await ensurePostgres();
  if (!problem && !process.env.TEST_DATABASE_URL) {
    const withPostgres = ['--import', 'tsx', join(root, 'server', 'scripts', 'with-postgres.ts'), '--', process.execPath, ...jest];
    const result = await run(process.execPath, withPostgres, { capture: true });
    // Exit code 3: the server did not start, and jest did not run.
    if (result.code !== 3) return { ...result, postgresProblem: null };
    problem = /^PostgreSQL could not be started: .*$/m.exec(result.output)?.[0] ?? 'PostgreSQL could not be started';
  }
  if (problem) announcePostgresProblem(problem);
  // The other suites still run (the PostgreSQL ones fail under CI, and skip elsewhere).
  const result = await run(process.execPath, jest, { capture: true });
  return { ...result, postgresProblem: problem };
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
  return { passed, failed, skipped: count(line, /(\d+) skipped/) };
}

/**
 * The jest step's figures. Under CI a missing PostgreSQL is one failure more (beside the PostgreSQL suites'
 * own failures), and each server test reported skipped is a failure: none may pass unrun there.
 */
function jestStepResult(ui, server) {
  const uiCounts = jestCounts(ui.output, ui.code);
  const serverCounts = jestCounts(server.output, server.code);
  let ok = ui.code === 0 && server.code === 0;
  let failed = uiCounts.failed + serverCounts.failed;
  const notes = [];
  if (server.postgresProblem) {
    notes.push(CI ? `PostgreSQL FAILED: ${server.postgresProblem}` : `PostgreSQL suites SKIPPED: ${server.postgresProblem}`);
    if (CI) {
      ok = false;
      failed += 1;
    }
  } else {
    notes.push('PostgreSQL suites ran');
  }
  if (serverCounts.skipped > 0) {
    notes.push(`${serverCounts.skipped} server tests skipped${CI ? ', which CI does not allow' : ''}`);
    if (CI) {
      ok = false;
      failed += serverCounts.skipped;
    }
  }
  return { ok, passed: uiCounts.passed + serverCounts.passed, failed, note: notes.join('; ') };
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
  const wanted = (name) => options.only.has(name);
  const chromiumProblem = wanted('bundles') || wanted('e2e') ? await ensureChromium() : null;

  // Independent checks, side by side: tsc is single-threaded.
  await Promise.all([
    wanted('typecheck') && step('typecheck', () => passFail(pnpm(['run', 'typecheck']))),
    wanted('lint') && step('lint', () => passFail(pnpm(['run', 'lint']))),
    wanted('boundaries') && step('boundaries', () => passFail(run(process.execPath, ['.ci/check-boundaries.mjs']))),
    wanted('server modules') && step('server modules', () => passFail(run(process.execPath, ['.ci/check-server-modules.mjs']))),
    wanted('docs') && step('docs', () => passFail(run(process.execPath, ['.ci/check-docs.mjs']))),
    wanted('catalogues') && step('catalogues', () => passFail(run(process.execPath, ['.ci/check-catalogues.mjs']))),
  ]);
  let postgresProblem = null;
  if (wanted('jest')) {
    await step('jest', async () => {
      const ui = await runUiJest();
      const server = await runServerJest();
      postgresProblem = server.postgresProblem;
      return jestStepResult(ui, server);
    });
  }
  if (wanted('build')) {
    await step('build', async () => {
      await ensureBuilt({ force: options.rebuild });
      return { ok: true };
    });
  }
  // What the server sends: every built text file with its .br and .gz siblings, and the download budgets
  // (e2e/bench/budgets.mjs) measured on the wire in Chromium.
  if (wanted('bundles')) {
    await step('bundles', async () => {
      const { checked, problems } = checkPrecompressed();
      for (const problem of problems) console.error(`[ci] precompressed: ${problem}`);
      log(`precompressed siblings: ${checked} built text files checked, ${problems.length} problem(s)`);
      if (chromiumProblem) {
        console.error(`[ci] ${chromiumProblem}`);
        return { ok: false, passed: problems.length ? 0 : 1, failed: 1 + (problems.length ? 1 : 0), note: 'budgets not measured' };
      }
      const report = await run(process.execPath, [join(root, 'e2e', 'bench', 'bundle-report.mjs'), '--check'], {
        capture: true,
        env: { ...process.env, CHROMIUM_PATH: CHROMIUM },
      });
      const budgets = /^Budgets: (\d+) within, (\d+) over$/m.exec(report.output);
      const within = budgets ? Number(budgets[1]) : 0;
      const over = budgets ? Number(budgets[2]) : 0;
      // No figures (the stack or the browser failed), or a failure after them: one failure.
      const budgetFailures = report.code === 0 ? over : Math.max(over, 1);
      return {
        ok: problems.length === 0 && report.code === 0,
        passed: within + (problems.length ? 0 : 1),
        failed: budgetFailures + (problems.length ? 1 : 0),
        note: `${problems.length ? `${problems.length} precompressed problem(s)` : 'precompressed ok'}, ${budgets ? `${over} budget(s) over` : 'budgets not measured'}`,
      };
    });
  }
  if (wanted('e2e')) await step('e2e', async () => {
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

  if (postgresProblem) announcePostgresProblem(postgresProblem);
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
