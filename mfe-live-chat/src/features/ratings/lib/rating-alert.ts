// What a 'chat-rated' event says in the console (issue 28), fetched with the first rating heard: the
// dashboard's first screen carries only the subscription.
import type { ChatRating } from 'shared-kernel/contracts';
import { RATING_TEXTS as T, TOAST_COMMENT_MAX } from '../texts';
import { noteRating, type ChatRated } from './rated-chats';

/** The comment on one line, at most `max` characters (an ellipsis where it was cut); null when empty. */
export function shortComment(comment: string | null | undefined, max = TOAST_COMMENT_MAX): string | null {
  const line = (comment ?? '').replace(/\s+/g, ' ').trim();
  if (!line) return null;
  const chars = Array.from(line);
  return chars.length <= max ? line : `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}

export const ratingWord = (rating: Pick<ChatRating, 'value'>) => T.values[rating.value] ?? rating.value;

/** 'Guest 12 rated the chat Bad: “slow answers”'. */
export function ratingText(event: ChatRated): string {
  return T.rated(event.guestId, ratingWord(event.rating), shortComment(event.rating.comment));
}

/** Records the rating; the toast's text when it is news, null for a replay. */
export function ratingHeard(event: ChatRated): string | null {
  if (!event?.chatId || !event.rating) return null;
  return noteRating(event) ? ratingText(event) : null;
}
