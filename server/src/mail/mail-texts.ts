// The mails' texts in the receiver's language (issue 37): src/mail/i18n/<locale>.json, read as data and
// compiled once per language, when a mail in it is first written. Never imported: jest would hand the
// compiled module, tsx the plain JSON.
import path from 'node:path';
import { directionOf, isLocale, SOURCE_LOCALE, type Locale } from 'shared-kernel/i18n';
import { compileTexts, readCatalogue } from 'shared-kernel/i18n-compile';
import { createTranslator, type Catalogue, type MessageValues, type Translate } from 'shared-kernel/i18n-format';
import { escapeHtml } from './templates/escape-html';

/** Every key of the mail catalogue (en.json holds exactly these). */
export const MAIL_TEXT_KEYS = [
  'greeting',
  'verification.subject',
  'verification.intro',
  'verification.code',
  'verification.ignore',
  'reset.subject',
  'reset.intro',
  'reset.expiry',
  'reset.ignore',
  'duration.hours',
  'duration.minutes',
  'duration.seconds',
  'transcript.subject',
  'transcript.intro',
  'transcript.you',
  'transcript.agent',
  'transcript.file',
  'transcript.contactForm',
  'transcript.thanks',
  'offline.subject',
  'offline.name',
  'offline.email',
  'offline.open',
  'offline.openLink',
] as const;
export type MailTextKey = (typeof MAIL_TEXT_KEYS)[number];
export type MailTexts = Translate<MailTextKey>;

const MAIL_CATALOGUE_DIR = path.join(__dirname, 'i18n');

function compiled(locale: Locale): Partial<Catalogue<MailTextKey>> {
  try {
    return compileTexts(locale, readCatalogue(MAIL_CATALOGUE_DIR, locale) as Record<MailTextKey, string>);
  } catch (error) {
    // A broken translation must not stop the mail: it goes out in English.
    if (locale === SOURCE_LOCALE) throw error;
    console.error(`mail catalogue ${locale} unusable, mails in it fall back to English`, error);
    return {};
  }
}

let english: Catalogue<MailTextKey> | null = null;
const translators = new Map<Locale, MailTexts>();

/** The mails' translator for `locale` (English for anything else), falling back to English per key. */
export function mailTexts(locale: Locale): MailTexts {
  const wanted = isLocale(locale) ? locale : SOURCE_LOCALE;
  let translate = translators.get(wanted);
  if (!translate) {
    english ??= compiled(SOURCE_LOCALE) as Catalogue<MailTextKey>;
    translate = createTranslator<MailTextKey>(wanted === SOURCE_LOCALE ? english : compiled(wanted), english);
    translators.set(wanted, translate);
  }
  return translate;
}

/**
 * A text for the mail's HTML: the message escaped as a whole (the catalogue writes no markup), with the
 * values named in `markup` set in as the given HTML (which must escape them itself).
 */
export function htmlText(
  t: MailTexts,
  key: MailTextKey,
  values: MessageValues = {},
  markup: Partial<Record<string, (value: string) => string>> = {},
): string {
  const marks = new Map<string, string>();
  const formatted: MessageValues = { ...values };
  for (const [name, wrap] of Object.entries(markup)) {
    if (!wrap) continue;
    // NUL never occurs in a catalogue text, and escaping leaves it alone.
    const mark = `\u0000${marks.size}\u0000`;
    marks.set(mark, wrap(String(values[name] ?? '')));
    formatted[name] = mark;
  }
  let html = escapeHtml(t(key, formatted));
  for (const [mark, value] of marks) html = html.replaceAll(mark, () => value); // a function: '$&' in a value stays as written
  return html;
}

/** The mail's HTML lines, right to left as a whole for Arabic. */
export function mailHtml(locale: Locale, lines: readonly string[]): string {
  const html = lines.join('\n');
  return directionOf(locale) === 'rtl' ? `<div dir="rtl">\n${html}\n</div>` : html;
}
