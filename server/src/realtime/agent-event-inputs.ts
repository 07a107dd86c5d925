import { aiRequestSchema, aiStopSchema } from 'shared-kernel/ai-assist';
import type { AgentEmitEvents } from 'shared-kernel/contracts';
import { object, type AnySchema } from 'yup';
import { count, flag, text, texts } from './event-input-fields';

/**
 * What each console event carries, validated and cast before its handler (onEvent), as every HTTP route
 * declares its input. A Record over every event: a new event does not compile until it is declared here.
 */
export const AGENT_EVENT_INPUTS: Record<keyof AgentEmitEvents, AnySchema> = {
  'inbound-agent': object({
    visitorId: text(),
    guestId: count('guestId'),
    agentId: text(),
    bodyText: text(),
    agentName: text(),
    agentPhoto: text(),
    messageId: text(),
  }),
  typing: object({ guestId: count('guestId'), agentId: text(), typing: flag('typing'), visitor: text() }),
  'confirm-booking': object({ guestId: count('guestId'), visitorId: text(), agentId: text(), agentName: text(), chatId: text() }),
  // The amount and description are checked by the shared payment schema, with its own messages.
  'request-a-payment': object({ pk: text(), visitorId: text(), guestId: count('guestId'), chatId: text() }),
  'user-online-status': object({ userId: text() }),
  'bulk-join-chat-room': object({ visitorIds: texts('visitorIds') }),
  'mark-as-read': object({ visitorId: text(), chatId: text() }),
  'join-chat-room': object({ visitorId: text() }),
  'leave-chat-room': object({ visitorId: text() }),
  'sync-chat': object({ chatId: text(), afterSeq: count('afterSeq') }),
  'select-account': object({ clientId: text() }),
  'chat-note': object({ chatId: text(), bodyText: text(), noteId: text(), mentions: texts('mentions') }),
  'chat-viewing': object({ chatId: text(), viewing: flag('viewing'), typing: text() }),
  // Checked whole by the shared schemas: the kind, the style and the draft's length, with their messages.
  'ai-assist-request': aiRequestSchema,
  'ai-assist-stop': aiStopSchema,
};
