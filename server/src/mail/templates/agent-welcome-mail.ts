import type { Locale } from 'shared-kernel/i18n';
import type { MailMessage } from '../mailer';
import { htmlText, mailHtml, mailTexts } from '../mail-texts';
import { escapeHtml } from './escape-html';

/**
 * To a new agent: who added them, where the console is, and that their password comes from that person. In
 * the language of whoever added them (register-agent-route.ts): the new agent has chosen none yet.
 */
export function agentWelcomeMail(input: { to: string; fullName: string; addedBy: string; consoleUrl: string; locale: Locale }): MailMessage {
  const { to, fullName, addedBy, consoleUrl, locale } = input;
  const t = mailTexts(locale);
  return {
    to,
    subject: t('welcome.subject'),
    text: [t('greeting', { name: fullName }), '', t('welcome.intro', { addedBy }), consoleUrl, '', t('welcome.password')].join('\n'),
    html: mailHtml(locale, [
      `<p>${htmlText(t, 'greeting', { name: fullName })}</p>`,
      `<p>${htmlText(t, 'welcome.intro', { addedBy })}</p>`,
      `<p><a href="${escapeHtml(consoleUrl)}">${escapeHtml(consoleUrl)}</a></p>`,
      `<p>${htmlText(t, 'welcome.password')}</p>`,
    ]),
  };
}
