import { SOURCE_LOCALE, type Locale } from 'shared-kernel/i18n';
import type { MailMessage } from '../mailer';
import { htmlText, mailHtml, mailTexts } from '../mail-texts';
import { escapeHtml } from './escape-html';

/** '1 hour', '30 minutes', '45 seconds' (in `locale`, with its plurals). */
export function describeDuration(seconds: number, locale: Locale = SOURCE_LOCALE): string {
  const t = mailTexts(locale);
  if (seconds % 3600 === 0) return t('duration.hours', { count: seconds / 3600 });
  if (seconds % 60 === 0) return t('duration.minutes', { count: seconds / 60 });
  return t('duration.seconds', { count: seconds });
}

/** In the user's language when fixed, else the requesting browser's (forgot-password-route.ts). */
export function resetPasswordMail(input: { to: string; fullName: string; link: string; validSeconds: number; locale: Locale }): MailMessage {
  const { to, fullName, link, locale } = input;
  const t = mailTexts(locale);
  const duration = describeDuration(input.validSeconds, locale);
  return {
    to,
    subject: t('reset.subject'),
    text: [
      t('greeting', { name: fullName }),
      '',
      t('reset.intro'),
      link,
      '',
      t('reset.expiry', { duration }),
      t('reset.ignore'),
    ].join('\n'),
    html: mailHtml(locale, [
      `<p>${htmlText(t, 'greeting', { name: fullName })}</p>`,
      `<p>${htmlText(t, 'reset.intro')}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      `<p>${htmlText(t, 'reset.expiry', { duration })}</p>`,
      `<p>${htmlText(t, 'reset.ignore')}</p>`,
    ]),
  };
}
