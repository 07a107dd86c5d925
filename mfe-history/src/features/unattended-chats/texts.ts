// Unattended Chats' own words (spec 001 §2, §8); the list and detail words are the review screens' REVIEW_TEXTS.
// The words are the catalogue's.
import { texts } from '../../i18n/catalogue';

export const UNATTENDED_TEXTS = texts({
  title: 'unattended.title',
  /** §8: the history screens' fallback, lowercase. */
  somethingWentWrong: 'unattended.somethingWentWrong',
  unavailable: 'unattended.unavailable',
});
