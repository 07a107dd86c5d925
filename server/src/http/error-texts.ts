// The error answers in the caller's language (issue 37): src/http/i18n/<locale>.json maps each fixed English
// text the server answers with (a route's own, the shared *_TEXTS it throws, the error handler's) to that
// language's. The key is the English text itself, so a message is looked up as it is thrown; a message
// built with values, or a validation message (the console translates those), is no key and stays English.
import path from 'node:path';
import { SOURCE_LOCALE, type Locale } from 'shared-kernel/i18n';
import { catalogueKeys, catalogueTranslators } from '../mail/text-catalogue';

const DIR = path.join(__dirname, 'i18n');
const translatorFor = catalogueTranslators<string>(DIR, 'error');

let keys: readonly string[] | null = null;
/** The catalogue's English texts (its keys). */
export function errorTextKeys(): readonly string[] {
  keys ??= catalogueKeys(DIR);
  return keys;
}

/** Each language's texts by their English, made on first use: a lookup is one Map read. */
const byLanguage = new Map<Locale, ReadonlyMap<string, string>>();

function textsOf(locale: Locale): ReadonlyMap<string, string> {
  let texts = byLanguage.get(locale);
  if (!texts) {
    const translate = translatorFor(locale);
    texts = new Map(errorTextKeys().map((key) => [key, translate(key)]));
    byLanguage.set(locale, texts);
  }
  return texts;
}

/** `message` in `locale` when it is one of the catalogue's English texts; anything else as it is. */
export function errorText(message: string, locale: Locale): string {
  if (locale === SOURCE_LOCALE) return message;
  return textsOf(locale).get(message) ?? message;
}
