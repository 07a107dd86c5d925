// The resources a delivery carries, in the shape the API answers them (ids, ISO times), with a message's
// markers turned into typed fields so a receiver never parses `[attachment]…` itself.
import { CHAT_STATUS_LABELS, isAutoMessage, isSystemLine, parseAttachment, stripAutoMarker, stripSystemMarker } from 'shared-kernel/contracts';
import type { ChatStatus } from 'shared-kernel/contracts';
import type { WebhookEventName } from 'shared-kernel/integrations';
import type { ChatEventRef, ContactDetails, DomainEvents } from '../events';

/** What every delivery's JSON body is. `id` is the delivery's, the same as the `webhook-id` header. */
export interface WebhookBody {
  id: string;
  event: WebhookEventName;
  /** When it happened (ISO), not when this attempt was sent. */
  occurredAt: string;
  accountId: string;
  data: Record<string, unknown>;
}

export const chatResource = (ref: ChatEventRef) => ({
  id: ref.chatId,
  widgetId: ref.widgetId,
  visitorId: ref.visitorId,
  guestId: ref.guestId,
  guestName: `Guest ${ref.guestId}`,
});

export const guestResource = (guest: { visitorId: string; guestId: number }) => ({
  visitorId: guest.visitorId,
  guestId: guest.guestId,
  guestName: `Guest ${guest.guestId}`,
});

export const contactResource = (guest: { visitorId: string; guestId: number }, contact: ContactDetails) => ({ ...guestResource(guest), ...contact });

type MessageKind = 'text' | 'attachment' | 'auto-message' | 'system';

/** A stored message's text read: its kind, the text without a marker, and the file an attachment names. */
function typedText(bodyText: string): { kind: MessageKind; text: string; fileName: string | null } {
  const attachment = parseAttachment(bodyText);
  if (attachment) return { kind: 'attachment', text: '', fileName: attachment.fileName };
  if (isAutoMessage(bodyText)) return { kind: 'auto-message', text: stripAutoMarker(bodyText), fileName: null };
  if (isSystemLine(bodyText)) return { kind: 'system', text: stripSystemMarker(bodyText), fileName: null };
  return { kind: 'text', text: bodyText, fileName: null };
}

export function messageResource(event: DomainEvents['message.created']) {
  // Fields named, no spread: one per message, and a spread between fields gives each its own shape on this V8.
  const typed = typedText(event.bodyText);
  return {
    id: event.messageId,
    seq: event.seq,
    sender: event.sender,
    direction: event.sender === 'guest' ? 'inbound' : 'outbound',
    agentId: event.agentId,
    agentName: event.agentName,
    bodyText: event.bodyText,
    kind: typed.kind,
    text: typed.text,
    fileName: typed.fileName,
    chatTime: event.createdAt,
  };
}

/** An internal note as a message of its own sender, 'note': only endpoints that asked for notes get it. */
export function noteResource(event: DomainEvents['note.created']) {
  return {
    id: event.noteId,
    seq: null,
    sender: 'note',
    direction: 'internal',
    agentId: event.authorId,
    agentName: event.authorName,
    bodyText: event.bodyText,
    kind: 'text',
    text: event.bodyText,
    fileName: null,
    chatTime: event.createdAt,
  };
}

export const statusResource = (status: ChatStatus) => ({ status, statusLabel: CHAT_STATUS_LABELS[status] });
