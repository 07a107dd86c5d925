// Every user-visible string of the Ratings report, in one place for tests.
import type { ChatRatingValue } from 'shared-kernel/contracts';

export const RATINGS_TEXTS = {
  title: 'Ratings report',
  tableLabel: 'Rated chats in this range',
  columns: { rating: 'Rating', comment: 'Comment', agent: 'Agent', domain: 'Domain', ended: 'Ended', chat: 'Chat' },
  values: { good: 'Good', bad: 'Bad' } satisfies Record<ChatRatingValue, string>,
  ratedLabel: (value: string) => `Rated ${value}`,
  noComment: 'No comment',
  noAgent: 'No agent',
  openChat: 'Open chat',
  openChatLabel: (guestId: number) => `Open chat with Guest ${guestId}`,
  pagesLabel: 'Pages of ratings',
  previous: 'Previous page',
  next: 'Next page',
  pageOf: (page: number, pages: number, count: number) => `Page ${page} of ${pages} (${count} rated chats)`,
  empty: 'No rated chats in this range.',
} as const;
