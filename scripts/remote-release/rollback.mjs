// pnpm rollback:remote <area>: points the area's entry in the live remotes.json back at what it was
// before its last promotion, in one rename.
import { fail, historyFile, readJson, readRemotesJson, remoteOf, writeAtomically, writeRemotesJson } from './release-lib.mjs';

const { pkg, name } = remoteOf(process.argv[2]);
const history = readJson(historyFile(pkg), []);
if (history.length === 0) fail(`${pkg} has no earlier entry to roll back to`);
const previous = history.at(-1);
writeRemotesJson({ ...readRemotesJson(), [name]: previous });
writeAtomically(historyFile(pkg), `${JSON.stringify(history.slice(0, -1), null, 2)}\n`);
process.stdout.write(`${name} → ${previous}\n`);
