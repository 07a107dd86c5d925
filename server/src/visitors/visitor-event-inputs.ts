import type { VisitorEmitEvents } from 'shared-kernel/contracts';
import { object, type AnySchema } from 'yup';
import { count, flag, text } from '../realtime/event-input-fields';

/**
 * What each widget event carries, validated and cast before its handler (createVisitorEventListener), as
 * every HTTP route declares its input. A Record over every event: a new one must be declared here.
 */
export const VISITOR_EVENT_INPUTS: Record<keyof VisitorEmitEvents, AnySchema> = {
  'visitor:page': object({ url: text(), title: text(), referrer: text() }),
  'visitor:widget': object({ isOpen: flag('isOpen') }),
  'visitor:message': object({ clientMessageId: text(), bodyText: text(), autoMessageId: text() }),
  'visitor:typing': object({ typing: flag('typing') }),
  'visitor:read': object({ chatId: text(), seq: count('seq') }),
  'visitor:email': object({ email: text() }),
  'visitor:sync': object({ chatId: text(), afterSeq: count('afterSeq') }),
  'visitor:offline-message': object({ name: text(), email: text(), message: text() }),
  'visitor:end-chat': object({}),
  'visitor:payment-start': object({ requestId: text() }),
  'visitor:payment-confirm': object({ requestId: text() }),
  'visitor:contact-form': object({ messageId: text(), firstName: text(), lastName: text(), email: text(), phoneNumber: text() }),
};
