// Jest's resolver: a catalogue (src/**/i18n/*.json) resolves to its compiled module, made by the build's own
// compiler (i18n-build.cjs) as CommonJS and kept by its content's hash (jest reads a .json file as data).
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { transformSync } = require('@swc/core');
const { compileCatalogueSource } = require('./i18n-build.cjs');

const CATALOGUE = /[\\/]i18n[\\/][^\\/]+\.json$/;
const CACHE = path.join(__dirname, '..', 'node_modules', '.cache', 'compiled-catalogues');
// A change of the compiler makes new files: its own text is part of each file's name.
const COMPILER = fs.readFileSync(path.join(__dirname, 'i18n-build.cjs'));

function compiledCatalogue(file) {
  const source = fs.readFileSync(file, 'utf8');
  const hash = createHash('sha256').update(COMPILER).update(file).update('\0').update(source).digest('hex').slice(0, 20);
  const target = path.join(CACHE, `${path.basename(file, '.json')}-${hash}.js`);
  if (!fs.existsSync(target)) {
    const module = compileCatalogueSource(JSON.parse(source), file, 'lib');
    fs.mkdirSync(CACHE, { recursive: true });
    const temporary = `${target}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, transformSync(module, { filename: `${file}.mjs`, module: { type: 'commonjs' }, jsc: { target: 'es2022' } }).code);
    fs.renameSync(temporary, target);
  }
  return target;
}

module.exports = (request, options) => {
  const resolved = options.defaultResolver(request, options);
  return CATALOGUE.test(resolved) ? compiledCatalogue(resolved) : resolved;
};
