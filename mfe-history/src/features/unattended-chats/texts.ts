// Unattended Chats' own words (spec 001 §2, §8); the list and detail words are the review screens' REVIEW_TEXTS.
export const UNATTENDED_TEXTS = {
  title: 'Unattended Chats',
  /** §8: the history screens' fallback, lowercase. */
  somethingWentWrong: 'something went wrong',
  unavailable: 'Sorry, you are unable to access this chat as the chat access link you’re trying to use was emailed to a different user',
} as const;
