// Checks the built files the server sends (the dist folders of the shell, the remotes and the widget,
// under STATIC_ROOT as the server reads it, the repository by default): each text file has its brotli and
// gzip siblings (`x.js.br`, `x.js.gz`), which the server sends instead of compressing per request, and each
// sibling unpacks to the file as it is now (a stale one would serve an older build). The build leaves a
// file without siblings only when they gain less than 10% (shared-kernel/build/compressed-assets.cjs):
// such a file passes when compressing it the same way proves that. Exit 1 with every problem listed.
// `node .ci/check-precompressed.mjs` (npm test runs it after the build, in its step `bundles`).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { browserApps } from './apps.mjs';
import { root } from './bootstrap.mjs';

/** What the build compresses and the server sends precompressed (server/src/static/content-coding.ts). */
const TEXT = /\.(?:js|mjs|cjs|css|html|json|svg|map|txt|xml|webmanifest)$/i;
/** The build's rule: a sibling only when it is at most 90% of the file. */
const MIN_RATIO = 0.9;

const CODINGS = [
  {
    suffix: '.br',
    unpack: (bytes) => brotliDecompressSync(bytes),
    pack: (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
  },
  { suffix: '.gz', unpack: (bytes) => gunzipSync(bytes), pack: (bytes) => gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }) },
];

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
}

/** { checked, problems } for the dist folders under `staticRoot`. */
export function checkPrecompressed(staticRoot = process.env.STATIC_ROOT ? resolve(process.env.STATIC_ROOT) : root) {
  const problems = [];
  let checked = 0;
  for (const app of browserApps()) {
    const dist = join(staticRoot, app, 'dist');
    if (!existsSync(dist)) {
      problems.push(`${relative(staticRoot, dist)}: missing (not built)`);
      continue;
    }
    for (const file of filesUnder(dist).filter((name) => TEXT.test(name))) {
      checked += 1;
      const name = relative(staticRoot, file);
      const bytes = readFileSync(file);
      for (const { suffix, unpack, pack } of CODINGS) {
        const sibling = file + suffix;
        if (existsSync(sibling)) {
          let unpacked;
          try {
            unpacked = unpack(readFileSync(sibling));
          } catch (error) {
            problems.push(`${name}${suffix}: does not unpack (${error.message})`);
            continue;
          }
          if (!unpacked.equals(bytes)) problems.push(`${name}${suffix}: unpacks to other bytes than ${name} (left from an older build?)`);
        } else if (pack(bytes).length / Math.max(1, bytes.length) < MIN_RATIO) {
          problems.push(`${name}${suffix}: missing (the server would send ${name} uncompressed)`);
        }
      }
    }
  }
  return { checked, problems };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const { checked, problems } = checkPrecompressed();
  for (const problem of problems) console.error(`[precompressed] ${problem}`);
  console.log(
    `[precompressed] ${checked} built text files checked in ${Date.now() - started} ms: ` +
      (problems.length ? `${problems.length} problem(s)` : 'each has its .br and .gz siblings, or gains too little from them'),
  );
  process.exit(problems.length ? 1 : 0);
}
