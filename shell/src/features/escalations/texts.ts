// Every user-visible string of the Active Chats entry's escalation badge (issue 27), in one place for tests.
// The words are the console catalogue's (app/i18n).
import { t, texts } from '../../app/i18n/catalogue';

/** Past this the badge shows '99+'. */
const MAX_SHOWN = 99;

export const ESCALATION_BADGE_TEXTS = texts({
  /** The entry's name: the badge's number is part of it (WCAG 2.5.3, label in name). */
  entry: (label: string, unseen: number) =>
    unseen <= 0
      ? label
      : unseen > MAX_SHOWN
        ? t('escalationBadge.entryOverflow', { label, max: MAX_SHOWN })
        : t('escalationBadge.entry', { label, count: unseen }),
});
