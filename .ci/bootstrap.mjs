// Makes a fresh clone runnable with only Node and npm: the pinned pnpm, then the dependencies.
// Plain Node ESM without dependencies, because it runs before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = dirname(dirname(fileURLToPath(import.meta.url)));

// corepack shims check registry signatures that cannot be verified on closed networks.
process.env.COREPACK_INTEGRITY_KEYS = '0';
process.env.COREPACK_ENABLE_DOWNLOAD_PROMPT = '0';

export function log(message) {
  console.log(`[ci] ${message}`);
}

/**
 * Runs a command and resolves with its exit code (never rejects on a non-zero exit).
 * opts.capture: also collect stdout+stderr (still streamed to the console) into `output`.
 */
export function run(cmd, args = [], opts = {}) {
  const { capture = false, cwd = root, env = process.env, ...rest } = opts;
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd,
      env,
      stdio: capture ? ['inherit', 'pipe', 'pipe'] : 'inherit',
      ...rest,
    });
    let output = '';
    if (capture) {
      child.stdout.on('data', (chunk) => {
        process.stdout.write(chunk);
        output += chunk;
      });
      child.stderr.on('data', (chunk) => {
        process.stderr.write(chunk);
        output += chunk;
      });
    }
    child.on('error', (error) => {
      output += String(error);
      resolve({ code: 127, output, error });
    });
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

export function pinnedPnpm() {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const match = /^pnpm@(\d+\.\d+\.\d+)/.exec(pkg.packageManager ?? '');
  if (!match) throw new Error('package.json has no "packageManager": "pnpm@x.y.z" pin');
  return match[1];
}

// Asked outside the repository so a pnpm of another version does not try to switch itself.
function versionOf(cmd) {
  const res = spawnSync(cmd, ['--version'], { cwd: tmpdir(), encoding: 'utf8', env: process.env });
  return res.status === 0 ? res.stdout.trim() : null;
}

let pnpmCommand = null; // { cmd, prefix }

export function ensurePnpm() {
  if (pnpmCommand) return pnpmCommand;
  const pin = pinnedPnpm();
  if (versionOf('pnpm') === pin) {
    pnpmCommand = { cmd: 'pnpm', prefix: [] };
    return pnpmCommand;
  }
  log(`installing pnpm ${pin} (npm i -g pnpm@${pin})`);
  const install = spawnSync('npm', ['i', '-g', `pnpm@${pin}`], { stdio: 'inherit', cwd: tmpdir() });
  if (install.status === 0) {
    const prefix = spawnSync('npm', ['prefix', '-g'], { encoding: 'utf8', cwd: tmpdir() }).stdout?.trim();
    const candidates = [prefix && join(prefix, 'bin', 'pnpm'), 'pnpm'].filter(Boolean);
    for (const candidate of candidates) {
      if (versionOf(candidate) === pin) {
        pnpmCommand = { cmd: candidate, prefix: [] };
        return pnpmCommand;
      }
    }
  }
  log(`global install not usable; running pnpm ${pin} through npx`);
  pnpmCommand = { cmd: 'npx', prefix: ['-y', `pnpm@${pin}`] };
  return pnpmCommand;
}

/** Runs the pinned pnpm with the given arguments (same options as run). */
export function pnpm(args, opts = {}) {
  const { cmd, prefix } = ensurePnpm();
  return run(cmd, [...prefix, ...args], opts);
}

function mtime(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

export function dependenciesStale() {
  const marker = join(root, 'node_modules', '.modules.yaml');
  if (!existsSync(join(root, 'node_modules')) || !existsSync(marker)) return true;
  return mtime(join(root, 'pnpm-lock.yaml')) > mtime(marker);
}

export async function ensureDependencies() {
  if (!dependenciesStale()) return;
  log('installing dependencies (pnpm install --frozen-lockfile)');
  const { code } = await pnpm(['install', '--frozen-lockfile']);
  if (code !== 0) throw new Error(`pnpm install failed with exit code ${code}`);
}

export async function bootstrap() {
  ensurePnpm();
  await ensureDependencies();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  bootstrap().catch((error) => {
    console.error(`[ci] ${error.message}`);
    process.exit(1);
  });
}
