// An older checkout (git worktree or git archive) has no node_modules: link this checkout's, except that
// the package's own shared-kernel link points at the older checkout's kernel, so the remote is built
// against the contract it had then.
import { existsSync, mkdirSync, readdirSync, realpathSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from './release-lib.mjs';

function link(target, at) {
  if (!existsSync(at)) symlinkSync(target, at);
}

export function linkDependencies(source, pkg) {
  link(path.join(REPO_ROOT, 'node_modules'), path.join(source, 'node_modules'));
  link(path.join(REPO_ROOT, 'shared-kernel', 'node_modules'), path.join(source, 'shared-kernel', 'node_modules'));
  const installed = path.join(REPO_ROOT, pkg, 'node_modules');
  const modules = path.join(source, pkg, 'node_modules');
  mkdirSync(modules, { recursive: true });
  for (const entry of readdirSync(installed)) {
    if (entry === 'shared-kernel') link(path.join(source, 'shared-kernel'), path.join(modules, entry));
    else link(realpathSync(path.join(installed, entry)), path.join(modules, entry));
  }
}

// `node link-dependencies.mjs <checkout> <package>`: the same for a build outside release.mjs (the skew test's older shell).
if (process.argv[1] === fileURLToPath(import.meta.url)) linkDependencies(path.resolve(process.argv[2]), process.argv[3]);
