// `pnpm test:docs`: the README stays a short map (at most 300 lines), and every relative link of README.md
// and docs/*.md resolves: the file exists and, for a `#fragment` into a Markdown file, that file has the
// heading (GitHub's anchor rules: lowercase, punctuation removed, spaces to `-`, `-1`, `-2`... for
// repeats). Links inside code (fenced blocks, `inline`) and links to other sites are not checked.
// Plain Node ESM without dependencies; exits 1 listing the bad links.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const README_MAX_LINES = 300;

/** README.md and the Markdown pages directly under docs/. */
function pages() {
  const docs = join(root, 'docs');
  const inDocs = existsSync(docs)
    ? readdirSync(docs)
        .filter((name) => name.endsWith('.md'))
        .sort()
        .map((name) => join(docs, name))
    : [];
  return [join(root, 'README.md'), ...inDocs];
}

/** For each line of a Markdown text: is it part of a fenced code block (its fences included)? */
function fencedLines(lines) {
  let fence = null;
  return lines.map((line) => {
    const marker = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    if (fence) {
      if (marker && marker[1][0] === fence[0] && marker[1].length >= fence.length && marker[2].trim() === '') fence = null;
      return true;
    }
    if (marker && !(marker[1][0] === '`' && marker[2].includes('`'))) fence = marker[1];
    return Boolean(fence);
  });
}

/**
 * The text with fenced code blocks and inline code blanked out (same length, same line breaks), so that
 * offsets still give line numbers and nothing inside code reads as a link.
 */
function withoutCode(text) {
  const lines = text.split('\n');
  const fenced = fencedLines(lines);
  const kept = lines.map((line, index) => (fenced[index] ? ' '.repeat(line.length) : line));
  return kept.join('\n').replace(/(`+)([^`\n]|[^`](?:(?!\n[ \t]*\n)[^`])*?[^`])\1(?!`)/g, (span) => span.replace(/[^\n]/g, ' '));
}

/** GitHub's anchor of a heading's text. */
function slug(heading) {
  const text = heading
    .replace(/<[^>]*>/g, '') // HTML tags
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // links and images: their text
    .replace(/`/g, '')
    .replace(/(^|[^\p{L}\p{N}])_+([^_]+?)_+(?=[^\p{L}\p{N}]|$)/gu, '$1$2') // _emphasis_: its text
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

const anchorCache = new Map();

/** Every anchor a Markdown file offers: its headings' slugs (numbered when repeated) and explicit ids. */
function anchorsOf(file) {
  if (anchorCache.has(file)) return anchorCache.get(file);
  const raw = readFileSync(file, 'utf8');
  const lines = raw.split('\n');
  const fenced = fencedLines(lines);
  const anchors = new Set();
  const seen = new Map();
  const add = (text) => {
    const base = slug(text);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  };
  lines.forEach((line, index) => {
    if (fenced[index]) return;
    const atx = /^ {0,3}#{1,6}(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/.exec(line);
    if (atx) return add(atx[1] ?? '');
    const next = lines[index + 1];
    const isParagraph = line.trim() !== '' && !/^ {0,3}([-*+>|]|\d+[.)]\s)/.test(line);
    if (next !== undefined && !fenced[index + 1] && isParagraph && /^ {0,3}(=+|-+)[ \t]*$/.test(next)) add(line.trim());
  });
  for (const match of raw.matchAll(/<a\s[^>]*?(?:id|name)\s*=\s*["']([^"']+)["']/gi)) anchors.add(match[1]);
  anchorCache.set(file, anchors);
  return anchors;
}

/** [line, target] of every link and image in a Markdown text, reference definitions included. */
function linksIn(text) {
  const scan = withoutCode(text);
  const lineOf = (offset) => scan.slice(0, offset).split('\n').length;
  const links = [];
  for (const match of scan.matchAll(/!?\[(?:[^[\]]|\[[^[\]]*\])*\]\(\s*(<[^>\n]*>|[^\s)]*)(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g)) {
    links.push([lineOf(match.index), match[1].replace(/^<|>$/g, '')]);
  }
  for (const match of scan.matchAll(/^ {0,3}\[[^\]]+\]:\s*(<[^>\n]*>|\S+)/gm)) {
    links.push([lineOf(match.index), match[1].replace(/^<|>$/g, '')]);
  }
  return links;
}

/** Why a link target of `file` is broken, or null when it resolves (or is not relative). */
function problemOf(file, target) {
  if (target === '') return 'empty link';
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) return null; // another site, mail...
  const hash = target.indexOf('#');
  const pathPart = hash === -1 ? target : target.slice(0, hash);
  const fragment = hash === -1 ? null : target.slice(hash + 1);
  let decodedPath;
  let decodedFragment;
  try {
    decodedPath = decodeURIComponent(pathPart.split('?')[0]);
    decodedFragment = fragment === null ? null : decodeURIComponent(fragment);
  } catch {
    return 'not a valid URL';
  }
  const destination = decodedPath === '' ? file : decodedPath.startsWith('/') ? join(root, decodedPath) : resolve(dirname(file), decodedPath);
  if (!existsSync(destination)) return `no such file: ${relative(root, destination) || '.'}`;
  if (decodedFragment === null || !destination.endsWith('.md') || !statSync(destination).isFile()) return null;
  if (decodedFragment === '') return 'empty #fragment';
  if (!anchorsOf(destination).has(decodedFragment)) return `no heading #${decodedFragment} in ${relative(root, destination)}`;
  return null;
}

let checked = 0;
const broken = [];
for (const file of pages()) {
  if (!existsSync(file)) {
    broken.push(`${relative(root, file)}: missing`);
    continue;
  }
  for (const [line, target] of linksIn(readFileSync(file, 'utf8'))) {
    checked += 1;
    const problem = problemOf(file, target);
    if (problem) broken.push(`${relative(root, file)}:${line}: (${target}) ${problem}`);
  }
}

const readmeFile = join(root, 'README.md');
const readmeText = existsSync(readmeFile) ? readFileSync(readmeFile, 'utf8') : '';
const readmeLines = readmeText === '' ? 0 : readmeText.replace(/\n$/, '').split('\n').length;
const tooLong = readmeLines > README_MAX_LINES;

for (const line of broken) console.error(`broken link ${line}`);
if (tooLong) console.error(`README.md has ${readmeLines} lines, more than ${README_MAX_LINES}: move detail into docs/`);
console.log(`docs: ${checked} links checked, ${broken.length} broken; README ${readmeLines} lines${tooLong ? ` (over ${README_MAX_LINES})` : ''}`);
process.exit(broken.length || tooLong ? 1 : 0);
