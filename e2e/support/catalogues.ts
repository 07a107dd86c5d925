// The console's and the widget's texts as their catalogues hold them (src/**/i18n/<locale>.json): a spec
// checks the product against the translators' words, not against its own copies.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

/** One catalogue of one area, e.g. catalogue('mfe-reports/src/i18n', 'de'). */
export function catalogue(dir: string, locale: string): Record<string, string> {
  return JSON.parse(readFileSync(path.join(ROOT, dir, `${locale}.json`), 'utf8')) as Record<string, string>;
}
