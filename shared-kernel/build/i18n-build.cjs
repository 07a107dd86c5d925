// Catalogues (src/**/i18n/*.json, ICU message text) reach the browser already parsed, so intl-messageformat
// runs there without its parser (the alias below): smaller bundles, and a syntax error fails the build.
const path = require('node:path');
const { parse } = require('@formatjs/icu-messageformat-parser');

/** The webpack loader: each message of a catalogue becomes its parsed form; a message that does not parse names its key. */
function icuCatalogueLoader(source) {
  const messages = JSON.parse(source);
  const parsed = {};
  for (const [key, message] of Object.entries(messages)) {
    if (typeof message !== 'string') throw new Error(`${this.resourcePath}: "${key}" is not a text`);
    try {
      parsed[key] = parse(message);
    } catch (error) {
      throw new Error(`${this.resourcePath}: "${key}" is not a valid ICU message (${error.message})`, { cause: error });
    }
  }
  // A module of its own (not JSON): a language's file loads as a plain chunk, no JSON namespace helper in the loader.
  return `export default ${JSON.stringify(parsed)};`;
}

/** The rule for an app's catalogues. */
const catalogueRule = () => ({ test: /[\\/]i18n[\\/][^\\/]+\.json$/, type: 'javascript/auto', use: __filename });

/** intl-messageformat's parser swapped for the package's own parser-less build (messages arrive parsed). */
function noParserAlias(appDir) {
  const formatter = path.dirname(require.resolve('intl-messageformat', { paths: [appDir] }));
  return { '@formatjs/icu-messageformat-parser$': require.resolve('@formatjs/icu-messageformat-parser/no-parser.js', { paths: [formatter] }) };
}

module.exports = icuCatalogueLoader;
module.exports.catalogueRule = catalogueRule;
module.exports.noParserAlias = noParserAlias;
