import { isAutoMessage, isSystemLine, MESSAGE_MARKERS, parseAttachment, stripAutoMarker, stripSystemMarker } from 'shared-kernel/contracts';
import type { MailMessage } from '../mailer';
import { escapeHtml } from './escape-html';

export interface TranscriptLine {
  direction: 'inbound' | 'outbound';
  bodyText: string;
  agentName: string | null;
  createdAt: Date;
}

export interface TranscriptInput {
  to: string;
  widgetName: string;
  domain: string;
  /** IANA zone the times are written in (the widget's, UTC by default). */
  timeZone: string;
  messages: TranscriptLine[];
}

function timeFormat(timeZone: string): Intl.DateTimeFormat {
  const options = { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' } as const;
  try {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone });
  } catch {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' });
  }
}

/** Who said it, and what, as the guest should read it: markers turned into words. */
function lineOf(message: TranscriptLine, widgetName: string): { who: string; text: string } {
  if (isAutoMessage(message.bodyText)) return { who: widgetName, text: stripAutoMarker(message.bodyText) };
  if (isSystemLine(message.bodyText)) return { who: widgetName, text: stripSystemMarker(message.bodyText) };
  const who = message.direction === 'inbound' ? 'You' : message.agentName || 'Agent';
  const attachment = parseAttachment(message.bodyText);
  if (attachment) return { who, text: `(sent a file: ${attachment.fileName})` };
  return { who, text: message.bodyText.replaceAll(MESSAGE_MARKERS.contactForm, '(contact form)').trim() };
}

/**
 * The chat's transcript, to the guest who gave an e-mail (the widget's emailTranscript). Guest text is
 * escaped; no console link: the console is for the site's staff, a guest cannot open it.
 */
export function transcriptMail(input: TranscriptInput): MailMessage {
  const { to, widgetName, domain, messages } = input;
  const format = timeFormat(input.timeZone);
  const lines = messages.map((message) => ({ ...lineOf(message, widgetName), at: format.format(message.createdAt) }));
  const intro = `Here is a copy of your chat with ${widgetName} (${domain}).`;
  return {
    to,
    subject: `Your chat transcript from ${widgetName}`,
    text: [intro, '', ...lines.map((line) => `[${line.at}] ${line.who}: ${line.text}`), '', 'Thank you for chatting with us.'].join('\n'),
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      '<table cellpadding="4" style="border-collapse:collapse">',
      ...lines.map(
        (line) =>
          `<tr><td style="color:#666;white-space:nowrap;vertical-align:top">${escapeHtml(line.at)}</td>` +
          `<td style="vertical-align:top"><strong>${escapeHtml(line.who)}</strong></td>` +
          `<td>${escapeHtml(line.text).replace(/\n/g, '<br>')}</td></tr>`,
      ),
      '</table>',
      '<p>Thank you for chatting with us.</p>',
    ].join('\n'),
  };
}
