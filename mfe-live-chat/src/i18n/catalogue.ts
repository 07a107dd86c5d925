// The live chat area's texts: English built in, each other language one file (one request) on first use.
import { computed, createCatalogue, languageGateFor, type Computed } from 'shared-kernel/i18n-react';
import { uiCatalogue } from 'shared-kernel/ui';
import en from './en.json';

export type LiveChatTextKey = keyof typeof en;

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

type KernelSpec<T> = { readonly [K in keyof T]: T[K] extends string ? Computed<T[K]> : T[K] };

/**
 * The kernel's texts (TRANSCRIPT_TEXTS, from the kernel's UI catalogue) as part of a `texts()` spec: each is read
 * from the kernel's object when shown, so in the current language (a plain string in a spec would be read as a
 * key of this catalogue).
 */
export function kernelTexts<const T extends Record<string, string | ((...args: never[]) => string)>>(kernel: T): KernelSpec<T> {
  const spec: Record<string, unknown> = {};
  for (const name of Object.keys(kernel)) {
    const value = kernel[name];
    spec[name] = typeof value === 'string' ? computed(() => kernel[name]) : value;
  }
  return spec as KernelSpec<T>;
}
