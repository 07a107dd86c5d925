// A server catalogue of texts (src/**/i18n/<locale>.json), read as data and compiled once per language, when
// a text in it is first wanted: the mails' (mail-texts.ts) and the error answers' (http/error-texts.ts).
// Never imported: jest would hand the compiled module, tsx the plain JSON. (Here, below http, as the mails
// use it too.)
import { isLocale, SOURCE_LOCALE, type Locale } from 'shared-kernel/i18n';
import { compileTexts, readCatalogue } from 'shared-kernel/i18n-compile';
import { createTranslator, type Catalogue, type Translate } from 'shared-kernel/i18n-format';

/**
 * The language's texts compiled one by one: a text that does not compile is left out (the translator then
 * takes English's for it), and a language whose file cannot be read at all is empty. English must compile.
 */
function compiled<Key extends string>(dir: string, name: string, locale: Locale): Partial<Catalogue<Key>> {
  let texts: Record<string, string>;
  try {
    texts = readCatalogue(dir, locale);
  } catch (error) {
    if (locale === SOURCE_LOCALE) throw error;
    console.error(`${name} catalogue ${locale} unusable, its texts fall back to English`, error);
    return {};
  }
  if (locale === SOURCE_LOCALE) return compileTexts(locale, texts) as Catalogue<Key>;
  const catalogue: Partial<Catalogue<Key>> = {};
  for (const [key, text] of Object.entries(texts)) {
    try {
      Object.assign(catalogue, compileTexts(locale, { [key]: text }));
    } catch (error) {
      // A broken translation must not stop an answer: this text goes out in English.
      console.error(`${name} catalogue ${locale}: ${(error as Error).message}, it falls back to English`);
    }
  }
  return catalogue;
}

/**
 * The translators of the catalogue in `dir` (`name` for the log): `translator(locale)` formats a key in that
 * language (English for anything that is not one of ours), falling back to English per key; each language is
 * compiled on first use and kept.
 */
export function catalogueTranslators<Key extends string>(dir: string, name: string): (locale: Locale) => Translate<Key> {
  let english: Catalogue<Key> | null = null;
  const translators = new Map<Locale, Translate<Key>>();
  return (locale) => {
    const wanted = isLocale(locale) ? locale : SOURCE_LOCALE;
    let translate = translators.get(wanted);
    if (!translate) {
      english ??= compiled<Key>(dir, name, SOURCE_LOCALE) as Catalogue<Key>;
      translate = createTranslator<Key>(wanted === SOURCE_LOCALE ? english : compiled<Key>(dir, name, wanted), english);
      translators.set(wanted, translate);
    }
    return translate;
  };
}

/** The English keys of the catalogue in `dir` (its en.json). */
export const catalogueKeys = (dir: string): string[] => Object.keys(readCatalogue(dir, SOURCE_LOCALE));
