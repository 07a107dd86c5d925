// Messages in ICU syntax (plurals, selects, numbers). Catalogues are compiled when an app is built or tested
// (shared-kernel/build/i18n-build.cjs): each message is a function of its values, formatting with `Intl`,
// so the browser ships neither a parser nor a formatter library.

export type MessageValues = Record<string, string | number | Date | null | undefined>;
/** A compiled message: a function of its values, or its text when it has none. */
export type Message = string | ((values?: MessageValues) => string);
/** A compiled catalogue: each key's message. */
export type Catalogue<Key extends string = string> = Record<Key, Message>;
export type Translate<Key extends string> = (key: Key, values?: MessageValues) => string;

/**
 * A catalogue module as TypeScript sees it (the JSON's texts) taken as what the build made of it (the
 * compiled functions); its keys stay typed.
 */
export const compiled = <Key extends string>(catalogue: Record<Key, string>): Catalogue<Key> => catalogue as unknown as Catalogue<Key>;

/**
 * The values as a message reads them: only their own, so a placeholder named like an Object method ({toString})
 * never prints a function. (A select builds every case, so a value that only one case names may be absent.)
 */
const ownValues = (values: MessageValues | undefined): MessageValues =>
  new Proxy(values ?? {}, { get: (target, name) => (typeof name === 'string' && Object.hasOwn(target, name) ? target[name] : undefined) });

const format = (message: unknown, values: MessageValues | undefined): string | undefined => {
  if (typeof message === 'string') return message;
  if (typeof message !== 'function') return undefined;
  try {
    const text: unknown = message(ownValues(values));
    return typeof text === 'string' ? text : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Formats `messages` (a language's catalogue, possibly partial); a key it lacks, or a message that cannot be
 * formatted, falls back to the English catalogue, and at worst to the key itself: never throws.
 */
export function createTranslator<Key extends string>(messages: Partial<Catalogue<Key>>, english: Catalogue<Key>): Translate<Key> {
  return (key, values) =>
    (Object.hasOwn(messages, key) ? format(messages[key], values) : undefined) ??
    (Object.hasOwn(english, key) ? format(english[key], values) : undefined) ??
    key;
}
