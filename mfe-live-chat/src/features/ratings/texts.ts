// Every user-visible string of the guests' ratings in the live console (issue 28), in one place for tests.
// The words are the catalogue's.
import type { ChatRatingValue } from 'shared-kernel/contracts';
import { t, texts, type LiveChatTextKey } from '../../i18n/catalogue';

/** The longest part of a guest's comment a toast quotes (characters, the ellipsis included). */
export const TOAST_COMMENT_MAX = 80;

export const RATING_TEXTS = texts({
  values: { good: 'ratings.values.good', bad: 'ratings.values.bad' } satisfies Record<ChatRatingValue, LiveChatTextKey>,
  /** The toast: 'Guest 12 rated the chat Bad: “slow answers”'. */
  rated: (guestId: number, value: string, comment: string | null) =>
    comment ? t('ratings.ratedWithComment', { guestId, value, comment }) : t('ratings.rated', { guestId, value }),
  /** The ended chat's line in the chat panel. */
  endedLine: 'ratings.endedLine',
  /** The accessible name of the rating's mark. */
  ratedLabel: (value: string) => t('ratings.ratedLabel', { value }),
});
