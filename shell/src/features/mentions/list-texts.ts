// The strings of the opened Mentions list, downloaded with it (the button's are in texts.ts).
export const MENTIONS_LIST_TEXTS = {
  markAllRead: 'Mark all read',
  empty: 'No mentions yet',
  unread: 'Unread',
  inChatWith: (guestId: number) => `in the chat with Guest ${guestId}`,
  readFailed: 'Could not mark the mention as read',
} as const;
