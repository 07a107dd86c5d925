// Builds for the version-skew journeys: an app as it was before its last change, taken from git history
// (git archive, so a fresh clone with history is enough) into a temporary folder and built there with this
// checkout's dependencies and today's build tools (shared-kernel/build), against the kernel sources of then.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync } from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
const RELEASE_SCRIPTS = path.join(REPO_ROOT, 'scripts', 'remote-release');

function git(args: string[]): string {
  return execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
}

/** The commit before the last one that changed `folder`: that folder's previous version. */
export function beforeLastChangeOf(folder: string): string {
  const last = git(['log', '-1', '--format=%H', '--', folder]);
  if (!last) throw new Error(`git has no history of ${folder} (a shallow clone?)`);
  return git(['rev-parse', '--verify', `${last}^`]);
}

/** `folder` and the kernel as they were at `commit`, in `into`, ready to build. */
export function checkOutAt(commit: string, folder: string, into: string): void {
  mkdirSync(into, { recursive: true });
  const archive = execFileSync('git', ['archive', '--format=tar', commit, folder, 'shared-kernel'], { cwd: REPO_ROOT, maxBuffer: 512 * 1024 * 1024 });
  execFileSync('tar', ['-x', '-C', into], { input: archive });
  cpSync(path.join(REPO_ROOT, 'shared-kernel', 'build'), path.join(into, 'shared-kernel', 'build'), { recursive: true });
}

/** pnpm release:remote of the checkout in `source`; answers the release's version. */
export function releaseFrom(source: string, area: string, releasesDir: string): string {
  return execFileSync(process.execPath, [path.join(RELEASE_SCRIPTS, 'release.mjs'), area, '--from', source], {
    env: { ...process.env, RELEASES_DIR: releasesDir },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  }).trim();
}

/** The shell of the checkout in `source`, built into `outDir`. */
export function buildShellFrom(source: string, outDir: string): void {
  execFileSync(process.execPath, [path.join(RELEASE_SCRIPTS, 'link-dependencies.mjs'), source, 'shell']);
  execFileSync(path.join(REPO_ROOT, 'shell', 'node_modules', '.bin', 'webpack'), ['--mode', 'production', '--output-path', outDir], {
    cwd: path.join(source, 'shell'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** pnpm promote:remote / rollback:remote against the given remotes.json and releases. */
export function switchRemote(args: string[], env: { REMOTES_JSON: string; RELEASES_DIR: string }): void {
  const [command, ...rest] = args;
  execFileSync(process.execPath, [path.join(RELEASE_SCRIPTS, `${command}.mjs`), ...rest], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}
