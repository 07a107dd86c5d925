// What release, promote and rollback share: where releases live, which remotes.json is live, and how
// that file is switched (written beside itself and renamed, with its .br/.gz siblings, so the server
// never serves half a file or a stale compressed copy).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const RELEASES_DIR = path.resolve(process.env.RELEASES_DIR ?? path.join(REPO_ROOT, 'dist', 'releases'));
export const REMOTES_JSON = path.resolve(process.env.REMOTES_JSON ?? path.join(REPO_ROOT, 'shell', 'dist', 'remotes.json'));
/** Where the console's origin serves RELEASES_DIR (server/src/static/static-routes.ts). */
export const RELEASES_URL = (process.env.RELEASES_URL ?? '/releases').replace(/\/$/, '');

/** 'history', 'mfe-history' or 'mfe_history' → the package, its folder and its federation name. */
export function remoteOf(area, root = REPO_ROOT) {
  if (!area) fail('Name the area: history, live-chat, settings or agents');
  const pkg = area.replace(/_/g, '-').replace(/^(?!mfe-)/, 'mfe-');
  const dir = path.join(root, pkg);
  if (!existsSync(path.join(dir, 'webpack.config.js'))) fail(`${area}: no remote ${pkg} in ${root}`);
  return { pkg, dir, name: pkg.replace(/-/g, '_') };
}

/** Ends the script with a one-line reason, not a stack trace. */
export function fail(message) {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

export function git(args, cwd = REPO_ROOT) {
  return execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
}

export function readJson(file, fallback) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : fallback;
}

/** Replaces `file` in one rename; its compressed siblings first, or gone when not worth keeping. */
export function writeAtomically(file, text) {
  const bytes = Buffer.from(text);
  const siblings = [
    ['.br', brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })],
    ['.gz', gzipSync(bytes, { level: 9 })],
  ];
  for (const [suffix, compressed] of siblings) {
    // The build's rule: a sibling only when at least 10% smaller.
    if (compressed.length <= bytes.length * 0.9) replace(`${file}${suffix}`, compressed);
    else rmSync(`${file}${suffix}`, { force: true });
  }
  replace(file, bytes);
}

function replace(file, bytes) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, file);
}

/** Each area's past entries, newest last: what rollback returns to. */
export function historyFile(pkg) {
  return path.join(RELEASES_DIR, pkg, 'promotions.json');
}

export function readRemotesJson() {
  const config = readJson(REMOTES_JSON, null);
  if (!config) fail(`${REMOTES_JSON} does not exist: build the shell first or set REMOTES_JSON`);
  return config;
}

export function writeRemotesJson(config) {
  writeAtomically(REMOTES_JSON, `${JSON.stringify(config, null, 2)}\n`);
}
