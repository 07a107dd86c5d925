// pnpm promote:remote <area> <version>: points the area's entry in the live remotes.json (REMOTES_JSON,
// default shell/dist/remotes.json) at RELEASES_DIR/<package>/<version>/, in one rename. The entry it
// replaces is remembered for rollback. Open consoles pick it up on their next visit to the area.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fail, historyFile, readJson, readRemotesJson, RELEASES_DIR, RELEASES_URL, remoteOf, writeAtomically, writeRemotesJson } from './release-lib.mjs';

const [area, version] = process.argv.slice(2);
const { pkg, name } = remoteOf(area);
if (!version) fail('Name the version to promote (pnpm release:remote printed it)');
const manifest = path.join(RELEASES_DIR, pkg, version, 'mf-manifest.json');
if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(version) || !existsSync(manifest)) fail(`${pkg} has no release ${version} in ${RELEASES_DIR}`);

const config = readRemotesJson();
const entry = `${RELEASES_URL}/${pkg}/${version}/mf-manifest.json`;
if (config[name] === entry) {
  process.stdout.write(`${name} already is ${version}\n`);
} else {
  const history = readJson(historyFile(pkg), []);
  if (config[name]) writeAtomically(historyFile(pkg), `${JSON.stringify([...history, config[name]], null, 2)}\n`);
  writeRemotesJson({ ...config, [name]: entry });
  process.stdout.write(`${name} → ${entry}\n`);
}
