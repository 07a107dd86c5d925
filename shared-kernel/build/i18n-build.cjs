// Catalogues (src/**/i18n/*.json, ICU message text) are compiled when an app is built: each message becomes a
// small function (messageformat's compiler), so the browser ships no parser and no formatter beyond `Intl`
// and a few lines of run-time helpers, and a syntax error fails the build naming its key.
const path = require('node:path');
const MessageFormat = require('@messageformat/core');
const compileModule = require('@messageformat/core/compile-module');

const RUNTIME = path.dirname(path.dirname(require.resolve('@messageformat/runtime')));
/** A run-time helper's file: ES modules for the bundler (tree-shaken), CommonJS for jest. */
const runtimeFile = (subpath, flavour) => path.join(RUNTIME, flavour, `${subpath ? path.basename(subpath) : 'runtime'}.js`);

/** A catalogue's language, from its file name (pt-BR.json, en.json, pseudo.json speaks English rules). */
const localeOfFile = (file) => {
  const name = path.basename(file, '.json');
  return name === 'pseudo' ? 'en' : name;
};

/**
 * The ES module source of a catalogue: `export default { key: (values) => text }`. Its imports of the
 * run-time helpers name the kernel's copy, so an app that does not list the helpers still resolves them.
 */
function compileCatalogueSource(messages, file, flavour = 'esm') {
  if (messages === null || typeof messages !== 'object' || Array.isArray(messages)) throw new Error(`${file}: a catalogue is an object of texts`);
  for (const [key, message] of Object.entries(messages)) if (typeof message !== 'string') throw new Error(`${file}: "${key}" is not a text`);
  const formatter = new MessageFormat(localeOfFile(file), { strict: false });
  for (const [key, message] of Object.entries(messages)) {
    try {
      formatter.compile(message);
    } catch (error) {
      throw new Error(`${file}: "${key}" is not a valid ICU message (${error.message})`, { cause: error });
    }
  }
  return (
    compileModule(formatter, messages)
      .replace(/from "@messageformat\/runtime(\/[^"]*)?"/g, (_, subpath) => `from ${JSON.stringify(runtimeFile(subpath, flavour))}`)
      // A message without values is its text: `key: "Save"` rather than `key: () => "Save"` (smaller first screens).
      .replace(/^(\s+(?:"(?:[^"\\]|\\.)*"|[\w$]+): )\(\) => ("(?:[^"\\]|\\.)*")(,?)$/gm, '$1$2$3')
  );
}

/** The webpack loader. */
function icuCatalogueLoader(source) {
  return compileCatalogueSource(JSON.parse(source), this.resourcePath);
}

/** The rule for an app's catalogues: a module of its own (not JSON), so a language's file loads as a plain chunk. */
const catalogueRule = () => ({ test: /[\\/]i18n[\\/][^\\/]+\.json$/, type: 'javascript/auto', use: __filename });

module.exports = icuCatalogueLoader;
module.exports.catalogueRule = catalogueRule;
module.exports.compileCatalogueSource = compileCatalogueSource;
