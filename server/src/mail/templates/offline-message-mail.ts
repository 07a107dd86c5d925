import type { MailMessage } from '../mailer';
import { escapeHtml } from './escape-html';

/** A guest's offline message, to one of the widget's notification addresses, with its link in the console. */
export function offlineMessageMail(input: {
  to: string;
  widgetName: string;
  guestId: number;
  name: string;
  email: string;
  message: string;
  link: string;
}): MailMessage {
  const { to, widgetName, guestId, name, email, message, link } = input;
  return {
    to,
    subject: `Offline message from Guest${guestId} on ${widgetName}`,
    text: [`Name: ${name}`, `Email: ${email}`, '', message, '', `Open it in the console: ${link}`].join('\n'),
    html: [
      `<p>Name: ${escapeHtml(name)}<br>Email: ${escapeHtml(email)}</p>`,
      `<p>${escapeHtml(message).replace(/\n/g, '<br>')}</p>`,
      `<p><a href="${escapeHtml(link)}">Open it in the console</a></p>`,
    ].join('\n'),
  };
}
