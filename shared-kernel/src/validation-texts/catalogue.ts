// The validation messages in the console's language. English is the rules' own MESSAGES (the spec's words,
// what the server answers in); each other language is one file, loaded with the kernel's UI texts. While a
// catalogue is the latest to have loaded a language, MESSAGES (and the schemas' messages) read from it.
import { createCatalogue } from 'shared-kernel/i18n-react';
import { ENGLISH_MESSAGES, setMessageSource, type MessageKey } from 'shared-kernel/rules';

/** signupWebsite shows the placeholder itself ("http(s)://{host}"), not a value. */
const LITERAL_VALUES = { host: '{host}' };

export function createValidationCatalogue() {
  const catalogue = createCatalogue<MessageKey>(ENGLISH_MESSAGES, {
    es: () => import(/* webpackChunkName: "lang-es" */ './i18n/es.json'),
    de: () => import(/* webpackChunkName: "lang-de" */ './i18n/de.json'),
    fr: () => import(/* webpackChunkName: "lang-fr" */ './i18n/fr.json'),
    'pt-BR': () => import(/* webpackChunkName: "lang-pt-BR" */ './i18n/pt-BR.json'),
    ar: () => import(/* webpackChunkName: "lang-ar" */ './i18n/ar.json'),
  });
  const load: typeof catalogue.load = async (locale) => {
    const loaded = await catalogue.load(locale);
    // The latest to load speaks the language every mounted area has just switched to.
    setMessageSource((key) => catalogue.t(key, LITERAL_VALUES));
    return loaded;
  };
  return { ...catalogue, load };
}
