// pnpm release:remote <area> [--from <checkout>]: builds one remote, production mode, into
// RELEASES_DIR/<package>/<version>/, where version = <package version>-<hash of the built files>.
// --from builds the remote of another checkout of this repository (an older commit's, for the skew test),
// with this checkout's installed dependencies. Prints the version; the live console is not touched.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { linkDependencies } from './link-dependencies.mjs';
import { fail, git, readJson, RELEASES_DIR, remoteOf, REPO_ROOT } from './release-lib.mjs';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { from: { type: 'string' } } });
const source = path.resolve(values.from ?? REPO_ROOT);
const { pkg, dir } = remoteOf(positionals[0], source);
const { version: packageVersion } = readJson(path.join(dir, 'package.json'));
if (source !== REPO_ROOT) linkDependencies(source, pkg);

// A name of its own for the build's chunk-loading global (create-webpack-config.cjs): the commit, and a
// time when the area's files are not committed.
const commit = existsSync(path.join(source, '.git')) ? git(['rev-parse', '--short=10', 'HEAD'], source) : git(['rev-parse', '--short=10', 'HEAD']);
const dirty = source === REPO_ROOT && git(['status', '--porcelain', '--', pkg, 'shared-kernel']) !== '';
const tag = dirty ? `${commit}_${Date.now().toString(36)}` : commit;

mkdirSync(path.join(RELEASES_DIR, pkg), { recursive: true });
const building = path.join(RELEASES_DIR, pkg, `.building-${process.pid}`);
rmSync(building, { recursive: true, force: true });
const webpack = path.join(REPO_ROOT, pkg, 'node_modules', '.bin', 'webpack');
execFileSync(webpack, ['--mode', 'production', '--output-path', building], {
  cwd: dir,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, REMOTE_RELEASE_TAG: tag },
});
if (!existsSync(path.join(building, 'mf-manifest.json'))) fail(`${pkg}: the build wrote no mf-manifest.json`);

const hash = createHash('sha256');
for (const file of readdirSync(building, { recursive: true }).map(String).sort()) {
  const full = path.join(building, file);
  if (statSync(full).isFile()) hash.update(file).update(readFileSync(full));
}
const version = `${packageVersion}-${hash.digest('hex').slice(0, 10)}`;
const target = path.join(RELEASES_DIR, pkg, version);
// The same bytes are the same release: keep the folder already there (it may be live).
if (existsSync(target)) rmSync(building, { recursive: true, force: true });
else renameSync(building, target);
process.stdout.write(`${version}\n`);
