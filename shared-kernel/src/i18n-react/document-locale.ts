// The console's language is the document's: the shell writes <html lang dir> (the staff member's choice or
// the browser's) and every area reads it there. A remote needs no contract with the shell for it, and one
// loaded after a switch finds the language already set.
import { useSyncExternalStore } from 'react';
import { directionOf, isLocale, PSEUDO_LOCALE, SOURCE_LOCALE, type Locale } from 'shared-kernel/i18n';

/** What <html lang> may say: one of our languages, or the pseudo-locale (English rules, marked texts). */
export type DocumentLanguage = Locale | typeof PSEUDO_LOCALE;

const root = (): HTMLElement | undefined => (typeof document === 'undefined' ? undefined : document.documentElement);

export function documentLanguage(): DocumentLanguage {
  const lang = root()?.lang;
  return lang === PSEUDO_LOCALE || isLocale(lang) ? lang : SOURCE_LOCALE;
}

/** The catalogue a document language reads: the pseudo-locale reads English (and marks it). */
export const catalogueLocaleOf = (language: DocumentLanguage): Locale => (language === PSEUDO_LOCALE ? SOURCE_LOCALE : language);

/** The language the console speaks now (the pseudo-locale speaks English). */
export const documentLocale = (): Locale => catalogueLocaleOf(documentLanguage());

export const isPseudoDocument = (): boolean => root()?.lang === PSEUDO_LOCALE;

/** The shell's switch: every area on the page follows at once. */
export function applyDocumentLocale(language: DocumentLanguage): void {
  const element = root();
  if (!element) return;
  element.lang = language;
  element.dir = language === PSEUDO_LOCALE ? 'ltr' : directionOf(language);
}

export function subscribeDocumentLocale(onChange: () => void): () => void {
  const element = root();
  if (!element || typeof MutationObserver === 'undefined') return () => undefined;
  const observer = new MutationObserver(onChange);
  observer.observe(element, { attributes: true, attributeFilter: ['lang'] });
  return () => observer.disconnect();
}

export const useDocumentLanguage = (): DocumentLanguage => useSyncExternalStore(subscribeDocumentLocale, documentLanguage, () => SOURCE_LOCALE);
