// Which browser apps exist and whether their dist folders are older than what they are built from.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { log, pnpm, root } from './bootstrap.mjs';

const SKIP = new Set(['node_modules', 'dist', '.data', '.mf', 'coverage', '__tests__']);
// webpack leaves unchanged output files untouched, so dist mtimes cannot tell when a build ran:
// each successful build stamps its start time here instead.
const STAMPS = join(root, 'node_modules', '.cache', 'ci-builds');
const stampOf = (app) => join(STAMPS, `${app}.stamp`);

function newest(path) {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = 0;
  for (const name of readdirSync(path)) {
    if (SKIP.has(name)) continue;
    max = Math.max(max, newest(join(path, name)));
  }
  return max;
}

function hasBuildScript(dir) {
  try {
    return Boolean(JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')).scripts?.build);
  } catch {
    return false;
  }
}

/** The shell, every remote and (once it has a build) the widget. */
export function browserApps() {
  const dirs = readdirSync(root).filter((d) => d === 'shell' || d.startsWith('mfe-') || d === 'widget');
  return dirs.filter(hasBuildScript).sort();
}

export function isStale(app) {
  const dist = join(root, app, 'dist');
  if (!existsSync(dist)) return true;
  const built = Math.max(newest(dist), existsSync(stampOf(app)) ? statSync(stampOf(app)).mtimeMs : 0);
  // The kernel (sources and shared webpack setup) goes into every app; a new lockfile can change any bundle.
  const sources = Math.max(
    newest(join(root, app)),
    newest(join(root, 'shared-kernel', 'src')),
    newest(join(root, 'shared-kernel', 'build')),
    newest(join(root, 'shared-kernel', 'package.json')),
    newest(join(root, 'pnpm-lock.yaml')),
  );
  return sources > built;
}

/** Builds the apps whose dist is missing or stale (all of them with force). */
export async function ensureBuilt({ force = false } = {}) {
  const apps = browserApps();
  const stale = force ? apps : apps.filter(isStale);
  if (stale.length === 0) {
    log('builds are up to date');
    return;
  }
  log(`building ${stale.join(', ')}`);
  const filters = stale.flatMap((app) => ['--filter', app]);
  const started = new Date();
  const { code } = await pnpm(['-r', ...filters, 'run', 'build']);
  if (code !== 0) throw new Error(`build failed with exit code ${code}`);
  mkdirSync(STAMPS, { recursive: true });
  for (const app of stale) {
    writeFileSync(stampOf(app), `${started.toISOString()}\n`);
    utimesSync(stampOf(app), started, started);
  }
}
