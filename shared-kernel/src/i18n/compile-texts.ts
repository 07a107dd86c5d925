// Catalogue texts compiled where they are read as data rather than built (the server's mails, tests; node only):
// the same compiler as the build's (shared-kernel/build/i18n-build.cjs), so a message means one thing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import MessageFormat from '@messageformat/core';
import type { MessageValues } from './translator';
import type { Locale } from './locales';

/** A catalogue compiled here: every message a function, with or without values (a `Catalogue` too). */
export type CompiledTexts<Key extends string = string> = Record<Key, (values?: MessageValues) => string>;

/** Each text of `texts` compiled for `locale`; a text that is not a valid ICU message throws, naming its key. */
export function compileTexts<Key extends string>(locale: Locale, texts: Record<Key, string>): CompiledTexts<Key> {
  const formatter = new MessageFormat(locale, { strict: false });
  const catalogue = {} as CompiledTexts<Key>;
  for (const key of Object.keys(texts) as Key[]) {
    try {
      catalogue[key] = formatter.compile(texts[key]) as CompiledTexts<Key>[Key];
    } catch (error) {
      throw new Error(`"${key}" is not a valid ICU message (${(error as Error).message})`, { cause: error });
    }
  }
  return catalogue;
}

/** A catalogue's texts as written (tests compare the screen with them; jest otherwise gets the compiled module). */
export function readCatalogue(dir: string, locale: Locale): Record<string, string> {
  return JSON.parse(readFileSync(join(dir, `${locale}.json`), 'utf8')) as Record<string, string>;
}
