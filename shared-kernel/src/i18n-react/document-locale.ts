// The console's language is the document's: the shell writes <html lang dir> (the staff member's choice or
// the browser's) and every area reads it there. A remote needs no contract with the shell for it, and one
// loaded after a switch finds the language already set.
import { useSyncExternalStore } from 'react';
import { directionOf, isLocale, negotiateLocale, SOURCE_LOCALE, type Locale } from 'shared-kernel/i18n';

const root = (): HTMLElement | undefined => (typeof document === 'undefined' ? undefined : document.documentElement);

/** The language the console speaks now. */
export function documentLocale(): Locale {
  const lang = root()?.lang;
  return isLocale(lang) ? lang : SOURCE_LOCALE;
}

/** The shell's switch: every area on the page follows at once. */
export function applyDocumentLocale(locale: Locale): void {
  const element = root();
  if (!element) return;
  element.lang = locale;
  element.dir = directionOf(locale);
}

export function subscribeDocumentLocale(onChange: () => void): () => void {
  const element = root();
  if (!element || typeof MutationObserver === 'undefined') return () => undefined;
  const observer = new MutationObserver(onChange);
  observer.observe(element, { attributes: true, attributeFilter: ['lang'] });
  return () => observer.disconnect();
}

export const useDocumentLocale = (): Locale => useSyncExternalStore(subscribeDocumentLocale, documentLocale, () => SOURCE_LOCALE);

/** The browser's preferred language among ours. */
export function browserLocale(): Locale {
  try {
    return negotiateLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
  } catch {
    return SOURCE_LOCALE;
  }
}
