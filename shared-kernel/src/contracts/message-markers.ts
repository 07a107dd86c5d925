// How a message's text says what kind it is (spec 000 §2 chat panel, spec 001 §3).
import type { MessageDirection } from './entities/chat';

export const MESSAGE_MARKERS = {
  /** Followed directly by the file name: '[attachment]photo.png'. */
  attachment: '[attachment]',
  /** At the start of an automated message: '[auto-message]Hello'. */
  autoMessage: '[auto-message]',
  /** An http(s) link to a payment receipt inside an inbound text. */
  receiptLink: /https?:\/\/[^\s"'<>]*receipt[^\s"'<>]*/i,
  /** Placeholder of canned messages replaced by a contact form. */
  contactForm: '[contact-form]',
  /** At the start of a line the server writes for the guest: '[system]You are now chatting with Anna'. */
  system: '[system]',
} as const;

export type MessageKind = 'attachment' | 'auto' | 'system' | 'receipt' | 'guest' | 'agent';

export function isSystemLine(text: string): boolean {
  return text.startsWith(MESSAGE_MARKERS.system);
}

/** The text of a system line without its marker. */
export function stripSystemMarker(text: string): string {
  return isSystemLine(text) ? text.slice(MESSAGE_MARKERS.system.length) : text;
}

export function systemLineText(line: string): string {
  return `${MESSAGE_MARKERS.system}${line}`;
}

export function attachmentText(fileName: string): string {
  return `${MESSAGE_MARKERS.attachment}${fileName}`;
}

export interface ParsedAttachment {
  fileName: string;
  kind: 'image' | 'pdf' | 'file';
}

const IMAGE_EXT = /\.(png|jpe?g|gif|webp|bmp|svg)$/i;

/** The attachment in a text, or null when it carries none. */
export function parseAttachment(text: string): ParsedAttachment | null {
  const at = text.indexOf(MESSAGE_MARKERS.attachment);
  if (at < 0) return null;
  const fileName = text.slice(at + MESSAGE_MARKERS.attachment.length).trim();
  if (!fileName) return null;
  const kind = IMAGE_EXT.test(fileName) ? 'image' : /\.pdf$/i.test(fileName) ? 'pdf' : 'file';
  return { fileName, kind };
}

export function isAutoMessage(text: string): boolean {
  return text.startsWith(MESSAGE_MARKERS.autoMessage);
}

/** The text of an automated message without its marker. */
export function stripAutoMarker(text: string): string {
  return isAutoMessage(text) ? text.slice(MESSAGE_MARKERS.autoMessage.length).trimStart() : text;
}

export function receiptLink(text: string): string | null {
  return MESSAGE_MARKERS.receiptLink.exec(text)?.[0] ?? null;
}

export function classifyMessage(msg: { bodyText: string; direction: MessageDirection }): MessageKind {
  const text = msg.bodyText ?? '';
  if (parseAttachment(text)) return 'attachment';
  if (isAutoMessage(text)) return 'auto';
  if (isSystemLine(text)) return 'system';
  if (msg.direction === 'inbound' && receiptLink(text)) return 'receipt';
  return msg.direction === 'inbound' ? 'guest' : 'agent';
}

/** Why a typed text may not be stored as it is: it would pass for a file, an automated message or a receipt. */
export const FORGED_MARKER_ERRORS = {
  attachment: 'Files are sent with the attachment button, not typed',
  auto: 'Messages cannot pose as automated messages',
  system: 'Messages cannot pose as system lines',
  receipt: 'Payment receipts are posted by the payment service only',
} as const;

/**
 * The refusal for a text typed by a guest (inbound) or an agent (outbound) that the console would show as
 * something it is not, or null when it is plain text. Only the server writes markers and receipt links.
 */
export function forgedMarkerError(text: string, direction: MessageDirection): string | null {
  if (parseAttachment(text)) return FORGED_MARKER_ERRORS.attachment;
  if (isAutoMessage(text)) return FORGED_MARKER_ERRORS.auto;
  if (isSystemLine(text)) return FORGED_MARKER_ERRORS.system;
  if (direction === 'inbound' && receiptLink(text)) return FORGED_MARKER_ERRORS.receipt;
  return null;
}
