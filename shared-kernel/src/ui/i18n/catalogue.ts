// The shared UI pieces' texts (error pages, dialogs, the standalone harness): every area's gate loads them too.
import { createCatalogue } from 'shared-kernel/i18n-react';
import en from './en.json';

export const uiCatalogue = createCatalogue(en, {
  es: () => import(/* webpackChunkName: "lang-es" */ './es.json'),
  de: () => import(/* webpackChunkName: "lang-de" */ './de.json'),
  fr: () => import(/* webpackChunkName: "lang-fr" */ './fr.json'),
  'pt-BR': () => import(/* webpackChunkName: "lang-pt-BR" */ './pt-BR.json'),
  ar: () => import(/* webpackChunkName: "lang-ar" */ './ar.json'),
});
