// The signed-in console frame's texts (header, navigation, My Account, Change Password, mentions, client
// switch, the areas' loading and unavailable notices): fetched with the console after sign-in, never with
// /login (the signed-out screens' texts are in features/auth/i18n). English built in, each other language
// one file on first use, in the same "lang-<locale>" chunk as the signed-out and the kernel's texts.
import { createCatalogue, languageGateFor } from 'shared-kernel/i18n-react';
import en from './en.json';

export type ConsoleTextKey = keyof typeof en;

export const consoleCatalogue = createCatalogue(en, {
  es: () => import(/* webpackChunkName: "lang-es" */ './es.json'),
  de: () => import(/* webpackChunkName: "lang-de" */ './de.json'),
  fr: () => import(/* webpackChunkName: "lang-fr" */ './fr.json'),
  'pt-BR': () => import(/* webpackChunkName: "lang-pt-BR" */ './pt-BR.json'),
  ar: () => import(/* webpackChunkName: "lang-ar" */ './ar.json'),
});

export const { t, texts } = consoleCatalogue;
/** Around the signed-in console (signed-in-console.tsx); the signed-out and kernel texts are loaded by ShellLanguage above it. */
export const ConsoleLanguage = languageGateFor([consoleCatalogue]);
