import type { MailMessage } from '../mailer';
import { escapeHtml } from './escape-html';

/** To a new agent: who added them, where the console is, and that their password comes from that person. */
export function agentWelcomeMail(input: { to: string; fullName: string; addedBy: string; consoleUrl: string }): MailMessage {
  const { to, fullName, addedBy, consoleUrl } = input;
  return {
    to,
    subject: 'You have been added to the Live Chat console',
    text: [
      `Hello ${fullName},`,
      '',
      `${addedBy} added you as an agent of their Live Chat console. Sign in with this e-mail address and the password ${addedBy} chose for you:`,
      consoleUrl,
      '',
      'You can change the password under Change Password once signed in.',
    ].join('\n'),
    html: [
      `<p>Hello ${escapeHtml(fullName)},</p>`,
      `<p>${escapeHtml(addedBy)} added you as an agent of their Live Chat console. Sign in with this e-mail address and the password ${escapeHtml(addedBy)} chose for you:</p>`,
      `<p><a href="${escapeHtml(consoleUrl)}">${escapeHtml(consoleUrl)}</a></p>`,
      '<p>You can change the password under Change Password once signed in.</p>',
    ].join('\n'),
  };
}
