// `pnpm bench:widget`: gzip -9 size of the guest widget from its production build (widget/dist): the
// loader every host page downloads (widget.js) and the full widget, that is the loader plus every chunk
// it loads on first open (found by the chunk hashes written into the loader, and into those chunks).
// `--build` runs `pnpm --filter widget run build` first; otherwise the existing build is measured.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { benchArgs } from './cli-args.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const dist = join(root, 'widget', 'dist');
const LOADER = 'widget.js';

const kb = (bytes) => (bytes / 1024).toFixed(1);

const flags = benchArgs({ build: { type: 'boolean', default: false } }, 'pnpm bench:widget [--build (build the widget first)]');
if (flags.build) {
  const built = spawnSync('pnpm', ['--filter', 'widget', 'run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
if (!existsSync(join(dist, LOADER))) {
  console.error(`No widget build in ${dist}: run \`pnpm --filter widget run build\` (or \`pnpm bench:widget --build\`).`);
  process.exit(1);
}

function measure(name) {
  const body = readFileSync(join(dist, name));
  return { name, text: body.toString('utf8'), raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
}

// Async chunks are named '<name>.<contenthash:8>.js' (widget/webpack.config.js).
const chunkFiles = readdirSync(dist).filter((name) => /\.[0-9a-f]{8}\.js$/.test(name));
const hashOf = (name) => /\.([0-9a-f]{8})\.js$/.exec(name)[1];

const loader = measure(LOADER);
const loaded = [];
const queue = [loader];
while (queue.length) {
  const file = queue.shift();
  for (const name of chunkFiles) {
    if (loaded.some((chunk) => chunk.name === name) || !file.text.includes(`"${hashOf(name)}"`)) continue;
    const chunk = measure(name);
    loaded.push(chunk);
    queue.push(chunk);
  }
}
const unused = chunkFiles.filter((name) => !loaded.some((chunk) => chunk.name === name));

const rows = [
  [`${LOADER} (loader, on every host page)`, kb(loader.raw), kb(loader.gzip)],
  ...loaded.map((chunk) => [`${chunk.name} (chunk)`, kb(chunk.raw), kb(chunk.gzip)]),
];
const total = [loader, ...loaded].reduce((sum, file) => ({ raw: sum.raw + file.raw, gzip: sum.gzip + file.gzip }), { raw: 0, gzip: 0 });
rows.push([`full widget (loader + ${loaded.length} chunks)`, kb(total.raw), kb(total.gzip)]);

console.log(`Widget size (${dist}; gzip level 9, each file compressed on its own as it is served; KB = 1024 bytes)`);
const header = ['file', 'raw KB', 'gzip KB'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
const line = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
console.log(line(header));
console.log(widths.map((width) => '-'.repeat(width)).join('  '));
for (const row of rows) console.log(line(row));
console.log(`\nloader: ${loader.gzip} bytes gzip; full widget: ${total.gzip} bytes gzip`);
if (unused.length) console.log(`not loaded by the loader (left out): ${unused.join(', ')}`);
