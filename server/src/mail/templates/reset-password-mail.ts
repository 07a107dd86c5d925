import type { MailMessage } from '../mailer';
import { escapeHtml } from './escape-html';

/** '1 hour', '30 minutes', '45 seconds'. */
export function describeDuration(seconds: number): string {
  const [amount, unit] = seconds % 3600 === 0 ? [seconds / 3600, 'hour'] : seconds % 60 === 0 ? [seconds / 60, 'minute'] : [seconds, 'second'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

export function resetPasswordMail(input: { to: string; fullName: string; link: string; validSeconds: number }): MailMessage {
  const { to, fullName, link } = input;
  const validFor = describeDuration(input.validSeconds);
  return {
    to,
    subject: 'Reset your password',
    text: [
      `Hello ${fullName},`,
      '',
      'We received a request to reset your password. Open this link to choose a new one:',
      link,
      '',
      `The link works once and expires in ${validFor}.`,
      'If you did not ask for it, you can ignore this mail; your password stays the same.',
    ].join('\n'),
    html: [
      `<p>Hello ${escapeHtml(fullName)},</p>`,
      '<p>We received a request to reset your password. Open this link to choose a new one:</p>',
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      `<p>The link works once and expires in ${validFor}.</p>`,
      '<p>If you did not ask for it, you can ignore this mail; your password stays the same.</p>',
    ].join('\n'),
  };
}
