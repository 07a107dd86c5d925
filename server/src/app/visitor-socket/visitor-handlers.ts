import { OFFLINE_MESSAGE_EVENTS } from '../../chats';
import { VISITOR_CHAT_EVENTS } from '../../chats';
import { PAYMENT_VISITOR_EVENTS } from '../../payments';
import { RATING_EVENTS } from '../../ratings';
import { BROWSING_EVENTS } from '../../visitors';
import { CONTACT_FORM_EVENTS } from '../../chats';
import { EMAIL_EVENTS } from '../../visitors';
import type { VisitorEventHandlers } from '../../visitors';

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
