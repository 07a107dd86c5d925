// The settings area's texts: English built in, each other language one file (one request) on first use.
import { createCatalogue, languageGateFor } from 'shared-kernel/i18n-react';
import { uiCatalogue } from 'shared-kernel/ui';
import en from './en.json';

export type SettingsTextKey = keyof typeof en;

const catalogue = createCatalogue(en, {
  es: () => import(/* webpackChunkName: "lang-es" */ './es.json'),
  de: () => import(/* webpackChunkName: "lang-de" */ './de.json'),
  fr: () => import(/* webpackChunkName: "lang-fr" */ './fr.json'),
  'pt-BR': () => import(/* webpackChunkName: "lang-pt-BR" */ './pt-BR.json'),
  ar: () => import(/* webpackChunkName: "lang-ar" */ './ar.json'),
});

export const { t, texts } = catalogue;
/** Around the area's routes: the area in the console's language, its own texts and the kernel's. */
export const AreaLanguage = languageGateFor([catalogue, uiCatalogue]);
