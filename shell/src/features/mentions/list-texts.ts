// The strings of the opened Mentions list (the button's are in texts.ts). The words are the console
// catalogue's (app/i18n), loaded with the console.
import { t, texts } from '../../app/i18n/catalogue';

export const MENTIONS_LIST_TEXTS = texts({
  markAllRead: 'mentionsList.markAllRead',
  empty: 'mentionsList.empty',
  unread: 'mentionsList.unread',
  /** Before an unread mention's author, for screen readers: 'Unread:'. */
  unreadMark: 'mentionsList.unreadMark',
  inChatWith: (guestId: number) => t('mentionsList.inChatWith', { guestId }),
  readFailed: 'mentionsList.readFailed',
});
