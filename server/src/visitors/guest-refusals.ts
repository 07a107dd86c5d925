// A guest's refusals in the language their widget speaks (issue 37). The widget shows an ack's `error` (and a
// form's `fieldErrors`) as it comes and acts only on `code`, so the words may be the guest's: a fixed text of
// the error catalogue (src/http/i18n), or a validation message of the kernel's catalogue (validation-texts:
// the console translates those itself, the widget cannot). Anything else, and every English answer, goes
// out word for word. The language is the one this socket's handshake said (memory, no database).
import path from 'node:path';
import { isLocale, SOURCE_LOCALE, type Locale } from 'shared-kernel/i18n';
import { ENGLISH_MESSAGES, type MessageKey } from 'shared-kernel/rules';
import { errorText } from '../http/error-texts';
import { catalogueTranslators } from '../mail/text-catalogue';
import type { VisitorSocket } from './visitor-socket-types';

// Read as data from the kernel's own catalogue (one text, one place); several keys may share one English.
const validationTranslators = catalogueTranslators<MessageKey>(
  path.join(path.dirname(require.resolve('shared-kernel/rules')), '..', 'validation-texts', 'i18n'),
  'validation',
);
let keyOfEnglish: ReadonlyMap<string, MessageKey> | null = null;

function validationText(message: string, locale: Locale): string {
  keyOfEnglish ??= new Map((Object.keys(ENGLISH_MESSAGES) as MessageKey[]).map((key) => [ENGLISH_MESSAGES[key], key]));
  const key = keyOfEnglish.get(message);
  // A message with placeholders is written with its values: no longer the catalogue's text.
  return key && !message.includes('{') ? validationTranslators(locale)(key) : message;
}

/** A fixed English text the server answers a guest with, in `locale`; anything else as it is. */
export function guestText(message: string, locale: Locale): string {
  if (locale === SOURCE_LOCALE) return message;
  const translated = errorText(message, locale);
  return translated !== message ? translated : validationText(message, locale);
}

/** The language this guest socket's widget speaks, as its handshake said (checked); English when it never said. */
export function guestLocale(socket: Pick<VisitorSocket, 'handshake'>): Locale {
  const language: unknown = socket.handshake?.auth?.language;
  return isLocale(language) ? language : SOURCE_LOCALE;
}

/** A refusal ({ ok: false, error, fieldErrors? }) with its texts in `locale`; any other answer as it is. */
export function inGuestLanguage<T>(locale: Locale, answer: T): T {
  if (locale === SOURCE_LOCALE || !answer || typeof answer !== 'object') return answer;
  const { ok, error, fieldErrors } = answer as { ok?: unknown; error?: unknown; fieldErrors?: unknown };
  if (ok !== false || typeof error !== 'string') return answer;
  const translated: Record<string, unknown> = { ...answer, error: guestText(error, locale) };
  if (fieldErrors && typeof fieldErrors === 'object') {
    translated.fieldErrors = Object.fromEntries(
      Object.entries(fieldErrors).map(([field, text]) => [field, typeof text === 'string' ? guestText(text, locale) : text]),
    );
  }
  return translated as T;
}

/** The guest's ack, answering refusals in the language of the socket's widget (looked up only for a refusal). */
export function guestAck(socket: Pick<VisitorSocket, 'handshake'>, ack: (answer: unknown) => void): (answer: unknown) => void {
  return (answer) => ack((answer as { ok?: unknown } | null)?.ok === false ? inGuestLanguage(guestLocale(socket), answer) : answer);
}
