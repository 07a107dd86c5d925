import { isAutoMessage, isSystemLine, MESSAGE_MARKERS, parseAttachment, stripAutoMarker, stripSystemMarker } from 'shared-kernel/contracts';
import type { Locale } from 'shared-kernel/i18n';
import type { MailMessage } from '../mailer';
import { htmlText, mailHtml, mailTexts, type MailTexts } from '../mail-texts';
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
  /** The guest's language: the one their widget speaks (chat-transcript.ts). */
  locale: Locale;
}

function timeFormat(locale: Locale, timeZone: string): Intl.DateTimeFormat {
  const options = { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' } as const;
  // English keeps the British day-month order its transcripts always had.
  const dateLocale = locale === 'en' ? 'en-GB' : locale;
  try {
    return new Intl.DateTimeFormat(dateLocale, { ...options, timeZone });
  } catch {
    return new Intl.DateTimeFormat(dateLocale, { ...options, timeZone: 'UTC' });
  }
}

/** Who said it, and what, as the guest should read it: markers turned into words. */
function lineOf(message: TranscriptLine, widgetName: string, t: MailTexts): { who: string; text: string } {
  if (isAutoMessage(message.bodyText)) return { who: widgetName, text: stripAutoMarker(message.bodyText) };
  if (isSystemLine(message.bodyText)) return { who: widgetName, text: stripSystemMarker(message.bodyText) };
  const who = message.direction === 'inbound' ? t('transcript.you') : message.agentName || t('transcript.agent');
  const attachment = parseAttachment(message.bodyText);
  if (attachment) return { who, text: t('transcript.file', { fileName: attachment.fileName }) };
  return { who, text: message.bodyText.replaceAll(MESSAGE_MARKERS.contactForm, () => t('transcript.contactForm')).trim() };
}

/**
 * The chat's transcript, to the guest who gave an e-mail (the widget's emailTranscript). Guest text is
 * escaped; no console link: the console is for the site's staff, a guest cannot open it.
 */
export function transcriptMail(input: TranscriptInput): MailMessage {
  const { to, widgetName, domain, messages, locale } = input;
  const t = mailTexts(locale);
  const format = timeFormat(locale, input.timeZone);
  const lines = messages.map((message) => ({ ...lineOf(message, widgetName, t), at: format.format(message.createdAt) }));
  const intro = t('transcript.intro', { widgetName, domain });
  return {
    to,
    subject: t('transcript.subject', { widgetName }),
    text: [intro, '', ...lines.map((line) => `[${line.at}] ${line.who}: ${line.text}`), '', t('transcript.thanks')].join('\n'),
    html: mailHtml(locale, [
      `<p>${escapeHtml(intro)}</p>`,
      '<table cellpadding="4" style="border-collapse:collapse">',
      ...lines.map(
        (line) =>
          `<tr><td style="color:#666;white-space:nowrap;vertical-align:top">${escapeHtml(line.at)}</td>` +
          `<td style="vertical-align:top"><strong>${escapeHtml(line.who)}</strong></td>` +
          `<td>${escapeHtml(line.text).replace(/\n/g, '<br>')}</td></tr>`,
      ),
      '</table>',
      `<p>${htmlText(t, 'transcript.thanks')}</p>`,
    ]),
  };
}
