// The guest flood's timed figure: the other guests' ack p99 while one guest id opens 100 sockets and floods
// messages, against the quiet p99 of the same run. Runs server/test/guest-flood.test.ts alone (nothing else
// on the machine's cores) --runs times and prints each run's figures and their medians with the spread.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchArgs } from '../../e2e/bench/cli-args.mjs';

const USAGE = `pnpm bench:guest-flood [--runs N]

Runs server/test/guest-flood.test.ts on its own N times (default 3) and prints the 20 other guests' ack
p99 quiet, while the flood's 100 sockets open, while its 2,000 messages flood, and both together, then the
median of each with the spread, and the flooded p99 over the quiet one.`;

const { runs } = benchArgs({ runs: { type: 'string', default: '3' } }, USAGE);
const count = Number(runs);
if (!Number.isInteger(count) || count < 1 || count > 20) {
  console.error(`--runs must be a whole number from 1 to 20, not "${runs}"\n\n${USAGE}`);
  process.exit(2);
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const jest = join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const folder = mkdtempSync(join(os.tmpdir(), 'guest-flood-bench-'));
const ms = (value) => `${value.toFixed(1)} ms`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const spread = (values) => `${ms(Math.min(...values))}–${ms(Math.max(...values))}`;

const results = [];
try {
  for (let run = 1; run <= count; run += 1) {
    const file = join(folder, `run-${run}.json`);
    const load = os.loadavg()[0].toFixed(2);
    const jestRun = spawnSync(process.execPath, [jest, '--ci', 'server/test/guest-flood.test.ts', '--selectProjects', 'server', '--testNamePattern', '^a guest id flooding'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, FLOOD_FIGURES: file },
    });
    // jest's own report only when the run failed: the figures are what a passing run is for.
    if (jestRun.status !== 0) throw new Error(`run ${run}: jest exited with ${jestRun.status}\n${jestRun.stdout}${jestRun.stderr}`);
    const figures = JSON.parse(readFileSync(file, 'utf8'));
    results.push(figures);
    console.log(
      `run ${run} (load average ${load}): quiet p99 ${ms(figures.quietP99)}, opening p99 ${ms(figures.openingP99)}, ` +
        `flooded p99 ${ms(figures.floodedP99)}, both p99 ${ms(figures.bothP99)} (${figures.quietSamples} quiet and ${figures.floodedSamples} flooded samples)`,
    );
  }
} catch (error) {
  console.error(`the flood run failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  rmSync(folder, { recursive: true, force: true });
}

if (results.length === count) {
  const of = (key) => results.map((figures) => figures[key]);
  const ratios = results.map((figures) => figures.bothP99 / figures.quietP99);
  console.log(`\nmedians of ${count} runs (spread):`);
  for (const key of ['quietP99', 'openingP99', 'floodedP99', 'bothP99']) console.log(`  ${key.replace('P99', ' p99')}: ${ms(median(of(key)))} (${spread(of(key))})`);
  console.log(`  both p99 / quiet p99: ${median(ratios).toFixed(2)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`);
  console.log(`load average (1, 5, 15 min): ${os.loadavg().map((value) => value.toFixed(2)).join(', ')} on ${os.cpus().length} cores`);
}
