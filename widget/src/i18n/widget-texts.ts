// Every text the guest sees, from the widget's catalogue: en.json holds the spec's English and is built in;
// another language is one file fetched when the widget first needs it (the window opens, a teaser shows).
import { directionOf, localeFor, pseudoLocalize, SOURCE_LOCALE, wantsPseudo, type Locale } from 'shared-kernel/i18n';
import { compiled, createTranslator, type Catalogue, type MessageValues } from 'shared-kernel/i18n-format';
import source from './en.json';

export type WidgetTextKey = keyof typeof source;
const en = compiled(source);
type Loaded = { default: Partial<Record<WidgetTextKey, string>> };

const LOADERS: Record<Exclude<Locale, 'en'>, () => Promise<Loaded>> = {
  es: () => import(/* webpackChunkName: "lang-es" */ './es.json'),
  de: () => import(/* webpackChunkName: "lang-de" */ './de.json'),
  fr: () => import(/* webpackChunkName: "lang-fr" */ './fr.json'),
  'pt-BR': () => import(/* webpackChunkName: "lang-pt-BR" */ './pt-BR.json'),
  ar: () => import(/* webpackChunkName: "lang-ar" */ './ar.json'),
};

let locale: Locale = SOURCE_LOCALE;
/** The pseudo-locale (a browser set to en-XA): English, every text marked, to find texts not in the catalogue. */
let pseudo = false;
let translate = createTranslator<WidgetTextKey>(en, en);
const catalogues = new Map<Locale, Promise<Partial<Catalogue<WidgetTextKey>>>>();

function speak(next: Locale, catalogue: Partial<Catalogue<WidgetTextKey>>): Locale {
  locale = next;
  translate = createTranslator<WidgetTextKey>(catalogue, en);
  return next;
}

/** The text of `key` in the guest's language (English until another is loaded). */
export const t = (key: WidgetTextKey, values?: MessageValues): string => (pseudo ? pseudoLocalize(translate(key, values)) : translate(key, values));

/** The language the widget speaks now, and its direction. */
export const widgetLocale = (): Locale => locale;
export const widgetDirection = (): 'rtl' | 'ltr' => directionOf(locale);

function browserLanguages(): readonly string[] {
  try {
    return navigator.languages?.length ? navigator.languages : [navigator.language];
  } catch {
    return [];
  }
}

/**
 * Speaks the widget's setting (a fixed language, or 'auto': the guest's browser). A file that cannot be
 * fetched leaves the widget in English (the next call tries again): the chat never waits on it for long.
 */
export async function loadWidgetLanguage(choice: unknown, preferred: readonly string[] = browserLanguages()): Promise<Locale> {
  const wanted = localeFor(choice, preferred);
  pseudo = wantsPseudo(choice, preferred);
  if (wanted === 'en') return speak(wanted, en);
  let catalogue = catalogues.get(wanted);
  if (!catalogue) catalogues.set(wanted, (catalogue = LOADERS[wanted]().then((loaded) => compiled(loaded.default as Record<WidgetTextKey, string>))));
  try {
    return speak(wanted, await catalogue);
  } catch {
    catalogues.delete(wanted);
    return locale;
  }
}
