// Messages in ICU syntax (plurals, selects, numbers) formatted by intl-messageformat. Built catalogues hold
// each message already parsed (the build's catalogue loader), so the browser ships no parser; tests and
// the server read the catalogues' text and parse it here.
import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Locale } from './locales';

/** A catalogue: each key's message, as ICU text or as its parsed form. */
export type Catalogue<Key extends string = string> = Record<Key, string | MessageFormatElement[]>;
export type MessageValues = Record<string, string | number | Date | null | undefined>;
export type Translate<Key extends string> = (key: Key, values?: MessageValues) => string;

/**
 * Formats `messages` in `locale`; a key the catalogue lacks, or a message that cannot be formatted (a
 * value missing), falls back to the English catalogue, and at worst to the key itself: never throws.
 */
export function createTranslator<Key extends string>(locale: Locale, messages: Partial<Catalogue<Key>>, english: Catalogue<Key>): Translate<Key> {
  const formats = new Map<string, IntlMessageFormat>();
  const formatOf = (cacheKey: string, message: string | MessageFormatElement[], inLocale: string) => {
    let format = formats.get(cacheKey);
    if (!format) formats.set(cacheKey, (format = new IntlMessageFormat(message, inLocale)));
    return format;
  };
  return (key, values) => {
    const own = Object.hasOwn(messages, key) ? messages[key] : undefined;
    try {
      if (own !== undefined) return String(formatOf(key, own, locale).format(values));
    } catch {
      // Told by the English text below.
    }
    try {
      return Object.hasOwn(english, key) ? String(formatOf(`en:${key}`, english[key], 'en').format(values)) : key;
    } catch {
      return key;
    }
  };
}
