import { OFFLINE_MESSAGE_EVENTS } from '../chats/offline-message-handler';
import { VISITOR_CHAT_EVENTS } from '../chats/visitor-chat-handlers';
import { PAYMENT_VISITOR_EVENTS } from '../payments/payment-visitor-handlers';
import { RATING_EVENTS } from '../ratings/rating-visitor-handler';
import { BROWSING_EVENTS } from './handlers/browsing-handlers';
import { CONTACT_FORM_EVENTS } from './handlers/contact-form-handler';
import { EMAIL_EVENTS } from './handlers/email-handler';
import type { VisitorEventHandlers } from './on-visitor-event';

/** Every event of the guest widget, one table per feature. */
export const VISITOR_EVENTS: VisitorEventHandlers = {
  ...BROWSING_EVENTS,
  ...VISITOR_CHAT_EVENTS,
  ...EMAIL_EVENTS,
  ...CONTACT_FORM_EVENTS,
  ...OFFLINE_MESSAGE_EVENTS,
  ...PAYMENT_VISITOR_EVENTS,
  ...RATING_EVENTS,
};
