import type { Locale } from 'shared-kernel/i18n';
import type { MailMessage } from '../mailer';
import { htmlText, mailHtml, mailTexts } from '../mail-texts';
import { escapeHtml } from './escape-html';

/** In the language of the request that asked for it (sign-up, or a code re-sent at verification). */
export function verificationMail(input: { to: string; fullName: string; link: string; code: string; locale: Locale }): MailMessage {
  const { to, fullName, link, code, locale } = input;
  const t = mailTexts(locale);
  return {
    to,
    subject: t('verification.subject'),
    text: [
      t('greeting', { name: fullName }),
      '',
      t('verification.intro'),
      link,
      '',
      t('verification.code', { code }),
      '',
      t('verification.ignore'),
    ].join('\n'),
    html: mailHtml(locale, [
      `<p>${htmlText(t, 'greeting', { name: fullName })}</p>`,
      `<p>${htmlText(t, 'verification.intro')}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      `<p>${htmlText(t, 'verification.code', { code }, { code: (value) => `<strong>${escapeHtml(value)}</strong>` })}</p>`,
      `<p>${htmlText(t, 'verification.ignore')}</p>`,
    ]),
  };
}
