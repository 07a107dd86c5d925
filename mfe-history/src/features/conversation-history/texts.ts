// Conversation History's own words (spec 001 §2, §8); the list and detail words are the review screens' REVIEW_TEXTS.
// The words are the catalogue's.
import { texts } from '../../i18n/catalogue';

export const HISTORY_TEXTS = texts({
  title: 'history.title',
  /** §8: the access link was emailed to someone else (error toast for a chat, info toast for an offline message). */
  accessLinkMismatch: 'history.accessLinkMismatch',
  /** §8: the history screens' fallback, lowercase. */
  somethingWentWrong: 'history.somethingWentWrong',
});
