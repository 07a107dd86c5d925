// Issue 28: the guest rates the chat when it ends (Good / Bad and an optional comment).

export type ChatRatingValue = 'good' | 'bad';

/** A chat's rating as staff see it (history, the contact's history, the live console). */
export interface ChatRating {
  value: ChatRatingValue;
  /** The guest's comment, untrusted text (render as text); null when none was given. */
  comment: string | null;
  /** ISO timestamp of the (last) rating. */
  ratedAt: string;
}

/** A widget's rating setting (widget editor); absent = on. */
export interface WidgetRatingSettings {
  enabled: boolean;
}

/** The longest comment the guest may leave (characters). */
export const RATING_COMMENT_MAX = 500;
/** A second rating replaces the first within this time after the first; later it is refused. */
export const RATING_CHANGE_WINDOW_MS = 10 * 60 * 1000;

/** The widget's question and the refusals of visitor:rate. */
export const RATING_QUESTION = 'How was your chat?';
export const RATING_COMMENT_TOO_LONG = `The comment can be at most ${RATING_COMMENT_MAX} characters`;
/** Not the guest's own ended chat, rating off for the widget, or the change window has passed. */
export const RATING_NOT_ALLOWED = 'This chat can no longer be rated';
