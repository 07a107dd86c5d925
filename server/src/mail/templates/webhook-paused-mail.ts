import type { Locale } from 'shared-kernel/i18n';
import type { MailMessage } from '../mailer';
import { htmlText, mailHtml, mailTexts } from '../mail-texts';
import { escapeHtml } from './escape-html';

/** To an account's owners and co-admins, each in their language: an endpoint failed too often in a row and was paused. */
export function webhookPausedMail(input: { to: string; url: string; failures: number; link: string; locale: Locale }): MailMessage {
  const { to, url, failures, link, locale } = input;
  const t = mailTexts(locale);
  return {
    to,
    subject: t('webhookPaused.subject', { url }),
    text: [t('webhookPaused.failed', { url, failures }), t('webhookPaused.waiting'), '', t('webhookPaused.resumeLink', { link })].join('\n'),
    html: mailHtml(locale, [
      `<p>${htmlText(t, 'webhookPaused.failed', { url, failures })}</p>`,
      `<p>${htmlText(t, 'webhookPaused.waiting')}</p>`,
      `<p><a href="${escapeHtml(link)}">${htmlText(t, 'webhookPaused.resume')}</a></p>`,
    ]),
  };
}
