// Conversation History's own words (spec 001 §2, §8); the list and detail words are the review screens' REVIEW_TEXTS.
export const HISTORY_TEXTS = {
  title: 'Conversation History',
  /** §8: the access link was emailed to someone else (error toast for a chat, info toast for an offline message). */
  accessLinkMismatch: 'Sorry, you are unable to access this chat as the chat access link you’re trying to use was emailed to a different user',
  /** §8: the history screens' fallback, lowercase. */
  somethingWentWrong: 'something went wrong',
} as const;
