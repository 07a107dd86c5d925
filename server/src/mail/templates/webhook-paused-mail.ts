import type { MailMessage } from '../mailer';
import { escapeHtml } from './escape-html';

/** To an account's owners and co-admins: an endpoint failed too often in a row and was paused. */
export function webhookPausedMail(input: { to: string; url: string; failures: number; link: string }): MailMessage {
  const { to, url, failures, link } = input;
  const lines = [
    `The webhook endpoint ${url} failed ${failures} times in a row and has been paused.`,
    'Nothing is sent to it until it is resumed; what happens meanwhile waits and goes out on resuming.',
  ];
  return {
    to,
    subject: `Webhook endpoint paused: ${url}`,
    text: [...lines, '', `See its delivery log and resume it: ${link}`].join('\n'),
    html: [...lines.map((line) => `<p>${escapeHtml(line)}</p>`), `<p><a href="${escapeHtml(link)}">See its delivery log and resume it</a></p>`].join('\n'),
  };
}
