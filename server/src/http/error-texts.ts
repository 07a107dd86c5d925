// The error answers in the caller's language (issue 37): src/http/i18n/<locale>.json maps each English text
// the server answers with (a route's own, the shared *_TEXTS it throws, the error handler's) to that
// language's. The key is the English text itself, so a fixed message is looked up as it is thrown. A message
// built with values is thrown as its template and values (valued-text.ts: `text('Not found: {method} {path}', …)`,
// or `fixedText` for one made once from constants): its key is the template, with the same `{placeholders}`,
// and the translation is formatted with the same values. Validation messages of the kernel's rules are no key
// and stay English (the console translates those).
import path from 'node:path';
import { SOURCE_LOCALE, type Locale } from 'shared-kernel/i18n';
import { catalogueKeys, catalogueTranslators } from '../mail/text-catalogue';
import { fixedTextOf, plainValues, type ErrorMessage, type ValuedText } from './valued-text';

const DIR = path.join(__dirname, 'i18n');
const translatorFor = catalogueTranslators<string>(DIR, 'error');

let keys: readonly string[] | null = null;
/** The catalogue's English texts (its keys). */
export function errorTextKeys(): readonly string[] {
  keys ??= catalogueKeys(DIR);
  return keys;
}

let templates: ReadonlySet<string> | null = null;
/** The keys that take values (a `{placeholder}`): formatted per answer, never looked up as they are. */
function templateKeys(): ReadonlySet<string> {
  templates ??= new Set(errorTextKeys().filter((key) => key.includes('{')));
  return templates;
}

/** Each language's fixed texts by their English, made on first use: a lookup is one Map read. */
const byLanguage = new Map<Locale, ReadonlyMap<string, string>>();

function textsOf(locale: Locale): ReadonlyMap<string, string> {
  let texts = byLanguage.get(locale);
  if (!texts) {
    const translate = translatorFor(locale);
    texts = new Map(errorTextKeys().flatMap((key) => (templateKeys().has(key) ? [] : [[key, translate(key)] as const])));
    byLanguage.set(locale, texts);
  }
  return texts;
}

/** A text with values in `locale`: its template's translation with the same values (texts among them translated too). */
function translated(made: ValuedText, locale: Locale): string {
  if (locale === SOURCE_LOCALE || !templateKeys().has(made.template)) return made.english;
  return translatorFor(locale)(made.template, plainValues(made.values, (value) => translated(value, locale)));
}

/** `message` in `locale` when it is a text of the catalogue (fixed, or with values); anything else as it is. */
export function errorText(message: ErrorMessage, locale: Locale): string {
  if (typeof message !== 'string') return translated(message, locale);
  if (locale === SOURCE_LOCALE) return message;
  const fixed = textsOf(locale).get(message);
  if (fixed !== undefined) return fixed;
  const made = fixedTextOf(message);
  return made ? translated(made, locale) : message;
}
