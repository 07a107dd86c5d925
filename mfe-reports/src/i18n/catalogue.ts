// The reports area's texts: English built in, each other language one file (one request) on first use.
import { createCatalogue } from 'shared-kernel/i18n-react';
import en from './en.json';

export type ReportsTextKey = keyof typeof en;

export const { t, texts, LanguageGate } = createCatalogue(en, {
  es: () => import(/* webpackChunkName: "lang-es" */ './es.json'),
  de: () => import(/* webpackChunkName: "lang-de" */ './de.json'),
  fr: () => import(/* webpackChunkName: "lang-fr" */ './fr.json'),
  'pt-BR': () => import(/* webpackChunkName: "lang-pt-BR" */ './pt-BR.json'),
  ar: () => import(/* webpackChunkName: "lang-ar" */ './ar.json'),
});
