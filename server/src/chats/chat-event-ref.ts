import type { ChatEventRef } from '../events';
import type { ChatRow } from '../db/schema';

/** The ids every chat event carries. */
export const chatEventRef = (chat: ChatRow): ChatEventRef => ({
  accountId: chat.clientId,
  chatId: chat.id,
  widgetId: chat.widgetId,
  visitorId: chat.visitorId,
  guestId: chat.guestId,
});
