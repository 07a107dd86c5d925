// The languages every area speaks, and which of them a guest or staff member gets.

/** English is the source catalogue (the spec's texts); the others are complete translations of it. */
export const LOCALES = ['en', 'es', 'de', 'fr', 'pt-BR', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = 'en';

/** Each language by its own name, as a language menu shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
  'pt-BR': 'Português (Brasil)',
  ar: 'العربية',
};

/** A widget or staff member's setting: a fixed language, or 'auto' (the browser's). */
export const AUTO_LOCALE = 'auto';
export type LocaleChoice = Locale | typeof AUTO_LOCALE;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function isLocaleChoice(value: unknown): value is LocaleChoice {
  return value === AUTO_LOCALE || isLocale(value);
}

export const directionOf = (locale: Locale): 'rtl' | 'ltr' => (locale === 'ar' ? 'rtl' : 'ltr');

/**
 * The first of the browser's languages we speak: an exact tag first ('pt-BR'), then its language alone
 * ('es-MX' is Spanish, 'pt-PT' Brazilian Portuguese, 'ar-EG' Arabic); English when none.
 */
export function negotiateLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    if (typeof tag !== 'string') continue;
    const exact = LOCALES.find((locale) => locale.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const language = tag.split('-')[0].toLowerCase();
    const sameLanguage = LOCALES.find((locale) => locale.split('-')[0].toLowerCase() === language);
    if (sameLanguage) return sameLanguage;
  }
  return SOURCE_LOCALE;
}

/** A setting's language: the fixed one, or the browser's. */
export function localeFor(choice: unknown, browserLanguages: readonly string[]): Locale {
  return isLocale(choice) ? choice : negotiateLocale(browserLanguages);
}

/**
 * The pseudo-locale (accented, lengthened English in brackets) that shows every text not taken from a
 * catalogue: a browser whose first language is en-XA gets it where the setting is 'auto'. Not a language one
 * can choose, and not in LOCALES.
 */
export const PSEUDO_LOCALE = 'en-XA';

export const wantsPseudo = (choice: unknown, preferred: readonly string[]): boolean => !isLocale(choice) && preferred[0] === PSEUDO_LOCALE;

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [letter, [...'àƀçđéƒĝĥîĵķľɱñöƥǫŕšŧûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĽṀÑÖƤǪŔŠŦÛṼŴẊÝŽ'][index]]),
);

/** 'Save' → '⟦Šàṽé·⟧': every letter accented, a third longer, bracketed so a sweep can tell it from untranslated text. */
export function pseudoLocalize(text: string): string {
  const accented = text.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter]);
  return `⟦${accented}${'·'.repeat(Math.ceil(text.length / 3))}⟧`;
}
