import type { Locale } from 'shared-kernel/i18n';
import type { MailMessage } from '../mailer';
import { htmlText, mailHtml, mailTexts } from '../mail-texts';
import { escapeHtml } from './escape-html';

/**
 * A guest's offline message, to one of the widget's notification addresses, with its link in the console;
 * in the language of the staff member at that address (offline-message-handler.ts).
 */
export function offlineMessageMail(input: {
  to: string;
  widgetName: string;
  guestId: number;
  name: string;
  email: string;
  message: string;
  link: string;
  locale: Locale;
}): MailMessage {
  const { to, widgetName, guestId, name, email, message, link, locale } = input;
  const t = mailTexts(locale);
  return {
    to,
    subject: t('offline.subject', { guestId, widgetName }),
    text: [t('offline.name', { name }), t('offline.email', { email }), '', message, '', t('offline.openLink', { link })].join('\n'),
    html: mailHtml(locale, [
      `<p>${htmlText(t, 'offline.name', { name })}<br>${htmlText(t, 'offline.email', { email })}</p>`,
      `<p>${escapeHtml(message).replace(/\n/g, '<br>')}</p>`,
      `<p><a href="${escapeHtml(link)}">${htmlText(t, 'offline.open')}</a></p>`,
    ]),
  };
}
