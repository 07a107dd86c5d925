import type { MailMessage } from '../mailer';
import { escapeHtml } from './escape-html';

export function verificationMail(input: { to: string; fullName: string; link: string; code: string }): MailMessage {
  const { to, fullName, link, code } = input;
  return {
    to,
    subject: 'Verify your email',
    text: [
      `Hello ${fullName},`,
      '',
      'Thank you for signing up. Please verify your email by opening this link:',
      link,
      '',
      `Or enter this 4-digit code: ${code}`,
      '',
      'If you did not sign up, you can ignore this mail.',
    ].join('\n'),
    html: [
      `<p>Hello ${escapeHtml(fullName)},</p>`,
      '<p>Thank you for signing up. Please verify your email by opening this link:</p>',
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      `<p>Or enter this 4-digit code: <strong>${escapeHtml(code)}</strong></p>`,
      '<p>If you did not sign up, you can ignore this mail.</p>',
    ].join('\n'),
  };
}
