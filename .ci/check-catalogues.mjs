// `pnpm test:catalogues`: every area's text catalogues (src/**/i18n/<locale>.json) against its English one.
// Fails when a language lacks a key or has one English does not, when a message is not valid ICU, when a
// translation's placeholders differ from English's (names, and plural/select kinds), and when an English
// key is used nowhere in the area's code (its name never appears there in quotes; for the server's error
// texts, in the server's or the kernel's code), and when a server text with values names a template that is no
// key of the error catalogue.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(path.join(root, 'shared-kernel', 'package.json'));
const { parse } = require('@messageformat/parser');
// The languages as the kernel lists them (shared-kernel/src/i18n/locales.ts), English first.
const LOCALES = JSON.parse(
  /export const LOCALES = (\[[^\]]*\])/.exec(readFileSync(path.join(root, 'shared-kernel/src/i18n/locales.ts'), 'utf8'))[1].replace(/'/g, '"'),
);
const SKIP = new Set(['node_modules', 'dist', '__tests__', '.git']);
/**
 * Catalogues whose English texts are also written in another area's code: the server's error texts (keyed by
 * their English) are thrown from server/src and from the kernel's shared *_TEXTS constants.
 */
const ERROR_CATALOGUE = path.join('server', 'src', 'http', 'i18n');
const ALSO_USED_IN = { [ERROR_CATALOGUE]: [path.join('shared-kernel', 'src')] };
/**
 * Catalogues whose English is an object in code (the server answers in it too): their keys are that object's
 * own, each used wherever the object is, and a jest test holds en.json's texts equal to it.
 */
const ENGLISH_IN_CODE = { [path.join('shared-kernel', 'src', 'validation-texts', 'i18n')]: { file: 'shared-kernel/src/rules/messages.ts', object: 'ENGLISH_MESSAGES' } };

/** The property names of `export const <object> = { ... }` in a file (one per line, as prettier writes it). */
function keysOfObjectInCode({ file, object }) {
  const source = readFileSync(path.join(root, file), 'utf8');
  const start = source.indexOf(`export const ${object} = {`);
  if (start < 0) return problems.push(`${file}: no "export const ${object} = {"`), new Set();
  const body = source.slice(start, source.indexOf('\n}', start));
  return new Set([...body.matchAll(/^ {2}(\w+):/gm)].map((match) => match[1]));
}

function* files(dir) {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Each placeholder of a message with its kind ('name:plural'), sorted (messageformat's parser tokens). */
function placeholders(tokens, found = new Set()) {
  for (const token of tokens) {
    if (token.type === 'content' || token.type === 'octothorpe') continue;
    const kind = token.type === 'function' ? token.key : token.type === 'argument' ? 'text' : token.type;
    found.add(`${token.arg}:${kind}`);
    if (token.cases) for (const option of token.cases) placeholders(option.tokens, found);
  }
  return [...found].sort();
}

const problems = [];
const areas = [];
for (const area of readdirSync(root)) {
  const src = path.join(root, area, 'src');
  if (SKIP.has(area) || !statSync(path.join(root, area)).isDirectory() || !existsDir(src)) continue;
  for (const file of files(src)) {
    if (path.basename(file) !== 'en.json' || path.basename(path.dirname(file)) !== 'i18n') continue;
    areas.push(path.dirname(file));
  }
}

function existsDir(dir) {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

function read(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(`${path.relative(root, file)}: ${error.code === 'ENOENT' ? 'missing' : `not JSON (${error.message})`}`);
    return null;
  }
}

function parsed(file, key, message) {
  if (typeof message !== 'string') return problems.push(`${file} "${key}": not a text`), null;
  try {
    return parse(message);
  } catch (error) {
    return problems.push(`${file} "${key}": not valid ICU (${error.message})`), null;
  }
}

let keysChecked = 0;
for (const dir of areas) {
  const where = path.relative(root, dir);
  const english = read(path.join(dir, 'en.json'));
  if (!english) continue;
  const englishPlaceholders = new Map();
  for (const [key, message] of Object.entries(english)) {
    const elements = parsed(`${where}/en.json`, key, message);
    if (elements) englishPlaceholders.set(key, placeholders(elements).join(', '));
  }
  for (const locale of LOCALES.slice(1)) {
    const file = `${where}/${locale}.json`;
    const catalogue = read(path.join(dir, `${locale}.json`));
    if (!catalogue) continue;
    for (const key of Object.keys(english)) if (!Object.hasOwn(catalogue, key)) problems.push(`${file}: "${key}" missing`);
    for (const [key, message] of Object.entries(catalogue)) {
      if (!Object.hasOwn(english, key)) {
        problems.push(`${file}: "${key}" is not in en.json`);
        continue;
      }
      const elements = parsed(file, key, message);
      if (!elements) continue;
      const own = placeholders(elements).join(', ');
      if (own !== englishPlaceholders.get(key)) problems.push(`${file} "${key}": placeholders {${own}} differ from English {${englishPlaceholders.get(key)}}`);
    }
  }
  const inCode = ENGLISH_IN_CODE[where];
  if (inCode) {
    const keys = keysOfObjectInCode(inCode);
    for (const key of Object.keys(english)) if (!keys.has(key)) problems.push(`${where}/en.json: "${key}" is not a key of ${inCode.object} (${inCode.file})`);
    for (const key of keys) if (!Object.hasOwn(english, key)) problems.push(`${where}/en.json: "${key}" of ${inCode.object} is missing`);
    keysChecked += keys.size;
    continue;
  }
  // The area's code: its src folder, the catalogues and the tests left out.
  const areaSrc = dir.slice(0, dir.indexOf(`${path.sep}src${path.sep}`) + 4);
  const sources = [areaSrc, ...(ALSO_USED_IN[where] ?? []).map((folder) => path.join(root, folder))];
  const code = sources
    .flatMap((folder) => [...files(folder)])
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const named = sources.map((folder) => path.relative(root, folder)).join(' or ');
  for (const key of Object.keys(english)) {
    keysChecked++;
    if (!code.includes(`'${key}'`) && !code.includes(`"${key}"`)) problems.push(`${where}/en.json: "${key}" is used nowhere in ${named}`);
  }
  if (where === ERROR_CATALOGUE) checkTemplates(areaSrc, english);
}

/**
 * The other way round for the server's texts with values: every template a server file passes to
 * `text('…', values)` or `fixedText('…', values)` (src/http/valued-text.ts) must be a key of the error
 * catalogue (a template that is none would be answered in English only).
 */
function checkTemplates(serverSrc, english) {
  const call = /\b(?:text|fixedText)\(\s*(?:'([^'\\\n]*)'|"([^"\\\n]*)")\s*,/g;
  for (const file of files(serverSrc)) {
    if (!/\.ts$/.test(file)) continue;
    const source = readFileSync(file, 'utf8');
    if (!source.includes("/valued-text'")) continue;
    for (const match of source.matchAll(call)) {
      const template = match[1] ?? match[2];
      if (!Object.hasOwn(english, template)) problems.push(`${path.relative(root, file)}: "${template}" is no key of ${ERROR_CATALOGUE}/en.json`);
    }
  }
}

for (const problem of problems) console.error(problem);
console.log(`catalogues: ${areas.length} area(s), ${keysChecked} English keys, ${LOCALES.length - 1} other languages each; ${problems.length} problem(s)`);
process.exit(problems.length ? 1 : 0);
