// The signed-out screens' texts (login, sign-up, e-mail verification, password reset) and the few the
// whole shell shows before sign-in: the /login download carries only these (the console's are in
// app/i18n). English built in, each other language one file on first use, in the same "lang-<locale>"
// chunk as the console's and the kernel's, so a language costs one request.
import { createCatalogue, languageGateFor } from 'shared-kernel/i18n-react';
import { uiCatalogue } from 'shared-kernel/platform';
import en from './en.json';

export type SignedOutTextKey = keyof typeof en;

export const signedOutCatalogue = createCatalogue(en, {
  es: () => import(/* webpackChunkName: "lang-es" */ './es.json'),
  de: () => import(/* webpackChunkName: "lang-de" */ './de.json'),
  fr: () => import(/* webpackChunkName: "lang-fr" */ './fr.json'),
  'pt-BR': () => import(/* webpackChunkName: "lang-pt-BR" */ './pt-BR.json'),
  ar: () => import(/* webpackChunkName: "lang-ar" */ './ar.json'),
});

export const { t, texts } = signedOutCatalogue;
/** Around the whole app (bootstrap.tsx): the signed-out screens in the console's language, with the kernel's texts. */
export const ShellLanguage = languageGateFor([signedOutCatalogue, uiCatalogue]);
