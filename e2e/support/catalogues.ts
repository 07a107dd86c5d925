// The console's and the widget's texts as their catalogues hold them (src/**/i18n/<locale>.json): a spec
// checks the product against the translators' words, not against its own copies.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, pseudoLocalize } from 'shared-kernel/i18n';

const ROOT = path.resolve(__dirname, '..', '..');

/** One catalogue of one area, e.g. catalogue('mfe-reports/src/i18n', 'de'). */
export function catalogue(dir: string, locale: string): Record<string, string> {
  return JSON.parse(readFileSync(path.join(ROOT, dir, `${locale}.json`), 'utf8')) as Record<string, string>;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A text of a catalogue in whichever language the page is in (every language, and the pseudo-locale): for
 * helpers that find a control the same way whatever language a spec set.
 */
export function inAnyLanguage(dir: string, key: string): RegExp {
  const english = catalogue(dir, 'en')[key];
  if (english === undefined) throw new Error(`${dir} has no key ${key}`);
  const texts = new Set([...LOCALES.map((locale) => catalogue(dir, locale)[key] ?? english), pseudoLocalize(english)]);
  return new RegExp(`^(?:${[...texts].map(escape).join('|')})$`);
}
