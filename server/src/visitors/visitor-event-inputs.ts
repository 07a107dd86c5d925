import { RATING_NOT_ALLOWED, type VisitorEmitEvents } from 'shared-kernel/contracts';
import { object, type AnySchema } from 'yup';
import { count, flag, text } from '../realtime/event-input-fields';

/** visitor:rate without a rating of good or bad. */
export const RATING_VALUE_REQUIRED = 'The rating must be good or bad';

/** Longer than any id the server makes (uuids). */
const CHAT_ID_MAX = 100;

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
  // An id longer than any chat's is as unknown as any other (the same refusal); the comment's length is
  // checked by the handler after trimming, with its field error.
  'visitor:rate': object({
    chatId: text().max(CHAT_ID_MAX, RATING_NOT_ALLOWED),
    rating: text().oneOf(['good', 'bad', null], RATING_VALUE_REQUIRED),
    comment: text(),
  }),
};
