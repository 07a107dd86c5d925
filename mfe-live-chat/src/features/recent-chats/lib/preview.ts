import { isAutoMessage, LIMITS, MESSAGE_MARKERS, parseAttachment, stripSystemMarker, type Conversation } from 'shared-kernel/contracts';

/** The last message of a chat as one line: attachments by file name, markers dropped; 60 characters on mobile. */
export function lastMessagePreview(chat: Conversation, mobile: boolean): string {
  const last = chat.conversation[chat.conversation.length - 1];
  if (!last) return '';
  const attachment = parseAttachment(last.bodyText);
  const text = attachment
    ? attachment.fileName
    : isAutoMessage(last.bodyText)
      ? last.bodyText.slice(MESSAGE_MARKERS.autoMessage.length)
      : stripSystemMarker(last.bodyText);
  return previewText(text, mobile);
}

/** One line of a message; cut at 60 characters on mobile. */
export function previewText(text: string, mobile: boolean): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const max = LIMITS.MOBILE_PREVIEW_CHARS;
  return mobile && line.length > max ? `${line.slice(0, max)}…` : line;
}
