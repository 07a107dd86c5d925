// An area's catalogue: English built in (the spec's texts), each other language one file fetched on first
// use. `texts()` keeps the areas' text objects (GUEST_FEED_TEXTS.tabs...) while their words come from the
// catalogue, and `LanguageGate` re-renders what it wraps in the document's language once that is loaded.
import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { pseudoLocalize, SOURCE_LOCALE, type Locale } from 'shared-kernel/i18n';
import { compiled, createTranslator, type Catalogue, type MessageValues, type Translate } from 'shared-kernel/i18n-format';
import { documentLanguage, isPseudoDocument, catalogueLocaleOf, useDocumentLanguage, type DocumentLanguage } from './document-locale';

export type CatalogueLoaders<Key extends string> = Record<Exclude<Locale, 'en'>, () => Promise<{ default: Partial<Record<Key, string>> }>>;

const COMPUTED = Symbol('computed text');
/** A property worked out each time it is read (a text with fixed values, names from `Intl`). */
export type Computed<T> = { readonly [COMPUTED]: () => T };
export const computed = <T,>(read: () => T): Computed<T> => ({ [COMPUTED]: read });
const isComputed = (value: unknown): value is Computed<unknown> => typeof value === 'object' && value !== null && COMPUTED in value;

/** A text object's shape: a key (read in the current language each time), a function of values, a computed property, or a group. */
export type TextSpec<Key extends string> = { readonly [name: string]: Key | ((...args: never[]) => string) | Computed<unknown> | TextSpec<Key> };
export type Texts<S> = {
  readonly [K in keyof S]: S[K] extends string
    ? string
    : S[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : S[K] extends Computed<infer T>
        ? T
        : Texts<S[K]>;
};

/** How long a language's file may take before the area shows English rather than nothing. */
const LOAD_WAIT_MS = 3000;

export function createCatalogue<Key extends string>(source: Record<Key, string>, loaders: CatalogueLoaders<Key>) {
  const english = compiled(source);
  let current: Locale = SOURCE_LOCALE;
  let translate: Translate<Key> = createTranslator(english, english);
  const loading = new Map<Locale, Promise<Partial<Catalogue<Key>>>>();

  const t = (key: Key, values?: MessageValues): string => (isPseudoDocument() ? pseudoLocalize(translate(key, values)) : translate(key, values));

  /** A text object from its spec: a key, or a computed property, is read anew each time; functions stay. */
  function texts<const S extends TextSpec<Key>>(spec: S): Texts<S> {
    const built = {};
    for (const [name, value] of Object.entries(spec)) {
      const property: PropertyDescriptor =
        typeof value === 'function'
          ? { value }
          : typeof value === 'string'
            ? { get: () => t(value as Key) }
            : isComputed(value)
              ? { get: value[COMPUTED] }
              : { value: texts(value as TextSpec<Key>) };
      Object.defineProperty(built, name, { ...property, enumerable: true });
    }
    return built as Texts<S>;
  }

  /** Speaks `locale` once its file is here; a file that fails or is slow means English (a failed one is tried again next time). */
  async function load(locale: Locale): Promise<Locale> {
    if (locale === 'en') {
      current = locale;
      translate = createTranslator(english, english);
      return current;
    }
    let pending = loading.get(locale);
    if (!pending) loading.set(locale, (pending = loaders[locale]().then((module) => compiled(module.default as Record<Key, string>))));
    let stopWaiting = () => undefined as void;
    const slow = new Promise<undefined>((resolve) => {
      const timer = setTimeout(resolve, LOAD_WAIT_MS);
      stopWaiting = () => clearTimeout(timer);
    });
    try {
      const catalogue = await Promise.race([pending, slow]);
      current = catalogue ? locale : SOURCE_LOCALE;
      translate = createTranslator(catalogue ?? english, english);
    } catch {
      loading.delete(locale);
      current = SOURCE_LOCALE;
      translate = createTranslator(english, english);
    } finally {
      stopWaiting();
    }
    return current;
  }

  return { t, texts, load, locale: () => current };
}

export type TextCatalogue = Pick<ReturnType<typeof createCatalogue>, 'load' | 'locale'>;

/**
 * Renders `children` in the document's language once each of `catalogues` (an area's own and the kernel's it
 * shows) has it: nothing until the first language is loaded, then re-created on each switch.
 */
export function LanguageGate({ catalogues, children }: { catalogues: readonly TextCatalogue[]; children: ReactNode }) {
  const wanted = useDocumentLanguage();
  const ready = (language: DocumentLanguage) => catalogues.every((catalogue) => catalogue.locale() === catalogueLocaleOf(language));
  const [shown, setShown] = useState<DocumentLanguage | null>(() => (ready(documentLanguage()) ? documentLanguage() : null));
  useEffect(() => {
    let live = true;
    void Promise.all(catalogues.map((catalogue) => catalogue.load(catalogueLocaleOf(wanted)))).then(() => live && setShown(wanted));
    return () => {
      live = false;
    };
  }, [wanted, catalogues]);
  return shown === null ? null : <Fragment key={shown}>{children}</Fragment>;
}

/** An area's gate: its own catalogue and the kernel's it shows (`<AreaLanguage>` around the area's routes). */
export function languageGateFor(catalogues: readonly TextCatalogue[]) {
  return function AreaLanguage({ children }: { children: ReactNode }) {
    return <LanguageGate catalogues={catalogues}>{children}</LanguageGate>;
  };
}
