// Every user-visible string of the guests' ratings in the live console (issue 28), in one place for tests.
import type { ChatRatingValue } from 'shared-kernel/contracts';

/** The longest part of a guest's comment a toast quotes (characters, the ellipsis included). */
export const TOAST_COMMENT_MAX = 80;

export const RATING_TEXTS = {
  values: { good: 'Good', bad: 'Bad' } satisfies Record<ChatRatingValue, string>,
  /** The toast: 'Guest 12 rated the chat Bad: “slow answers”'. */
  rated: (guestId: number, value: string, comment: string | null) => `Guest ${guestId} rated the chat ${value}${comment ? `: “${comment}”` : ''}`,
  /** The ended chat's line in the chat panel. */
  endedLine: 'The guest rated this chat',
  /** The accessible name of the rating's mark. */
  ratedLabel: (value: string) => `Rated ${value}`,
} as const;
