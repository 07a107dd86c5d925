// The shared UI pieces' texts (error pages, dialogs, the standalone harness): every area's gate loads them too,
// and with them the validation messages every area's forms show.
import { createCatalogue } from 'shared-kernel/i18n-react';
import { createValidationCatalogue } from '../../validation-texts/catalogue';
import en from './en.json';

const sharedTexts = createCatalogue(en, {
  es: () => import(/* webpackChunkName: "lang-es" */ './es.json'),
  de: () => import(/* webpackChunkName: "lang-de" */ './de.json'),
  fr: () => import(/* webpackChunkName: "lang-fr" */ './fr.json'),
  'pt-BR': () => import(/* webpackChunkName: "lang-pt-BR" */ './pt-BR.json'),
  ar: () => import(/* webpackChunkName: "lang-ar" */ './ar.json'),
});
const validationTexts = createValidationCatalogue();

export const uiCatalogue: typeof sharedTexts = {
  ...sharedTexts,
  load: async (locale) => (await Promise.all([sharedTexts.load(locale), validationTexts.load(locale)]))[0],
};
