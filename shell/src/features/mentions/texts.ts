// Every user-visible string of the header's Mentions entry (issue 26), in one place for tests. The words
// are the console catalogue's (app/i18n).
import { t, texts } from '../../app/i18n/catalogue';

/** Past this the badge shows '99+'. */
const MAX_SHOWN = 99;

export const MENTIONS_TEXTS = texts({
  title: 'mentions.title',
  /** The button's name: the badge's number is part of it (WCAG 2.5.3, label in name). */
  button: (unread: number) =>
    unread <= 0
      ? t('mentions.title')
      : unread > MAX_SHOWN
        ? t('mentions.buttonOverflow', { max: MAX_SHOWN })
        : t('mentions.buttonUnread', { count: unread }),
  toast: (author: string, excerpt: string) => t('mentions.toast', { author, excerpt }),
});
