// The mails' texts in the receiver's language (issue 37): src/mail/i18n/<locale>.json, read as data and
// compiled once per language, when a mail in it is first written (text-catalogue.ts).
import path from 'node:path';
import { directionOf, type Locale } from 'shared-kernel/i18n';
import type { MessageValues, Translate } from 'shared-kernel/i18n-format';
import { escapeHtml } from './templates/escape-html';
import { catalogueTranslators } from './text-catalogue';

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
  'welcome.subject',
  'welcome.intro',
  'welcome.password',
  'webhookPaused.subject',
  'webhookPaused.failed',
  'webhookPaused.waiting',
  'webhookPaused.resume',
  'webhookPaused.resumeLink',
] as const;
export type MailTextKey = (typeof MAIL_TEXT_KEYS)[number];
export type MailTexts = Translate<MailTextKey>;

const translatorFor = catalogueTranslators<MailTextKey>(path.join(__dirname, 'i18n'), 'mail');

/** The mails' translator for `locale` (English for anything else), falling back to English per key. */
export function mailTexts(locale: Locale): MailTexts {
  return translatorFor(locale);
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
