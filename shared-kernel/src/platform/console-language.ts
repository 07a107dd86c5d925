// The console speaks the signed-in user's language (My Account; 'auto' = the browser's), on the shell and
// every standalone area alike. Signed out, it keeps the last one chosen on this browser, so the sign-in page
// after a sign-out stays in the user's language.
import { isLocaleChoice, localeFor, PSEUDO_LOCALE, wantsPseudo, type LocaleChoice } from 'shared-kernel/i18n';
import { applyDocumentLocale } from 'shared-kernel/i18n-react';
import type { SessionStore } from 'shared-kernel/session';

const CHOICE_KEY = 'live-chat.language';

function browserLanguages(): readonly string[] {
  try {
    return navigator.languages?.length ? navigator.languages : [navigator.language];
  } catch {
    return [];
  }
}

function rememberedChoice(): LocaleChoice | undefined {
  try {
    const stored = localStorage.getItem(CHOICE_KEY);
    return isLocaleChoice(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** A choice's language on this browser ('auto': the browser's; a browser set to en-XA gets the pseudo-locale). */
const languageOf = (choice: unknown) => {
  const preferred = browserLanguages();
  return wantsPseudo(choice, preferred) ? PSEUDO_LOCALE : localeFor(choice, preferred);
};

/** Speaks `choice` now and remembers it on this browser. */
export function applyLanguageChoice(choice: LocaleChoice): void {
  try {
    localStorage.setItem(CHOICE_KEY, choice);
  } catch {
    // Private mode: the choice still applies to this page.
  }
  applyDocumentLocale(languageOf(choice));
}

/** The language to start in: the stored user's, else the last chosen here, else the browser's. */
export function applyStartingLanguage(session: SessionStore): void {
  applyDocumentLocale(languageOf(session.getUser()?.language ?? rememberedChoice()));
}

/** Follows the signed-in user's choice as it changes (sign-in, My Account, another tab); returns the stop. */
export function followUserLanguage(session: SessionStore): () => void {
  let last: LocaleChoice | undefined;
  const subscription = session.state$.subscribe(({ user }) => {
    const choice = user?.language;
    if (!isLocaleChoice(choice) || choice === last) return;
    last = choice;
    applyLanguageChoice(choice);
  });
  return () => subscription.unsubscribe();
}
